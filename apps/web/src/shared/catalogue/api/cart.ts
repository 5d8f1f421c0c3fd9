/**
 * The cart calls every feature may need (docs/product.md §4 "Cart add", §7 cart calls): the one-click add of a
 * product card, the detail page's add of a chosen SKU and quantity (or buy now), and the header badge's count.
 * The cart page's own list and line calls live in features/cart/api.
 */
import type { AddCartItemBody, CartAddition, CartQuantityBody } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';
import { refreshCartNum } from '../../session/session';

/** What adding to the cart did (docs/product.md §4): a new line, or the product was already there and nothing changed. */
export type AddToCartOutcome = 'added' | 'alreadyInCart';

/**
 * The card's one-click add of a product without options. Failures (e.g. 6003 item out of stock, 6030 choose
 * options) reject with the ApiError and show nothing: the caller words them (docs/product.md §8).
 */
export async function addToCart(productId: number, quantity: number): Promise<AddToCartOutcome> {
  const body: AddCartItemBody = { productId, quantity };
  const added = await api.post(ApiPath.order.addCartItem, body, { notify: false });
  return added === false ? 'alreadyInCart' : 'added';
}

/**
 * The detail page's add: `add` puts the quantity on top of what the cart holds of the SKU, `buyNow` makes the
 * cart hold exactly that quantity with only its lines selected. The server spreads what one warehouse cannot
 * carry over the others and answers the lines per warehouse. Failures reject with the ApiError, unshown.
 */
export function addSkuQuantity(skuId: number, quantity: number, mode: CartQuantityBody['mode']): Promise<CartAddition> {
  const body: CartQuantityBody = { skuId, quantity, mode };
  return api.post(ApiPath.order.addCartQuantity, body, { notify: false });
}

/** Refresh the header's and side bar's cart badge; a count that cannot be read leaves it as is. */
export const refreshCartCount = refreshCartNum;
