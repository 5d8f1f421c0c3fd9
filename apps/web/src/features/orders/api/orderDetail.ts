import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { orderKeys } from './queryKeys';

export function fetchOrderDetail(orderNo: string): Promise<OrderDetail> {
  // The page shows a missing order itself (6012), so no warning toast on top.
  return api.post(ApiPath.order.orderDetail, { orderNo }, { loading: false, notify: false });
}

export const orderDetailQueryOptions = (orderNo: string) => queryOptions({ queryKey: orderKeys.detail(orderNo), queryFn: () => fetchOrderDetail(orderNo) });

/** One of the buyer's orders with everything about it; `enabled` lets a dialog load it only when opened. */
export function useOrderDetail(orderNo: string, enabled = true) {
  return useQuery({ ...orderDetailQueryOptions(orderNo), enabled: enabled && orderNo !== '' });
}
