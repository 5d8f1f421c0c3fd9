import { useMutation } from '@tanstack/react-query';
import type { PayByCardBody, PaymentResult } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

/** Pays the trade with a new or a saved card; the form shows every failure itself. */
export function payByCard(body: PayByCardBody): Promise<PaymentResult> {
  return api.post(ApiPath.payment.payByCard, body, { notify: false });
}

export function usePayByCard() {
  return useMutation({ mutationFn: payByCard });
}
