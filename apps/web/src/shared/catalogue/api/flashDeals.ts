import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlashDeal } from '@clearlot/contract/schemas/catalogue';
import { api } from '../../http/client';
import { PRODUCT_SERVICE } from './paths';
import { catalogueKeys } from './queryKeys';

/** Running flash deals, as many as fit the strip (spec §9). */
export function fetchFlashDeals(pageSize: number): Promise<FlashDeal[]> {
  return api.post<FlashDeal[]>(`${PRODUCT_SERVICE}/buyer/product/flashDeal/list`, { pageSize }, { loading: false });
}

export function flashDealsQueryOptions(pageSize: number) {
  return queryOptions({ queryKey: catalogueKeys.flashDeals(pageSize), queryFn: () => fetchFlashDeals(pageSize) });
}

export function useFlashDeals(pageSize: number, enabled = true) {
  return useQuery({ ...flashDealsQueryOptions(pageSize), enabled });
}
