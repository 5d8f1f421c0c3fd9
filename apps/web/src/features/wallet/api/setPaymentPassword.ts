import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetPaymentPasswordBody, WalletInfo } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { setWalletInfo } from '../../../shared/data/walletInfo';

/** Sets or changes the 6-digit payment password; the account password proves who is asking. */
export function setPaymentPassword(body: SetPaymentPasswordBody): Promise<WalletInfo> {
  return api.post(ApiPath.payment.setPaymentPassword, body, { notify: false });
}

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: (info) => setWalletInfo(queryClient, info),
  });
}
