import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayByBalanceBody, PaymentResult } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { refreshMoneyViews } from '../../../shared/data/moneyViews';
import { api } from '../../../shared/http/client';

/** Pays the trade from the wallet with the payment password; the form shows every failure itself. */
export function payByBalance(body: PayByBalanceBody): Promise<PaymentResult> {
  return api.post(ApiPath.payment.payByBalance, body, { notify: false });
}

/** Paid or not, the balance and the orders are read again: a try that got no answer may have gone through. */
export const payByBalanceMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: payByBalance, onSettled: () => refreshMoneyViews(queryClient) });

export function usePayByBalance() {
  return useMutation(payByBalanceMutation(useQueryClient()));
}
