/**
 * The cart calls every feature may need (docs/product.md §4 "Cart add", §7 cart calls): adding a product,
 * the header badge's count, and "buy now" (the product in the cart, the only line selected).
 * The cart page's own list and line calls live in features/cart/api.
 */
import type { AddCartItemBody, CartList, SelectCartItemsBody, UpdateCartItemBody, CartItem } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';
import { refreshCartNum } from '../../session/session';

/** What adding to the cart did (docs/product.md §4): a new line, or the product was already there and nothing changed. */
export type AddToCartOutcome = 'added' | 'alreadyInCart';

/**
 * Put a product in the cart. Failures (e.g. 6003 item out of stock when the quantity is above
 * the stock) reject with the ApiError and show nothing: the caller words them (docs/product.md §8).
 */
export async function addToCart(productId: number, quantity: number): Promise<AddToCartOutcome> {
  const body: AddCartItemBody = { productId, quantity };
  const added = await api.post(ApiPath.order.addCartItem, body, { notify: false });
  return added === false ? 'alreadyInCart' : 'added';
}

/** Refresh the header's and side bar's cart badge; a count that cannot be read leaves it as is. */
export const refreshCartCount = refreshCartNum;

/** Every line of a cart list, group after group. */
export function cartLines(list: CartList): CartItem[] {
  return list.resultList.flatMap((group) => group.cartItems);
}

/**
 * The cart line of a product after "buy now" added it or found it there: a fresh add is the
 * newest line of that product (highest id), otherwise the first one listed.
 */
export function buyNowLine(lines: readonly CartItem[], productId: number, outcome: AddToCartOutcome): CartItem | null {
  const matching = lines.filter((line) => line.productId === productId);
  if (matching.length === 0) return null;
  if (outcome === 'alreadyInCart') return matching[0] ?? null;
  return matching.reduce((newest, line) => (line.id > newest.id ? line : newest));
}

/** The "buy now" line could not be found in the cart after adding it (another tab removed it at once). */
export class BuyNowLineMissing extends Error {
  constructor() {
    super('The cart line of this product is missing');
    this.name = 'BuyNowLineMissing';
  }
}

/**
 * Buy now: the product goes in the cart with the chosen quantity (or its existing line takes that
 * quantity), every other line is unselected and this one selected, so checkout sees just this line.
 * Resolves to the cart line id for /pay?cartItemIds=<id>. Failures reject with the ApiError, unshown.
 */
export async function prepareBuyNow(productId: number, quantity: number): Promise<number> {
  const quiet = { notify: false } as const;
  const outcome = await addToCart(productId, quantity);
  const list = await api.post(ApiPath.order.cartList, undefined, quiet);
  const lines = cartLines(list);
  const line = buyNowLine(lines, productId, outcome);
  if (!line) throw new BuyNowLineMissing();
  if (line.quantity !== quantity) {
    const update: UpdateCartItemBody = { id: line.id, quantity };
    await api.post(ApiPath.order.updateCartItem, update, quiet);
  }
  const others = lines.filter((other) => other.id !== line.id && other.selected).map((other) => other.id);
  if (others.length > 0) {
    const unselect: SelectCartItemsBody = { ids: others, selected: false };
    await api.post(ApiPath.order.selectCartItems, unselect, quiet);
  }
  if (!line.selected) {
    const select: SelectCartItemsBody = { ids: [line.id], selected: true };
    await api.post(ApiPath.order.selectCartItems, select, quiet);
  }
  void refreshCartCount();
  return line.id;
}
