import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedCard } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { PAYMENT_SERVICE } from './paths';
import { checkoutKeys } from './queryKeys';

/** Cards the buyer saved in the wallet (brand, last four digits, expiry; never the number). */
export function fetchSavedCards(): Promise<SavedCard[]> {
  return api.post<SavedCard[]>(`${PAYMENT_SERVICE}/wallet/cards/list`, {}, { loading: false, notify: false });
}

export const savedCardsQueryOptions = queryOptions({ queryKey: checkoutKeys.savedCards, queryFn: fetchSavedCards, staleTime: 0 });

export function useSavedCards(enabled = true) {
  return useQuery({ ...savedCardsQueryOptions, enabled });
}
