import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cancellation } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { orderKeys } from './queryKeys';

export function fetchCancellation(orderNo: string): Promise<Cancellation> {
  // "No cancellation for this order" (6019) is an answer the pages show, not a failure to announce.
  return api.post(ApiPath.order.cancellation, { orderNo }, { loading: false, notify: false });
}

export const cancellationQueryOptions = (orderNo: string) =>
  queryOptions({ queryKey: orderKeys.cancellation(orderNo), queryFn: () => fetchCancellation(orderNo), retry: false });

/** The cancellation request of an order (reason, review, refund, penalty). */
export function useCancellation(orderNo: string, enabled = true) {
  return useQuery({ ...cancellationQueryOptions(orderNo), enabled: enabled && orderNo !== '' });
}
