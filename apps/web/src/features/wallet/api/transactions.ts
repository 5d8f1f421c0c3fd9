import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletTransaction, WalletTransactionsBody } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { PAYMENT_SERVICE } from './paths';
import { walletKeys } from './queryKeys';

export interface WalletTransactionPage {
  list: WalletTransaction[];
  total: number;
}

/** One page of the ledger, newest first, optionally only income or only expense. */
export function fetchWalletTransactions(body: WalletTransactionsBody): Promise<WalletTransactionPage> {
  return api.post<WalletTransactionPage>(`${PAYMENT_SERVICE}/wallet/transactions`, body, { loading: false });
}

export const walletTransactionsQueryOptions = (body: WalletTransactionsBody) =>
  queryOptions({
    queryKey: walletKeys.transactions(body),
    queryFn: () => fetchWalletTransactions(body),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export function useWalletTransactions(body: WalletTransactionsBody) {
  return useQuery(walletTransactionsQueryOptions(body));
}
