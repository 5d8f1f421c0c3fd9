import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteCartItemBody } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { rereadCart } from './optimisticCartEdit';

/** Remove lines from the cart; resolves to the number removed. A refusal shows nothing (docs/product.md §8): the refreshed list tells. */
export function deleteCartItems(body: DeleteCartItemBody): Promise<number> {
  return api.post(ApiPath.order.deleteCartItems, body, { notify: false });
}

export function useDeleteCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItems,
    onSettled: () => rereadCart(queryClient),
  });
}
