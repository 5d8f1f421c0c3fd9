import { useMutation } from '@tanstack/react-query';
import type { PayByBalanceBody, PaymentResult } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

/** Pays the trade from the wallet with the payment password; the form shows every failure itself. */
export function payByBalance(body: PayByBalanceBody): Promise<PaymentResult> {
  return api.post(ApiPath.payment.payByBalance, body, { notify: false });
}

export function usePayByBalance() {
  return useMutation({ mutationFn: payByBalance });
}
