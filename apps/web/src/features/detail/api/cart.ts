import { useMutation } from '@tanstack/react-query';
import { addToCart, refreshCartCount } from '../../../shared/catalogue/api/cart';

/**
 * Add the chosen quantity to the cart. The outcome says whether it was added, was already
 * there, or the cart is not open yet; the header badge is refreshed when the cart answered.
 */
export function useAddToCart() {
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: number; quantity: number }) => addToCart(productId, quantity),
    onSuccess: (outcome) => {
      if (outcome !== 'unavailable') void refreshCartCount();
    },
  });
}
