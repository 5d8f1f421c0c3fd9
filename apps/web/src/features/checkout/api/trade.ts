import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trade } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { checkoutKeys } from './queryKeys';

/** What one checkout (or one pre-order balance) asks the buyer to pay. */
export function fetchTrade(tradeNo: string): Promise<Trade> {
  return api.post(ApiPath.order.trade, { tradeNo }, { loading: false, notify: false });
}

export const tradeQueryOptions = (tradeNo: string) => queryOptions({ queryKey: checkoutKeys.trade(tradeNo), queryFn: () => fetchTrade(tradeNo), staleTime: 0 });

export function useTrade(tradeNo: string | null) {
  return useQuery({ ...tradeQueryOptions(tradeNo ?? ''), enabled: tradeNo !== null });
}
