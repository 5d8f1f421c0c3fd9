/** The buyer's refunds through the payment service (docs/product.md §3 refund; §4 statuses 31–34); the goods owner's are in the console. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { RefundDetail, RefundListInput, RefundPage, RetryRefundInput } from '@clearlot/contract/schemas/refund';
import { api } from '../../../shared/http/client';
import { walletInfoKey } from '../../../shared/data/walletInfo';
import { requestKeys } from './queryKeys';

export function useRefunds(body: RefundListInput) {
  return useQuery({
    queryKey: requestKeys.refunds(body),
    // another party moves requests and refunds: opened again, they are read again
    staleTime: 0,
    queryFn: (): Promise<RefundPage> => api.post(ApiPath.payment.refunds, body, { loading: false }),
    placeholderData: keepPreviousData,
  });
}

export function useRefundDetail(refundNo: string) {
  return useQuery({
    queryKey: requestKeys.refund(refundNo),
    staleTime: 0,
    queryFn: (): Promise<RefundDetail> => api.post(ApiPath.payment.refundDetail, { refundNo }, { loading: false }),
    enabled: refundNo !== '',
  });
}

/** A failed refund tried again, to the card or to the wallet balance. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetryRefundInput): Promise<RefundDetail> => api.post(ApiPath.payment.retryRefund, body),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: requestKeys.all }), queryClient.invalidateQueries({ queryKey: walletInfoKey })]),
  });
}
