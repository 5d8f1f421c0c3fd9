import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletInfo } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { PAYMENT_SERVICE } from './paths';
import { walletKeys } from './queryKeys';

/** Balances in pence (current = available + frozen) and whether a payment password is set. */
export function fetchWalletInfo(): Promise<WalletInfo> {
  return api.post<WalletInfo>(`${PAYMENT_SERVICE}/wallet/info`, {}, { loading: false });
}

export const walletInfoQueryOptions = queryOptions({ queryKey: walletKeys.info, queryFn: fetchWalletInfo });

export function useWalletInfo() {
  return useQuery(walletInfoQueryOptions);
}
