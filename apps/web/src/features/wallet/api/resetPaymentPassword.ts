import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPaymentPasswordBody, WalletInfo } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { setWalletInfo } from '../../../shared/data/walletInfo';

/** Replaces a forgotten payment password with the code e-mailed to the account's address. */
export function useResetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPaymentPasswordBody): Promise<WalletInfo> => api.post(ApiPath.payment.resetPaymentPassword, body, { notify: false }),
    onSuccess: (info) => setWalletInfo(queryClient, info),
  });
}
