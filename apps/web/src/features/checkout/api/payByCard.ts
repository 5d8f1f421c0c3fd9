import { useMutation } from '@tanstack/react-query';
import type { PayByCardBody, PaymentResult } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { PAYMENT_SERVICE } from './paths';

/** Pays the trade with a new or a saved card; the form shows every failure itself. */
export function payByCard(body: PayByCardBody): Promise<PaymentResult> {
  return api.post<PaymentResult>(`${PAYMENT_SERVICE}/pay/card`, body, { notify: false });
}

export function usePayByCard() {
  return useMutation({ mutationFn: payByCard });
}
