import { CART_QUERY_KEY } from '../../../shared/catalogue/hooks/useAddToCart';

/**
 * Query keys of the checkout pages. The cart lines live under the cart's own key, so a change
 * made on the cart page (or an add from a product card) refreshes the settlement too.
 */
export const checkoutKeys = {
  cartLines: [...CART_QUERY_KEY, 'checkout'] as const,
  deliveryQuote: (addressId: number, cartItemIds: readonly number[]) => ['checkout', 'deliveryQuote', addressId, [...cartItemIds]] as const,
  trade: (tradeNo: string) => ['checkout', 'trade', tradeNo] as const,
  qrPayment: (tradeNo: string, method: 1 | 2, paymentKey: string) => ['checkout', 'qrPayment', tradeNo, method, paymentKey] as const,
  paymentStatus: (tradeNo: string) => ['checkout', 'paymentStatus', tradeNo] as const,
  sandboxQr: (token: string) => ['checkout', 'sandboxQr', token] as const,
  cardProvider: ['checkout', 'cardProvider'] as const,
};
