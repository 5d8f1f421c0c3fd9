/**
 * Returns and refund-only requests at the console's desks, through the order service (docs/product.md §3
 * return): each desk's list, tab counts and detail, and the desk's moves (the goods owner approves, rejects,
 * confirms arrival or asks customer service; the agent decides). The goods owner's refunds come from the
 * payment service. A move refreshes every returns query.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ApiBody } from '@clearlot/contract/api/types';
import type { RefundDetail, RefundPage } from '@clearlot/contract/schemas/refund';
import type { ReturnDetail, ReturnListInput, ReturnPage, ReturnTabCounts } from '@clearlot/contract/schemas/returns';
import { api } from '@clearlot/browser/http/client';
import { DESK_ROUTES, type ReturnDesk } from './desk';

export const RETURN_PAGE_SIZE = 10;

const returnKeys = {
  all: ['returns'] as const,
  list: (desk: ReturnDesk, body: ReturnListInput) => ['returns', desk, 'list', body] as const,
  counts: (desk: ReturnDesk) => ['returns', desk, 'counts'] as const,
  detail: (desk: ReturnDesk, returnNo: string) => ['returns', desk, 'detail', returnNo] as const,
  refunds: (pageNum: number) => ['returns', 'owner', 'refunds', pageNum] as const,
  refund: (refundNo: string) => ['returns', 'owner', 'refund', refundNo] as const,
};

export function useReturnList(desk: ReturnDesk, body: ReturnListInput) {
  return useQuery({
    queryKey: returnKeys.list(desk, body),
    // another party moves requests and refunds: opened again, they are read again
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
    queryFn: (): Promise<ReturnDetail> => api.post(DESK_ROUTES[desk].detail, { returnNo }, { loading: false, notify: false }),
    enabled: returnNo !== '',
    retry: false,
  });
}

/** The desk's refunds (the goods owner's orders), newest first. */
export function useOwnerRefunds(pageNum: number) {
  return useQuery({
    queryKey: returnKeys.refunds(pageNum),
    staleTime: 0,
    queryFn: (): Promise<RefundPage> => api.post(ApiPath.payment.ownerRefunds, { tab: 'all', pageNum, pageSize: RETURN_PAGE_SIZE }, { loading: false }),
    placeholderData: keepPreviousData,
  });
}

export function useOwnerRefund(refundNo: string) {
  return useQuery({
    queryKey: returnKeys.refund(refundNo),
    staleTime: 0,
    queryFn: (): Promise<RefundDetail> => api.post(ApiPath.payment.ownerRefundDetail, { refundNo }, { loading: false, notify: false }),
    enabled: refundNo !== '',
    retry: false,
  });
}

/** The routes of the desks' moves; each answers the request as it is now. */
type ReturnMovePath =
  | typeof ApiPath.order.approveReturn
  | typeof ApiPath.order.rejectReturn
  | typeof ApiPath.order.confirmReturnArrival
  | typeof ApiPath.order.ownerAskReturnIntervention
  | typeof ApiPath.order.decideReturnIntervention;

function useReturnMove<P extends ReturnMovePath>(path: P) {
  const queryClient = useQueryClient();
  return useMutation({
    // every move route answers the request (operations.ts), whichever P is
    mutationFn: (body: ApiBody<P>) => (api.post as (to: P, sent: ApiBody<P>) => Promise<ReturnDetail>)(path, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

export const useApproveReturn = () => useReturnMove(ApiPath.order.approveReturn);
export const useRejectReturn = () => useReturnMove(ApiPath.order.rejectReturn);
export const useConfirmReturnArrival = () => useReturnMove(ApiPath.order.confirmReturnArrival);
export const useOwnerAskIntervention = () => useReturnMove(ApiPath.order.ownerAskReturnIntervention);
export const useDecideIntervention = () => useReturnMove(ApiPath.order.decideReturnIntervention);
