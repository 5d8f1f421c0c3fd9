import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@clearlot/contract/schemas/catalogue';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';
import { catalogueKeys } from './queryKeys';

/** All brands, or the brands of one category. */
export function fetchBrands(categoryId: number | null): Promise<Brand[]> {
  return categoryId === null ? api.post(ApiPath.product.brands, {}, { loading: false }) : api.post(ApiPath.product.brandsOfCategory, { id: categoryId }, { loading: false });
}

export function brandsQueryOptions(categoryId: number | null = null) {
  return queryOptions({
    queryKey: catalogueKeys.brands(categoryId),
    queryFn: () => fetchBrands(categoryId),
    staleTime: 10 * 60_000,
  });
}

export function useBrands(categoryId?: number | null) {
  return useQuery(brandsQueryOptions(categoryId ?? null));
}
