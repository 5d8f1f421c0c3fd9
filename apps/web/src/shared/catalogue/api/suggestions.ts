import { useQuery } from '@tanstack/react-query';
import { SUGGESTION_DEBOUNCE_MS, shouldFetchSuggestions } from '@clearlot/contract/rules/search';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { catalogueKeys } from './queryKeys';

/**
 * Type-ahead suggestions (docs/product.md §5, §8): only for a trimmed term of at least 2 characters;
 * any failure gives no suggestions (and no toast).
 */
export async function fetchSuggestions(prefix: string, signal?: AbortSignal): Promise<string[]> {
  const keyPrefix = prefix.trim();
  if (!shouldFetchSuggestions(keyPrefix)) return [];
  try {
    return await api.post(ApiPath.product.suggestions, { keyPrefix }, { loading: false, notify: false, signInPrompt: false, signal });
  } catch {
    return [];
  }
}

/** Suggestions for what is being typed, asked 300 ms after the typing pauses (docs/product.md §9). */
export function useSuggestions(term: string): string[] {
  const settled = useDebouncedValue(term.trim(), SUGGESTION_DEBOUNCE_MS);
  const enabled = shouldFetchSuggestions(settled) && shouldFetchSuggestions(term);
  const { data } = useQuery({
    queryKey: catalogueKeys.suggestions(settled),
    queryFn: ({ signal }) => fetchSuggestions(settled, signal),
    enabled,
    staleTime: 60_000,
  });
  return enabled ? (data ?? []) : [];
}
