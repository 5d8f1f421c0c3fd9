import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayByCardBody, PaymentResult } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { refreshMoneyViews } from '../../../shared/data/moneyViews';
import { api } from '../../../shared/http/client';

/** Pays the trade with a new or a saved card; the form shows every failure itself. */
export function payByCard(body: PayByCardBody): Promise<PaymentResult> {
  return api.post(ApiPath.payment.payByCard, body, { notify: false });
}

/** Paid or not, the orders (and the wallet's view of them) are read again: a try that got no answer may have gone through. */
export const payByCardMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: payByCard, onSettled: () => refreshMoneyViews(queryClient) });

export function usePayByCard() {
  return useMutation(payByCardMutation(useQueryClient()));
}
