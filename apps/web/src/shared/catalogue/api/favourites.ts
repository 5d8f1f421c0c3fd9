import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, ProductCard } from '@clearlot/contract/schemas/catalogue';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';
import { catalogueKeys, productQueriesKey } from './queryKeys';

/** Favourites page size when the caller has no grid to fit. */
export const FAVOURITES_PAGE_SIZE = 20;

/** Favourite a product; false when it already was one. */
export function addFavourite(id: number): Promise<boolean> {
  return api.post(ApiPath.product.addFavourite, { id }, { loading: false });
}

/** Un-favourite a product; false when it was not one. */
export function removeFavourite(id: number): Promise<boolean> {
  return api.post(ApiPath.product.removeFavourite, { id }, { loading: false });
}

export function fetchFavourites(pageNum: number, pageSize: number, signal?: AbortSignal): Promise<Page<ProductCard>> {
  return api.post(ApiPath.product.favourites, { pageNum, pageSize }, { loading: false, signal });
}

export function favouritesQueryOptions(pageNum: number, pageSize = FAVOURITES_PAGE_SIZE) {
  return queryOptions({
    queryKey: catalogueKeys.favourites(pageNum, pageSize),
    queryFn: ({ signal }) => fetchFavourites(pageNum, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in buyer's favourites, one page at a time. */
export function useFavourites(pageNum: number, pageSize = FAVOURITES_PAGE_SIZE, enabled = true) {
  return useQuery({ ...favouritesQueryOptions(pageNum, pageSize), enabled });
}

/** Add or remove a favourite; every query holding product cards is refreshed afterwards. */
export function useFavouriteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: number; favourite: boolean }) => (favourite ? addFavourite(id) : removeFavourite(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productQueriesKey }),
  });
}
