import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartList } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { checkoutKeys } from './queryKeys';

/** The whole cart; the settlement keeps only the lines it was opened with. */
export function fetchCartList(): Promise<CartList> {
  return api.post(ApiPath.order.cartList, {}, { loading: false, notify: false });
}

/**
 * Read afresh on every visit and not kept after it: a cart remembered from an earlier visit
 * would make lines added since look "no longer in your cart" for a moment.
 */
export const cartLinesQueryOptions = queryOptions({ queryKey: checkoutKeys.cartLines, queryFn: fetchCartList, staleTime: 0, gcTime: 0 });

export function useCartLines(enabled = true) {
  return useQuery({ ...cartLinesQueryOptions, enabled });
}
