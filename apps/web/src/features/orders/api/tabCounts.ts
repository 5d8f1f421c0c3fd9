import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderTabCounts } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { orderKeys } from './queryKeys';

export function fetchOrderTabCounts(): Promise<OrderTabCounts> {
  // The counts only decorate the tabs: a failure leaves them off without a warning.
  return api.post(ApiPath.order.orderTabCounts, {}, { loading: false, notify: false });
}

export const orderTabCountsQueryOptions = queryOptions({ queryKey: orderKeys.tabCounts, queryFn: fetchOrderTabCounts });

/** Number of orders in each My Orders tab. */
export function useOrderTabCounts() {
  return useQuery(orderTabCountsQueryOptions);
}
