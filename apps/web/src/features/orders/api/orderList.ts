import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderListInput, OrderSummary } from '@clearlot/contract/schemas/order';
import { api } from '../../../shared/http/client';
import { MALL_ORDER } from './paths';
import { orderKeys } from './queryKeys';

export interface OrderPage {
  list: OrderSummary[];
  total: number;
}

export function fetchOrderList(body: OrderListInput): Promise<OrderPage> {
  return api.post<OrderPage>(`${MALL_ORDER}/list`, body, { loading: false });
}

export const orderListQueryOptions = (body: OrderListInput) =>
  queryOptions({ queryKey: orderKeys.list(body), queryFn: () => fetchOrderList(body), placeholderData: keepPreviousData });

/** One page of the buyer's orders in a tab, optionally filtered by order number or product name. */
export function useOrderList(body: OrderListInput) {
  return useQuery(orderListQueryOptions(body));
}
