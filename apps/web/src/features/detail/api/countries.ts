import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { BASEDATA_SERVICE } from '../../../shared/catalogue/api/paths';

/** The country list changes with a release, not during a visit. */
export const countriesQueryOptions = queryOptions({
  queryKey: ['basedata', 'countries'] as const,
  queryFn: () => api.post<Country[]>(`${BASEDATA_SERVICE}/product/country/listAll`, {}, { loading: false, notify: false }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Country names for the sales-country label; undefined until loaded (the page shows codes meanwhile). */
export function useCountries() {
  return useQuery(countriesQueryOptions);
}
