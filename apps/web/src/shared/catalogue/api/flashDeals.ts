import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlashDeal } from '@clearlot/contract/schemas/catalogue';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';
import { catalogueKeys } from './queryKeys';

/** Running flash deals, as many as fit the strip (docs/product.md §9). */
export function fetchFlashDeals(pageSize: number): Promise<FlashDeal[]> {
  return api.post(ApiPath.product.flashDeals, { pageSize }, { loading: false });
}

export function flashDealsQueryOptions(pageSize: number) {
  return queryOptions({ queryKey: catalogueKeys.flashDeals(pageSize), queryFn: () => fetchFlashDeals(pageSize) });
}

export function useFlashDeals(pageSize: number, enabled = true) {
  return useQuery({ ...flashDealsQueryOptions(pageSize), enabled });
}
