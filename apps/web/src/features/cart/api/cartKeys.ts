import { CART_QUERY_KEY } from '../../../shared/catalogue/hooks/useAddToCart';

/** The cart's query keys; all start with CART_QUERY_KEY, so adding from any page refreshes them. */
export const cartKeys = {
  all: CART_QUERY_KEY,
  list: [...CART_QUERY_KEY, 'list'] as const,
};
