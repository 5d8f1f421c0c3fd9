import { useQuery } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../http/client';

/**
 * Whether the server keeps a development mailbox (no real mail is sent). Asked once a code
 * has been sent, so the form can point to where the code landed; production answers no.
 */
export function useDevMailboxAvailable(address: string | null) {
  const query = useQuery({
    queryKey: ['auth', 'devMailboxAvailable'],
    queryFn: () =>
      api.get(ApiPath.message.mailbox, {
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
