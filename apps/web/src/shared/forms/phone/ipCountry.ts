import { useQuery } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';

/** The visitor's country by IP, used only to preselect a phone dial code; failures are silent (docs/product.md §8). */
export function useIpCountry() {
  return useQuery({
    queryKey: ['auth', 'ipCountry'],
    queryFn: () => api.get(ApiPath.thirdParty.ipCountry, { loading: false, notify: false, timeoutMs: 5_000 }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
