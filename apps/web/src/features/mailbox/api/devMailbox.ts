import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MailboxMessage } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

/** Auto-refresh period while the user waits for a code. */
export const MAILBOX_POLL_MS = 5_000;

export function fetchMailbox(to: string): Promise<MailboxMessage[]> {
  // Failures are shown on the page itself (the mailbox does not exist in production).
  return api.get(ApiPath.message.mailbox, { query: { to: to || undefined }, loading: false, notify: false });
}

export function useMailbox(to: string, autoRefresh: boolean) {
  return useQuery({
    queryKey: ['mailbox', to],
    queryFn: () => fetchMailbox(to),
    staleTime: 0,
    // keep the list on screen while a new filter loads
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: true,
    refetchInterval: autoRefresh ? MAILBOX_POLL_MS : false,
  });
}
