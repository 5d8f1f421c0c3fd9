import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartList, SelectCartItemsBody } from '@clearlot/contract/schemas/order';
import { CART_PATHS, refreshCartCount } from '../../../shared/catalogue/api/cart';
import { api } from '../../../shared/http/client';
import { cartKeys } from './cartKeys';

/** Select or unselect several lines at once (a line, a group, or the whole cart); resolves to the number changed. */
export function selectCartItems(body: SelectCartItemsBody): Promise<number> {
  return api.post<number>(CART_PATHS.select, body, { loading: false, notify: false });
}

/** The ticks move at once and the list is read again afterwards; a failure puts them back. */
export function useSelectCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectCartItems,
    onMutate: async ({ ids, selected }) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.list });
      const previous = queryClient.getQueryData<CartList>(cartKeys.list);
      if (previous) {
        const changed = new Set(ids);
        queryClient.setQueryData<CartList>(cartKeys.list, {
          ...previous,
          resultList: previous.resultList.map((group) => ({
            ...group,
            cartItems: group.cartItems.map((line) => (changed.has(line.id) ? { ...line, selected } : line)),
          })),
        });
      }
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.list, context.previous);
    },
    onSettled: async () => {
      void refreshCartCount();
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
