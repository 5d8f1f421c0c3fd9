import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { productQueriesKey } from '../../../shared/catalogue/api/queryKeys';

/** How many related products the bottom grid shows (two rows of a wide screen). */
export const RELATED_PAGE_SIZE = 12;

/** Product cards (with favourite flags): refreshed with the catalogue's other product queries. */
export const relatedProductsQueryKey = (productId: number) => [...productQueriesKey, 'related', productId] as const;

/** Products from the same subcategory, best margin first; a failure just leaves the section out. */
export function fetchRelatedProducts(productId: number): Promise<ProductCard[]> {
  return api.get(ApiPath.product.related, {
    query: { productId, pageSize: RELATED_PAGE_SIZE },
    loading: false,
    notify: false,
  });
}

export const relatedProductsQueryOptions = (productId: number) => queryOptions({ queryKey: relatedProductsQueryKey(productId), queryFn: () => fetchRelatedProducts(productId) });

export function useRelatedProducts(productId: number) {
  return useQuery(relatedProductsQueryOptions(productId));
}
