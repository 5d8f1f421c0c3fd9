import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Withdrawal } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { walletKeys } from './queryKeys';

export function fetchWithdrawals(): Promise<Withdrawal[]> {
  return api.post(ApiPath.payment.withdrawals, {}, { loading: false });
}

/** Read on every visit, like the balance whose frozen part they explain. */
export const withdrawalsQueryOptions = queryOptions({ queryKey: walletKeys.withdrawals, queryFn: fetchWithdrawals, staleTime: 0 });

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions);
}
