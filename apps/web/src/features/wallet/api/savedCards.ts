import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedCard } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { PAYMENT_SERVICE } from './paths';
import { walletKeys } from './queryKeys';

export function fetchSavedCards(): Promise<SavedCard[]> {
  return api.post<SavedCard[]>(`${PAYMENT_SERVICE}/wallet/cards/list`, {}, { loading: false });
}

export const savedCardsQueryOptions = queryOptions({ queryKey: walletKeys.cards, queryFn: fetchSavedCards });

export function useSavedCards() {
  return useQuery(savedCardsQueryOptions);
}
