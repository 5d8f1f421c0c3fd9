import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderListInput, OrderPage } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { orderKeys } from './queryKeys';

export function fetchOrderList(body: OrderListInput): Promise<OrderPage> {
  return api.post(ApiPath.order.orders, body, { loading: false });
}

export const orderListQueryOptions = (body: OrderListInput) =>
  queryOptions({ queryKey: orderKeys.list(body), queryFn: () => fetchOrderList(body), placeholderData: keepPreviousData });

/** One page of the buyer's orders in a tab, optionally filtered by order number or product name. */
export function useOrderList(body: OrderListInput) {
  return useQuery(orderListQueryOptions(body));
}
