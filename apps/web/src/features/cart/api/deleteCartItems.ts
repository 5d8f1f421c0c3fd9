import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteCartItemBody } from '@clearlot/contract/schemas/order';
import { CART_PATHS } from '../../../shared/catalogue/api/cart';
import { api } from '../../../shared/http/client';
import { rereadCart } from './optimisticCartEdit';

/** Remove lines from the cart; resolves to the number removed. A refusal shows nothing (spec §8): the refreshed list tells. */
export function deleteCartItems(body: DeleteCartItemBody): Promise<number> {
  return api.post<number>(CART_PATHS.remove, body, { notify: false });
}

export function useDeleteCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItems,
    onSettled: () => rereadCart(queryClient),
  });
}
