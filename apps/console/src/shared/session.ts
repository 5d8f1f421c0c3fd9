/**
 * The signed-in account in the console: the storefront's session (the same loginToken cookie, the same
 * accounts), read once per token through /buyer/info. No token, or one the server no longer accepts, is a
 * visitor: the stale cookie is dropped so the sign-in page starts clean.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { SignInRequiredCodes } from '@clearlot/contract/responseCodes';
import { ApiError, api } from '@clearlot/browser/http/client';
import { clearToken, getToken } from '@clearlot/browser/session/token';

export const meKey = ['console', 'me'] as const;

async function readMe(): Promise<UserInfo | null> {
  if (!getToken()) return null;
  try {
    return await api.post(ApiPath.user.info, {}, { loading: false, notify: false, signInPrompt: false });
  } catch (error) {
    if (error instanceof ApiError && (SignInRequiredCodes.includes(error.code) || error.code === 401)) {
      clearToken();
      return null;
    }
    throw error;
  }
}

export const meQuery = queryOptions({ queryKey: meKey, queryFn: readMe, retry: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false });

/** The account, `null` for a visitor, `undefined` while it is read. */
export function useMe() {
  return useQuery(meQuery);
}

/** Sign out on the server (the session ends there for both apps) and here. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    try {
      if (getToken()) await api.post(ApiPath.user.logout, {}, { notify: false });
    } finally {
      clearToken();
      // the account is gone at once (the layout moves to the sign-in page); what it read goes with it
      queryClient.setQueryData(meKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== meKey[1] });
    }
  };
}
