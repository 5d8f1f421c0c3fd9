import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartList } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { setCartNum } from '../../../shared/session/session';
import { cartKeys } from './cartKeys';

/** The cart, grouped by goods owner and ship-from warehouse; its line count also sets the badges. */
export async function fetchCartList(signal?: AbortSignal): Promise<CartList> {
  const list = await api.post(ApiPath.order.cartList, undefined, { loading: false, signal });
  setCartNum(list.totalCount);
  return list;
}

export const cartListQueryOptions = queryOptions({
  queryKey: cartKeys.list,
  queryFn: ({ signal }) => fetchCartList(signal),
});

export function useCartList(enabled = true) {
  return useQuery({ ...cartListQueryOptions, enabled });
}
