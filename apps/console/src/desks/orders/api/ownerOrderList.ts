import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderListInput, OrderPage } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '@clearlot/browser/http/client';
import { ownerOrderKeys } from './queryKeys';

export function fetchOwnerOrderList(body: OrderListInput): Promise<OrderPage> {
  return api.post(ApiPath.order.ownerOrders, body, { loading: false });
}

export const ownerOrderListQueryOptions = (body: OrderListInput) =>
  queryOptions({ queryKey: ownerOrderKeys.list(body), queryFn: () => fetchOwnerOrderList(body), placeholderData: keepPreviousData });

/** One page of the goods owner's orders in a tab. */
export function useOwnerOrderList(body: OrderListInput) {
  return useQuery(ownerOrderListQueryOptions(body));
}
