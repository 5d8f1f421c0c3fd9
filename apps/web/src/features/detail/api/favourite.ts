import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@clearlot/contract';
import { addFavourite, removeFavourite } from '../../../shared/catalogue/api/favourites';
import { productQueriesKey } from '../../../shared/catalogue/api/queryKeys';
import { productDetailQueryKey } from './productDetail';

export interface FavouriteChange {
  productId: number;
  favourite: boolean;
}

/**
 * Turn this product's favourite on or off. Either way it ends in the requested state (false
 * only means it already was), so the cached detail takes it at once and every list of product
 * cards (favourites, listing, related) is refreshed.
 */
export function useFavouriteChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, favourite }: FavouriteChange) => (favourite ? addFavourite(productId) : removeFavourite(productId)),
    onSuccess: (_changed, { productId, favourite }) => {
      queryClient.setQueryData<ProductDetail>(productDetailQueryKey(productId), (detail) =>
        detail ? { ...detail, productCollect: favourite ? 1 : 0 } : detail,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productQueriesKey }),
  });
}
