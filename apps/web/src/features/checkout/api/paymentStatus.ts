import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { checkoutKeys } from './queryKeys';

/** How often the QR page asks whether the phone has paid. */
export const PAYMENT_STATUS_POLL_MS = 2_000;

export function fetchPaymentStatus(tradeNo: string): Promise<PaymentStatus> {
  return api.post(ApiPath.payment.paymentStatus, { tradeNo }, { loading: false, notify: false });
}

export const paymentStatusQueryOptions = (tradeNo: string) =>
  queryOptions({ queryKey: checkoutKeys.paymentStatus(tradeNo), queryFn: () => fetchPaymentStatus(tradeNo), staleTime: 0 });

/**
 * Polls every 2 s while `polling`, also while the tab is in the background: the buyer often
 * leaves it to pay on this device in another tab, and it should have moved on when they return.
 */
export function usePaymentStatus(tradeNo: string, polling: boolean) {
  return useQuery({
    ...paymentStatusQueryOptions(tradeNo),
    enabled: polling,
    refetchInterval: polling ? PAYMENT_STATUS_POLL_MS : false,
    refetchIntervalInBackground: true,
    retry: false,
  });
}
