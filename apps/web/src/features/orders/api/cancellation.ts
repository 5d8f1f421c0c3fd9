import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cancellation } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { orderKeys } from './queryKeys';

/** The order's cancellation, or null when it has none; a missing order (6012) is the page's to show, not a toast. */
export function fetchCancellation(orderNo: string): Promise<Cancellation | null> {
  return api.post(ApiPath.order.cancellation, { orderNo }, { loading: false, notify: false });
}

export const cancellationQueryOptions = (orderNo: string) => queryOptions({ queryKey: orderKeys.cancellation(orderNo), queryFn: () => fetchCancellation(orderNo), retry: false });

/** The cancellation request of an order (reason, review, refund, penalty), for its own page; the order page reads it from the order. */
export function useCancellation(orderNo: string, enabled = true) {
  return useQuery({ ...cancellationQueryOptions(orderNo), enabled: enabled && orderNo !== '' });
}
