import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { ApiError, api } from '../../../shared/http/client';
import { productQueriesKey } from '../../../shared/catalogue/api/queryKeys';

/** Under the catalogue's product-queries key: it holds the favourite flag, so a favourite change refreshes it. */
export const productDetailQueryKey = (productId: number) => [...productQueriesKey, 'detail', productId] as const;

/**
 * The product's detail (signed-in only: visitors get 401 and the sign-in dialog). Warnings are
 * off because the page shows its own states: 5001 as "no longer available", others with a retry.
 */
export function fetchProductDetail(productId: number): Promise<ProductDetail> {
  return api.post(ApiPath.product.detail, { id: productId }, { loading: false, notify: false });
}

/** Only a transport failure (code 0) is worth a second try; an answer from the server will not change. */
export function retryTransportFailure(failureCount: number, error: Error): boolean {
  return failureCount < 1 && error instanceof ApiError && error.code === 0;
}

export const productDetailQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productDetailQueryKey(productId),
    queryFn: () => fetchProductDetail(productId),
    retry: retryTransportFailure,
  });

export function useProductDetail(productId: number) {
  return useQuery(productDetailQueryOptions(productId));
}
