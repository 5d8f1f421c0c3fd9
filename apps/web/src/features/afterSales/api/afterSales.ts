/**
 * After-sales requests through the order service (docs/product.md §3 after-sales): one request as
 * each desk reads it, and every change. A change refreshes the request, the buyer's orders (their
 * insurance block follows claims) and the wallet (a refund may have been made).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ApiBody } from '@clearlot/contract/api/types';
import type { AfterSaleDetail, AfterSaleEligibility, AfterSalePage, ApplyAfterSaleInput } from '@clearlot/contract/schemas/afterSales';
import { orderViewsKey } from '../../../shared/data/moneyViews';
import { walletInfoKey } from '../../../shared/data/walletInfo';
import { api } from '../../../shared/http/client';
import { type AfterSaleDesk, type AfterSaleListState, DETAIL_ROUTES, LIST_ROUTES } from '../model/desk';

const afterSaleKeys = {
  all: ['afterSales'] as const,
  detail: (desk: AfterSaleDesk, afterSaleNo: string) => ['afterSales', 'detail', desk, afterSaleNo] as const,
  list: (state: AfterSaleListState, pageSize: number) => ['afterSales', 'list', state, pageSize] as const,
  eligibility: (orderNo: string) => ['afterSales', 'eligibility', orderNo] as const,
};

/** A desk's requests on a status tab, a page at a time (the previous page stays while the next loads). */
export function useAfterSaleList(state: AfterSaleListState, pageSize: number) {
  return useQuery({
    queryKey: afterSaleKeys.list(state, pageSize),
    // another party moves requests and refunds: opened again, they are read again
    staleTime: 0,
    queryFn: (): Promise<AfterSalePage> =>
      api.post(LIST_ROUTES[state.desk], { ...(state.status === null ? {} : { status: state.status }), pageNum: state.pageNum, pageSize }, { loading: false }),
    placeholderData: keepPreviousData,
  });
}

/** What an order allows to be reported now, per line. */
export function useAfterSaleEligibility(orderNo: string) {
  return useQuery({
    queryKey: afterSaleKeys.eligibility(orderNo),
    staleTime: 0,
    queryFn: (): Promise<AfterSaleEligibility> => api.post(ApiPath.order.afterSaleEligibility, { orderNo }, { loading: false }),
    enabled: orderNo !== '',
  });
}

/** Applies (idempotent by the form's client key); the order's views are read again. */
export function useApplyAfterSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyAfterSaleInput): Promise<AfterSaleDetail> => api.post(ApiPath.order.applyAfterSale, body),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: afterSaleKeys.all }), queryClient.invalidateQueries({ queryKey: orderViewsKey })]),
  });
}

export function useAfterSaleDetail(desk: AfterSaleDesk, afterSaleNo: string) {
  return useQuery({
    queryKey: afterSaleKeys.detail(desk, afterSaleNo),
    staleTime: 0,
    queryFn: (): Promise<AfterSaleDetail> => api.post(DETAIL_ROUTES[desk], { afterSaleNo }, { loading: false }),
    enabled: afterSaleNo !== '',
  });
}

type AfterSaleChangePath =
  typeof ApiPath.order.cancelAfterSale | typeof ApiPath.order.shipAfterSale | typeof ApiPath.order.confirmAfterSaleRefund | typeof ApiPath.order.interveneAfterSale;

/** A change to a request: afterwards (refused or not) the request, the orders and the wallet are read again. */
export function useAfterSaleChange<P extends AfterSaleChangePath>(path: P) {
  const queryClient = useQueryClient();
  return useMutation({
    // every change route answers the request (operations.ts)
    mutationFn: (body: ApiBody<P>) => (api.post as (to: P, sent: ApiBody<P>) => Promise<AfterSaleDetail>)(path, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: afterSaleKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderViewsKey }),
        queryClient.invalidateQueries({ queryKey: walletInfoKey }),
      ]),
  });
}
