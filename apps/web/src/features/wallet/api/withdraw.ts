import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawBody, Withdrawal } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { refreshWalletInfo } from '../../../shared/data/walletInfo';
import { walletKeys } from './queryKeys';

/** Freezes the amount while the bank transfer to the saved card runs. */
export function withdraw(body: WithdrawBody): Promise<Withdrawal> {
  return api.post(ApiPath.payment.withdraw, body, { notify: false });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    // also after a failure: a timed-out request may still have been carried out
    onSettled: () =>
      Promise.all([
        refreshWalletInfo(queryClient),
        queryClient.invalidateQueries({ queryKey: walletKeys.transactionsAll }),
        queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals }),
      ]),
  });
}
