import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletInfo } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { PAYMENT_SERVICE } from './paths';
import { checkoutKeys } from './queryKeys';

/** Available balance and whether a payment password is set. */
export function fetchWalletInfo(): Promise<WalletInfo> {
  return api.post<WalletInfo>(`${PAYMENT_SERVICE}/wallet/info`, {}, { loading: false, notify: false });
}

export const walletInfoQueryOptions = queryOptions({ queryKey: checkoutKeys.wallet, queryFn: fetchWalletInfo, staleTime: 0 });

export function useWalletInfo(enabled = true) {
  return useQuery({ ...walletInfoQueryOptions, enabled });
}
