import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail, OrderListInput } from '@clearlot/contract/schemas/order';
import { api } from '../../../shared/http/client';
import { SELLER_ORDER } from './paths';
import { ownerOrderKeys } from './queryKeys';

export interface OwnerOrderPage {
  list: OrderDetail[];
  total: number;
}

export function fetchOwnerOrderList(body: OrderListInput): Promise<OwnerOrderPage> {
  return api.post<OwnerOrderPage>(`${SELLER_ORDER}/list`, body, { loading: false });
}

export const ownerOrderListQueryOptions = (body: OrderListInput) =>
  queryOptions({ queryKey: ownerOrderKeys.list(body), queryFn: () => fetchOwnerOrderList(body), placeholderData: keepPreviousData });

/** One page of the goods owner's orders in a tab. */
export function useOwnerOrderList(body: OrderListInput) {
  return useQuery(ownerOrderListQueryOptions(body));
}
