import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerConfig } from '@clearlot/contract/schemas/catalogue';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

/** The home banners showing now (docs/product.md §3 banner config, with each banner's texts and link). */
export function fetchBanners(): Promise<BannerConfig> {
  // Decoration: a failure leaves the fallback panel in place, no toast.
  return api.post(ApiPath.baseData.banners, {}, { loading: false, notify: false, signInPrompt: false });
}

export const bannersQueryOptions = queryOptions({
  queryKey: ['home', 'banners'] as const,
  queryFn: fetchBanners,
  // operations schedules banners to the minute (issue 34 item 3): a page kept open picks up a start or an end within a minute
  staleTime: 60_000,
  retry: 1,
});

export function useBanners() {
  return useQuery(bannersQueryOptions);
}
