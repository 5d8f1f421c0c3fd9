import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderTabCounts } from '@clearlot/contract/schemas/order';
import { api } from '../../../shared/http/client';
import { MALL_ORDER } from './paths';
import { orderKeys } from './queryKeys';

export function fetchOrderTabCounts(): Promise<OrderTabCounts> {
  // The counts only decorate the tabs: a failure leaves them off without a warning.
  return api.post<OrderTabCounts>(`${MALL_ORDER}/tabCounts`, {}, { loading: false, notify: false });
}

export const orderTabCountsQueryOptions = queryOptions({ queryKey: orderKeys.tabCounts, queryFn: fetchOrderTabCounts });

/** Number of orders in each My Orders tab. */
export function useOrderTabCounts() {
  return useQuery(orderTabCountsQueryOptions);
}
