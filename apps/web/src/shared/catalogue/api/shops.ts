import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shop } from '@clearlot/contract/schemas/catalogue';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';
import { catalogueKeys } from './queryKeys';

/** A goods owner's shop; the caller shows "not found" itself (no toast). */
export function fetchShop(id: number): Promise<Shop> {
  return api.post(ApiPath.product.shop, { id }, { loading: false, notify: false });
}

export function shopQueryOptions(id: number) {
  return queryOptions({ queryKey: catalogueKeys.shop(id), queryFn: () => fetchShop(id), retry: false });
}

export function useShop(id: number | null) {
  return useQuery({ ...shopQueryOptions(id ?? 0), enabled: id !== null });
}
