/** Refunds through the payment service (docs/product.md §3 refund; §4 statuses 31–34): the buyer's, and the goods owner's desk's. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { RefundDetail, RefundListInput, RefundPage, RetryRefundInput } from '@clearlot/contract/schemas/refund';
import { api } from '../../../shared/http/client';
import { walletInfoKey } from '../../../shared/data/walletInfo';
import { returnKeys } from './queryKeys';

/** Whose refunds: the buyer's own, or those of the goods owner's orders (the owner's desk). */
export type RefundDesk = 'buyer' | 'owner';
const REFUND_ROUTES = {
  buyer: { list: ApiPath.payment.refunds, detail: ApiPath.payment.refundDetail },
  owner: { list: ApiPath.payment.ownerRefunds, detail: ApiPath.payment.ownerRefundDetail },
} as const;

export function useRefunds(desk: RefundDesk, body: RefundListInput) {
  return useQuery({
    queryKey: returnKeys.refunds(desk, body),
    // another party moves requests and refunds: opened again, they are read again
    staleTime: 0,
    queryFn: (): Promise<RefundPage> => api.post(REFUND_ROUTES[desk].list, body, { loading: false }),
    placeholderData: keepPreviousData,
  });
}

export function useRefundDetail(desk: RefundDesk, refundNo: string) {
  return useQuery({
    queryKey: returnKeys.refund(desk, refundNo),
    staleTime: 0,
    queryFn: (): Promise<RefundDetail> => api.post(REFUND_ROUTES[desk].detail, { refundNo }, { loading: false }),
    enabled: refundNo !== '',
  });
}

/** A failed refund tried again, to the card or to the wallet balance. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetryRefundInput): Promise<RefundDetail> => api.post(ApiPath.payment.retryRefund, body),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: returnKeys.all }), queryClient.invalidateQueries({ queryKey: walletInfoKey })]),
  });
}
