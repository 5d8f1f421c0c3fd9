import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MailboxMessage } from '@clearlot/contract';
import { api } from '../../../shared/http/client';

const MAILBOX_PATH = '/srs-message-service/dev/mailbox';

/** Auto-refresh period while the user waits for a code. */
export const MAILBOX_POLL_MS = 5_000;

export function fetchMailbox(to: string): Promise<MailboxMessage[]> {
  // Failures are shown on the page itself (the mailbox does not exist in production).
  return api.get<MailboxMessage[]>(MAILBOX_PATH, { query: { to: to || undefined }, loading: false, notify: false });
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
