import { useMutation } from '@tanstack/react-query';
import { addToCart, refreshCartCount } from '../../../shared/catalogue/api/cart';

/**
 * Buy now puts the chosen quantity in the cart and then opens it, so unlike the shared add-to-cart
 * hook the caller needs the outcome: added, already there, or the cart is not open yet.
 */
export function useBuyNow() {
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: number; quantity: number }) => addToCart(productId, quantity),
    onSuccess: (outcome) => {
      if (outcome !== 'unavailable') void refreshCartCount();
    },
  });
}
