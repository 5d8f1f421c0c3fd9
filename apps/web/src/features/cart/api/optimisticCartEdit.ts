import type { QueryClient } from '@tanstack/react-query';
import type { CartItem, CartList } from '@clearlot/contract/schemas/order';
import { refreshCartCount } from '../../../shared/catalogue/api/cart';
import { cartKeys } from './cartKeys';
import { LANDED_COST_KEY } from '../../../shared/catalogue/api/landedCost';

/** The list with every line passed through `edit` (lines it returns unchanged stay as they are). */
export function mapCartLines(list: CartList, edit: (line: CartItem) => CartItem): CartList {
  return { ...list, resultList: list.resultList.map((group) => ({ ...group, cartItems: group.cartItems.map(edit) })) };
}

/** After any cart change: the badge, the list and the landed cost (which the change may have asked for before the server made it) are read again. */
export async function rereadCart(queryClient: QueryClient): Promise<void> {
  void refreshCartCount();
  await Promise.all([queryClient.invalidateQueries({ queryKey: cartKeys.all }), queryClient.invalidateQueries({ queryKey: LANDED_COST_KEY })]);
}

/**
 * A cart change shown at once: the list is edited in the cache before the call, put back if the
 * call fails, and read again (with the badge) once it settles. The mutation options to spread.
 */
export function optimisticCartEdit<B>(queryClient: QueryClient, edit: (list: CartList, body: B) => CartList) {
  return {
    onMutate: async (body: B) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.list });
      const previous = queryClient.getQueryData<CartList>(cartKeys.list);
      if (previous) queryClient.setQueryData<CartList>(cartKeys.list, edit(previous, body));
      return { previous };
    },
    onError: (_error: unknown, _body: B, context: { previous: CartList | undefined } | undefined) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.list, context.previous);
    },
    onSettled: () => rereadCart(queryClient),
  };
}
