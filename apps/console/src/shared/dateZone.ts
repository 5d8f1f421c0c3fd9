/**
 * Which clock a desk shows dates in (docs/product.md §5): China's for an account whose confirmed mobile is
 * Chinese, London's otherwise, as the storefront decides it (dateZoneFor in the contract). The profile is
 * read once per session; until it arrives, and if it cannot be read, London's.
 */
import { useQuery } from '@tanstack/react-query';
import { type DateZone, dateZoneFor } from '@clearlot/contract/format/date';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '@clearlot/browser/http/client';

export function useDateZone(): DateZone {
  const profile = useQuery({
    queryKey: ['console', 'profile'],
    queryFn: () => api.post(ApiPath.user.profile, {}, { loading: false, notify: false, signInPrompt: false }),
    staleTime: Infinity,
    retry: false,
  });
  return dateZoneFor({ accountPhone: profile.data?.phone ?? null });
}
