/**
 * Returns and refund-only requests through the order service (docs/product.md §3 return): what an
 * order allows, applying, each desk's list, tab counts and detail, and every action. A change
 * refreshes every returns query, the buyer's orders (what can still be returned) and the wallet
 * (a completed request refunds).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ReturnDetail, ReturnListInput, ReturnPage, ReturnTabCounts, ReturnableOrder } from '@clearlot/contract/schemas/returns';
import type { ApiBody } from '@clearlot/contract/api/types';
import { api } from '../../../shared/http/client';
import { walletInfoKey } from '../../../shared/data/walletInfo';
import { orderViewsKey } from '../../../shared/data/moneyViews';
import { DESK_ROUTES, type ReturnDesk } from '../model/desk';
import { returnKeys } from './queryKeys';

export function useReturnableOrder(orderNo: string, enabled = true) {
  return useQuery({
    queryKey: returnKeys.returnable(orderNo),
    // another party moves requests and refunds: opened again, they are read again
    staleTime: 0,
    queryFn: (): Promise<ReturnableOrder> => api.post(ApiPath.order.returnable, { orderNo }, { loading: false }),
    enabled: enabled && orderNo !== '',
  });
}

export function useReturnList(desk: ReturnDesk, body: ReturnListInput) {
  return useQuery({
    queryKey: returnKeys.list(desk, body),
    staleTime: 0,
    queryFn: (): Promise<ReturnPage> => api.post(DESK_ROUTES[desk].list, body, { loading: false }),
    placeholderData: keepPreviousData,
  });
}

export function useReturnTabCounts(desk: ReturnDesk) {
  const path = DESK_ROUTES[desk].counts;
  return useQuery({
    queryKey: returnKeys.counts(desk),
    staleTime: 0,
    queryFn: (): Promise<ReturnTabCounts> => api.post(path!, {}, { loading: false }),
    enabled: path !== null,
  });
}

export function useReturnDetail(desk: ReturnDesk, returnNo: string) {
  return useQuery({
    queryKey: returnKeys.detail(desk, returnNo),
    staleTime: 0,
    queryFn: (): Promise<ReturnDetail> => api.post(DESK_ROUTES[desk].detail, { returnNo }, { loading: false }),
    enabled: returnNo !== '',
  });
}

/** The routes that change a request; each answers the request as it is now. */
type ReturnChangePath = typeof ApiPath.order.applyReturn | typeof ApiPath.order.cancelReturn | typeof ApiPath.order.shipReturn | typeof ApiPath.order.askReturnIntervention;

/** A change to a request: afterwards (refused or not) the returns, the orders and the wallet are read again. */
function useReturnMutation<P extends ReturnChangePath>(path: P) {
  const queryClient = useQueryClient();
  return useMutation({
    // every change route answers the request (operations.ts), whichever P is
    mutationFn: (body: ApiBody<P>) => (api.post as (to: P, sent: ApiBody<P>) => Promise<ReturnDetail>)(path, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: returnKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderViewsKey }),
        queryClient.invalidateQueries({ queryKey: walletInfoKey }),
      ]),
  });
}

export const useApplyReturn = () => useReturnMutation(ApiPath.order.applyReturn);
export const useCancelReturn = () => useReturnMutation(ApiPath.order.cancelReturn);
export const useShipReturn = () => useReturnMutation(ApiPath.order.shipReturn);

/** The buyer asks customer service to step in (the goods owner asks from the console's desk). */
export const useAskIntervention = () => useReturnMutation(ApiPath.order.askReturnIntervention);
