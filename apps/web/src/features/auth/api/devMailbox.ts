import { useQuery } from '@tanstack/react-query';
import type { MailboxMessage } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { MESSAGE_SERVICE } from './paths';

/**
 * Whether the server keeps a development mailbox (no real mail is sent). Asked once a code
 * has been sent, so the form can point to where the code landed; production answers no.
 */
export function useDevMailboxAvailable(address: string | null) {
  const query = useQuery({
    queryKey: ['auth', 'devMailboxAvailable'],
    queryFn: () =>
      api.get<MailboxMessage[]>(`${MESSAGE_SERVICE}/dev/mailbox`, {
        query: { to: address ?? undefined },
        loading: false,
        notify: false,
      }),
    enabled: address !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return query.isSuccess;
}
