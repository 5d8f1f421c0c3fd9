import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletTransactionPage, WalletTransactionsBody } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { walletKeys } from './queryKeys';

/** One page of the ledger, newest first, optionally only income or only expense. */
export function fetchWalletTransactions(body: WalletTransactionsBody): Promise<WalletTransactionPage> {
  return api.post(ApiPath.payment.walletTransactions, body, { loading: false });
}

export const walletTransactionsQueryOptions = (body: WalletTransactionsBody) =>
  queryOptions({
    queryKey: walletKeys.transactions(body),
    queryFn: () => fetchWalletTransactions(body),
    // read on every visit, like the balance above it: a refund or payment made elsewhere must show in both
    staleTime: 0,
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export function useWalletTransactions(body: WalletTransactionsBody) {
  return useQuery(walletTransactionsQueryOptions(body));
}
