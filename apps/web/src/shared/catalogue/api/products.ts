import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, ProductCard, ProductSearchBody } from '@clearlot/contract/schemas/catalogue';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';
import { useSession } from '../../session/session';
import { catalogueKeys } from './queryKeys';

/**
 * The product listing (docs/product.md §3 search payload): categories, brand, ship-from warehouses, name,
 * goods owner, price and margin ranges, sorts. Visitors may only ask for page 1 by name or
 * owner; anything else answers 401 and the HTTP client opens the sign-in dialog.
 */
/** The search payload without paging: conditions, ranges and sorts. */
export type ProductCriteria = Omit<ProductSearchBody, 'pageNum' | 'pageSize'>;

export function searchProducts(body: ProductSearchBody, signal?: AbortSignal): Promise<Page<ProductCard>> {
  return api.post(ApiPath.product.search, body, { loading: false, signal });
}

export function productSearchQueryOptions(body: ProductSearchBody, signedIn: boolean) {
  return queryOptions({
    queryKey: catalogueKeys.search(body, signedIn),
    queryFn: ({ signal }) => searchProducts(body, signal),
    // Keep the current page on screen while the next one loads (no flash of an empty grid).
    placeholderData: keepPreviousData,
    // A refused visitor search will be refused again: ask once, the sign-in dialog is already open.
    retry: false,
  });
}

export function useProductSearch(body: ProductSearchBody, enabled = true) {
  const signedIn = useSession().token !== null;
  return useQuery({ ...productSearchQueryOptions(body, signedIn), enabled });
}
