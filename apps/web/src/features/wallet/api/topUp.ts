import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopUpBody, WalletInfo } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { refreshWalletInfo, setWalletInfo } from '../../../shared/data/walletInfo';
import { walletKeys } from './queryKeys';

/** Charges a saved card into the wallet; the paymentKey makes a repeated request charge only once. */
export function topUp(body: TopUpBody): Promise<WalletInfo> {
  return api.post(ApiPath.payment.topUp, body, { notify: false });
}

export function useTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: topUp,
    onSuccess: (info) => setWalletInfo(queryClient, info),
    // also after a failure: a timed-out request may still have been carried out
    onSettled: () => Promise.all([refreshWalletInfo(queryClient), queryClient.invalidateQueries({ queryKey: walletKeys.transactionsAll })]),
  });
}
