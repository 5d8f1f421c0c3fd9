import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';

/**
 * What is being costed: a quantity of one option (the product page) or the chosen cart lines (the cart; `revision` is
 * what the lines hold now, e.g. their quantities, so the figures are read again when a quantity changes).
 */
export type LandedCostOf = { skuId: number; quantity: number } | { cartItemIds: readonly number[]; revision: string };

/** The landed costs' query key prefix: the cart reads them again after every change. */
export const LANDED_COST_KEY = ['landedCost'] as const;

/** The landed cost (issue 35 item 6), read again whenever what is costed changes; the last figures stay while the next arrive. */
export function useLandedCost(of: LandedCostOf | null) {
  return useQuery({
    queryKey: [...LANDED_COST_KEY, of],
    queryFn: () => {
      if (of === null) throw new Error('nothing to cost');
      return 'skuId' in of
        ? api.post(ApiPath.order.skuLandedCost, { skuId: of.skuId, quantity: of.quantity }, { loading: false, notify: false })
        : api.post(ApiPath.order.cartLandedCost, { cartItemIds: [...of.cartItemIds] }, { loading: false, notify: false });
    },
    enabled: of !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
