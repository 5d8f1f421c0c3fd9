import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerConfig } from '@clearlot/contract/schemas/catalogue';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

/** Home banner images per language (docs/product.md §3 banner config); paths under /media/. */
export function fetchBanners(): Promise<BannerConfig> {
  // Decoration: a failure leaves the fallback panel in place, no toast.
  return api.post(ApiPath.baseData.banners, {}, { loading: false, notify: false, signInPrompt: false });
}

export const bannersQueryOptions = queryOptions({
  queryKey: ['home', 'banners'] as const,
  queryFn: fetchBanners,
  staleTime: 10 * 60_000,
  retry: 1,
});

export function useBanners() {
  return useQuery(bannersQueryOptions);
}
