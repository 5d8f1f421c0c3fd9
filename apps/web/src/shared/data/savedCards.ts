/**
 * The cards the buyer saved in the wallet (brand, last four digits, holder, expiry; never the
 * number), one resource for the wallet page and its dialogs and the card payment form. One query
 * key, read and refreshed only through this module.
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedCard } from '@clearlot/contract/schemas/payment';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../http/client';

/** Beside the wallet page's other queries, under ['wallet']. */
export const savedCardsKey = ['wallet', 'cards'] as const;

/** Every reader shows its own "could not load" state with a retry, so failures are not toasted. */
export function fetchSavedCards(signal?: AbortSignal): Promise<SavedCard[]> {
  return api.post(ApiPath.payment.savedCards, {}, { loading: false, notify: false, signal });
}

/** Read on every visit: a card saved or removed in another tab must not be offered or missed. */
export const savedCardsQueryOptions = queryOptions({ queryKey: savedCardsKey, queryFn: ({ signal }) => fetchSavedCards(signal), staleTime: 0 });

export function useSavedCards(enabled = true) {
  return useQuery({ ...savedCardsQueryOptions, enabled });
}

/** After a card is added or removed, or a payment finds a saved card gone (8008). */
export function refreshSavedCards(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: savedCardsKey });
}
