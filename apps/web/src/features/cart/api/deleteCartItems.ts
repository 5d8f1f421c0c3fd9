import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteCartItemBody } from '@clearlot/contract/schemas/order';
import { CART_PATHS, refreshCartCount } from '../../../shared/catalogue/api/cart';
import { api } from '../../../shared/http/client';
import { cartKeys } from './cartKeys';

/** Remove lines from the cart; resolves to the number removed. A refusal shows nothing (spec §8): the refreshed list tells. */
export function deleteCartItems(body: DeleteCartItemBody): Promise<number> {
  return api.post<number>(CART_PATHS.remove, body, { notify: false });
}

export function useDeleteCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItems,
    onSettled: async () => {
      void refreshCartCount();
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
