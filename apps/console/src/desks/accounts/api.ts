/**
 * The accounts desk through the user service (issue 34 item 6): find buyers and goods owners, one account with its
 * dealings, and operations's two moves (suspend, reinstate, each with a reason). A move refreshes every accounts query.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { AccountSearchBody } from '@clearlot/contract/schemas/operations';
import { api } from '@clearlot/browser/http/client';

export const ACCOUNT_PAGE_SIZE = 20;

const accountKeys = {
  all: ['accounts'] as const,
  list: (body: AccountSearchBody) => ['accounts', 'list', body] as const,
  detail: (userId: number) => ['accounts', 'detail', userId] as const,
};

export function useAccounts(body: AccountSearchBody) {
  return useQuery({
    queryKey: accountKeys.list(body),
    queryFn: () => api.post(ApiPath.user.accountSearch, body, { loading: false }),
    placeholderData: keepPreviousData,
  });
}

export function useAccount(userId: number) {
  return useQuery({
    queryKey: accountKeys.detail(userId),
    queryFn: () => api.post(ApiPath.user.accountDetail, { userId }, { loading: false, notify: false }),
    enabled: userId > 0,
    retry: false,
  });
}

export function useStandingMove(move: 'suspend' | 'reinstate') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: number; reason: string }) => api.post(move === 'suspend' ? ApiPath.user.accountSuspend : ApiPath.user.accountReinstate, body),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
