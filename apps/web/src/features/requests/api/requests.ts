/**
 * The buyer's requests through the order service (docs/product.md §3 return and after-sales): what an order
 * allows, applying, the lists with their tab counts, one request, and every change. Each request is read
 * into the one shape the pages show (model/request.ts). A change reads again every request query, the
 * buyer's orders (what can still be claimed) and the wallet (a completed request refunds).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { AfterSaleEligibility, ApplyAfterSaleBody } from '@clearlot/contract/schemas/afterSales';
import type { ApplyReturnBody, ReturnTabCounts, ReturnableOrder } from '@clearlot/contract/schemas/returns';
import { api } from '../../../shared/http/client';
import { orderViewsKey } from '../../../shared/data/moneyViews';
import { walletInfoKey } from '../../../shared/data/walletInfo';
import type { ListRequest } from '../model/listQuery';
import { type BuyerRequest, type RequestKind, requestOfAfterSale, requestOfReturn } from '../model/request';
import { requestKeys } from './queryKeys';

export function useReturnableOrder(orderNo: string) {
  return useQuery({
    queryKey: requestKeys.returnable(orderNo),
    // another party moves requests and refunds: opened again, they are read again
    staleTime: 0,
    queryFn: (): Promise<ReturnableOrder> => api.post(ApiPath.order.returnable, { orderNo }, { loading: false }),
    enabled: orderNo !== '',
  });
}

export function useAfterSaleEligibility(orderNo: string) {
  return useQuery({
    queryKey: requestKeys.afterSaleEligibility(orderNo),
    staleTime: 0,
    queryFn: (): Promise<AfterSaleEligibility> => api.post(ApiPath.order.afterSaleEligibility, { orderNo }, { loading: false }),
    enabled: orderNo !== '',
  });
}

/** One page of the buyer's requests of a kind, on a tab (the previous page stays while the next loads). */
export function useRequestList(request: ListRequest) {
  return useQuery({
    queryKey: requestKeys.list(request),
    staleTime: 0,
    queryFn: async (): Promise<{ total: number; list: BuyerRequest[] }> => {
      if (request.kind === 'return') {
        const page = await api.post(ApiPath.order.returns, request.body, { loading: false });
        return { total: page.total, list: page.list.map(requestOfReturn) };
      }
      const page = await api.post(ApiPath.order.afterSales, request.body, { loading: false });
      return { total: page.total, list: page.list.map(requestOfAfterSale) };
    },
    placeholderData: keepPreviousData,
  });
}

/** How many returns each tab holds (after-sales lists have no counts). */
export function useReturnTabCounts(enabled: boolean) {
  return useQuery({
    queryKey: requestKeys.counts('return'),
    staleTime: 0,
    queryFn: (): Promise<ReturnTabCounts> => api.post(ApiPath.order.returnTabCounts, {}, { loading: false }),
    enabled,
  });
}

export function useRequestDetail(kind: RequestKind, requestNo: string) {
  return useQuery({
    queryKey: requestKeys.detail(kind, requestNo),
    staleTime: 0,
    queryFn: async (): Promise<BuyerRequest> => {
      if (kind === 'return') return requestOfReturn(await api.post(ApiPath.order.returnDetail, { returnNo: requestNo }, { loading: false }));
      return requestOfAfterSale(await api.post(ApiPath.order.afterSaleDetail, { afterSaleNo: requestNo }, { loading: false }));
    },
    enabled: requestNo !== '',
  });
}

/** After a change (refused or not): the requests, the orders and the wallet are read again. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderViewsKey }),
      queryClient.invalidateQueries({ queryKey: walletInfoKey }),
    ]);
}

/** Applies for a return or refund only, or for after-sales (idempotent by the form's client key); answers the new request's number. */
export function useApplyRequest() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (apply: { kind: 'return'; body: ApplyReturnBody } | { kind: 'afterSale'; body: ApplyAfterSaleBody }): Promise<string> => {
      // the form places a refusal on its field or above its buttons
      if (apply.kind === 'return') return (await api.post(ApiPath.order.applyReturn, apply.body, { notify: false })).returnNo;
      return (await api.post(ApiPath.order.applyAfterSale, apply.body, { notify: false })).afterSaleNo;
    },
    onSettled: refresh,
  });
}

/** The goods sent back: a carrier and tracking number per line (an after-sales request has one). */
export type Shipment = Array<{ lineId: number; logisticsCompany: string; trackingNo: string }>;

/**
 * The buyer's moves on a request of either kind (the goods owner's and customer service's are in the
 * console): cancel, ship the goods back, ask the platform to step in, confirm an after-sales refund arrived.
 */
export function useRequestChanges(kind: RequestKind, requestNo: string) {
  const onSettled = useRefreshAfterChange();
  const isReturn = kind === 'return';
  const cancel = useMutation({
    mutationFn: (): Promise<unknown> =>
      isReturn ? api.post(ApiPath.order.cancelReturn, { returnNo: requestNo }) : api.post(ApiPath.order.cancelAfterSale, { afterSaleNo: requestNo }),
    onSettled,
  });
  const ship = useMutation({
    mutationFn: (items: Shipment): Promise<unknown> =>
      isReturn
        ? api.post(ApiPath.order.shipReturn, { returnNo: requestNo, items })
        : api.post(ApiPath.order.shipAfterSale, { afterSaleNo: requestNo, logisticsCompany: items[0]?.logisticsCompany ?? '', trackingNo: items[0]?.trackingNo ?? '' }),
    onSettled,
  });
  const askPlatform = useMutation({
    mutationFn: (reason: string): Promise<unknown> =>
      isReturn ? api.post(ApiPath.order.askReturnIntervention, { returnNo: requestNo, reason }) : api.post(ApiPath.order.interveneAfterSale, { afterSaleNo: requestNo, reason }),
    onSettled,
  });
  const confirmRefund = useMutation({ mutationFn: (): Promise<unknown> => api.post(ApiPath.order.confirmAfterSaleRefund, { afterSaleNo: requestNo }), onSettled });
  return { cancel, ship, askPlatform, confirmRefund };
}
