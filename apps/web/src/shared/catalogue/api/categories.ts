import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@clearlot/contract/schemas/catalogue';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';
import { catalogueKeys } from './queryKeys';

/** The two-level category tree of active categories (parents carry `children`). */
export function fetchCategoryTree(): Promise<Category[]> {
  return api.post(ApiPath.product.categoryTree, { status: 1 }, { loading: false });
}

export const categoryTreeQueryOptions = queryOptions({
  queryKey: catalogueKeys.categoryTree,
  queryFn: fetchCategoryTree,
  // Categories change rarely; one fetch per visit is plenty.
  staleTime: 10 * 60_000,
});

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions);
}
