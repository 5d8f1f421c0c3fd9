/**
 * The wallet's balances in pence (current = available + frozen) and whether a payment password is
 * set: one resource for the wallet page and its dialogs and the balance payment form. One query
 * key, read and refreshed only through this module.
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletInfo } from '@clearlot/contract/schemas/payment';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../http/client';

/** Beside the wallet page's other queries, under ['wallet']. */
export const walletInfoKey = ['wallet', 'info'] as const;

/** Every reader shows its own "could not load" state with a retry, so failures are not toasted. */
export function fetchWalletInfo(signal?: AbortSignal): Promise<WalletInfo> {
  return api.post(ApiPath.payment.walletInfo, {}, { loading: false, notify: false, signal });
}

/** Read on every visit: refunds, payouts and payments in another tab move the balance. */
export const walletInfoQueryOptions = queryOptions({ queryKey: walletInfoKey, queryFn: ({ signal }) => fetchWalletInfo(signal), staleTime: 0 });

export function useWalletInfo(enabled = true) {
  return useQuery({ ...walletInfoQueryOptions, enabled });
}

/** A call that answers with the wallet (top-up, payment password) shows its answer at once. */
export function setWalletInfo(queryClient: QueryClient, info: WalletInfo): void {
  queryClient.setQueryData(walletInfoKey, info);
}

/** After anything that moves money or changes the payment password, also after a failure that may have gone through. */
export function refreshWalletInfo(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletInfoKey });
}
