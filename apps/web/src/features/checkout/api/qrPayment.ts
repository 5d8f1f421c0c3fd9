import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QrPayment, StartQrPaymentBody } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { checkoutKeys } from './queryKeys';

/** Starts (or, with the same paymentKey, repeats) an Alipay or WeChat sandbox payment and returns its QR code. */
export function startQrPayment(body: StartQrPaymentBody): Promise<QrPayment> {
  return api.post(ApiPath.payment.startQrPayment, body, { loading: false, notify: false });
}

/**
 * One code per payment key: the query is the "call once" (StrictMode's second mount and
 * re-renders reuse it); a new key asks for a new code. Never refetched by itself.
 */
export const qrPaymentQueryOptions = (body: StartQrPaymentBody) =>
  queryOptions({
    queryKey: checkoutKeys.qrPayment(body.tradeNo, body.method, body.paymentKey),
    queryFn: () => startQrPayment(body),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useQrPayment(body: StartQrPaymentBody | null) {
  return useQuery({
    ...qrPaymentQueryOptions(body ?? { tradeNo: '', amount: 0, paymentKey: '', method: 1 }),
    enabled: body !== null,
  });
}
