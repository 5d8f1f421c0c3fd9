import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryPage, RemoveHistoryDayBody, RemoveHistoryEntryBody } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

export const HISTORY_KEY = ['history'] as const;

/** A page of the buyer's browsing history, grouped by day. */
export function useHistory(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...HISTORY_KEY, pageNum, pageSize] as const,
    queryFn: (): Promise<HistoryPage> => api.post(ApiPath.product.history, { pageNum, pageSize }, { loading: false }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type HistoryRemoval = { kind: 'entry'; body: RemoveHistoryEntryBody } | { kind: 'day'; body: RemoveHistoryDayBody } | { kind: 'all' };

/** Removes one entry, a day or everything; the history reads again after. */
export function useRemoveHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removal: HistoryRemoval): Promise<number> => {
      if (removal.kind === 'entry') return api.post(ApiPath.product.removeHistoryEntry, removal.body);
      if (removal.kind === 'day') return api.post(ApiPath.product.removeHistoryDay, removal.body);
      return api.post(ApiPath.product.clearHistory, {});
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}
