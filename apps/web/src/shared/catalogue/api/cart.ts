import { ErrorCatalogue } from '@clearlot/contract/errors';
import { ApiError, api } from '../../http/client';
import { setCartNum } from '../../session/session';
import { ORDER_SERVICE } from './paths';

/**
 * What adding to the cart did (spec §4 "Cart add"): newly added, already in the cart, or the
 * cart service is not open yet (it answers "not found", code 1404) — never reported as added.
 */
export type AddToCartOutcome = 'added' | 'alreadyInCart' | 'unavailable';

export async function addToCart(productId: number, quantity: number): Promise<AddToCartOutcome> {
  try {
    const added = await api.post<boolean>(`${ORDER_SERVICE}/cartItem/addCartItem`, { productId, quantity }, { notify: false });
    return added === false ? 'alreadyInCart' : 'added';
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCatalogue.notFound.code) return 'unavailable';
    throw error;
  }
}

/** Refresh the header's cart badge after an add; a count that cannot be read leaves it as is. */
export async function refreshCartCount(): Promise<void> {
  try {
    const count = await api.post<number>(`${ORDER_SERVICE}/cartItem/selectCount`, undefined, { loading: false, notify: false, signInPrompt: false });
    if (typeof count === 'number' && Number.isFinite(count)) setCartNum(count);
  } catch {
    // the badge keeps its last value
  }
}
