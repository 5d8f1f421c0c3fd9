import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shop } from '@clearlot/contract/schemas/catalogue';
import { api } from '../../http/client';
import { PRODUCT_SERVICE } from './paths';
import { catalogueKeys } from './queryKeys';

/** A goods owner's shop; the caller shows "not found" itself (no toast). */
export function fetchShop(id: number): Promise<Shop> {
  return api.post<Shop>(`${PRODUCT_SERVICE}/buyer/shop/info`, { id }, { loading: false, notify: false });
}

export function shopQueryOptions(id: number) {
  return queryOptions({ queryKey: catalogueKeys.shop(id), queryFn: () => fetchShop(id), retry: false });
}

export function useShop(id: number | null) {
  return useQuery({ ...shopQueryOptions(id ?? 0), enabled: id !== null });
}
