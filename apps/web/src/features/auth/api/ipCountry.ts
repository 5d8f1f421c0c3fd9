import { useQuery } from '@tanstack/react-query';
import type { IpCountryResult } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { THIRDPARTY_SERVICE } from './paths';

/** The visitor's country by IP, used only to preselect a phone dial code; failures are silent (spec §8). */
export function useIpCountry() {
  return useQuery({
    queryKey: ['auth', 'ipCountry'],
    queryFn: () =>
      api.get<IpCountryResult>(`${THIRDPARTY_SERVICE}/ip/country`, { loading: false, notify: false, timeoutMs: 5_000 }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
