import { queryOptions, useQuery } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

/** The country list changes with a release, not during a visit. */
export const countriesQueryOptions = queryOptions({
  queryKey: ['basedata', 'countries'] as const,
  queryFn: () => api.post(ApiPath.baseData.countries, {}, { loading: false, notify: false }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Country names for the sales-country label; undefined until loaded (the page shows codes meanwhile). */
export function useCountries() {
  return useQuery(countriesQueryOptions);
}
