import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Withdrawal } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { PAYMENT_SERVICE } from './paths';
import { walletKeys } from './queryKeys';

export function fetchWithdrawals(): Promise<Withdrawal[]> {
  return api.post<Withdrawal[]>(`${PAYMENT_SERVICE}/wallet/withdrawals`, {}, { loading: false });
}

export const withdrawalsQueryOptions = queryOptions({ queryKey: walletKeys.withdrawals, queryFn: fetchWithdrawals });

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions);
}
