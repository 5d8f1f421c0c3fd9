import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prepareBuyNow } from '../../../shared/catalogue/api/cart';
import { CART_QUERY_KEY } from '../../../shared/catalogue/hooks/useAddToCart';

/**
 * Buy now puts the chosen quantity in the cart (or gives the product's existing line that
 * quantity), leaves only that line selected and resolves to its id, for /pay?cartItemIds=<id>.
 */
export function useBuyNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: number; quantity: number }) => prepareBuyNow(productId, quantity),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
