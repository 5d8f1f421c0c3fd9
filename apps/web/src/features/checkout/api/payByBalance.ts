import { useMutation } from '@tanstack/react-query';
import type { PayByBalanceBody, PaymentResult } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { PAYMENT_SERVICE } from './paths';

/** Pays the trade from the wallet with the payment password; the form shows every failure itself. */
export function payByBalance(body: PayByBalanceBody): Promise<PaymentResult> {
  return api.post<PaymentResult>(`${PAYMENT_SERVICE}/pay/balance`, body, { notify: false });
}

export function usePayByBalance() {
  return useMutation({ mutationFn: payByBalance });
}
