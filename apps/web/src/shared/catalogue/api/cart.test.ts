import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { CartItem, CartList } from '@clearlot/contract/schemas/order';

const post = vi.fn();
const setCartNum = vi.fn();
vi.mock('../../http/client', () => ({ api: { post: (...args: unknown[]) => post(...args) } }));
vi.mock('../../session/session', () => ({
  setCartNum: (count: number) => setCartNum(count),
  refreshCartNum: async () => {
    const count: unknown = await post(ApiPath.order.cartCount, undefined);
    if (typeof count === 'number') setCartNum(count);
  },
}));

const { BuyNowLineMissing, addToCart, buyNowLine, prepareBuyNow } = await import('./cart');
const { addCartItem, cartList, cartCount, updateCartItem, selectCartItems } = ApiPath.order;

function line(id: number, productId: number, patch: Partial<CartItem> = {}): CartItem {
  return {
    id,
    productId,
    productName: '商品',
    productNameEn: 'Product',
    productImage: '',
    warehouseCode: 'LON',
    price: 500,
    referencePrice: 800,
    profitable: 20,
    quantity: 1,
    stock: 50,
    outOfStock: false,
    selected: false,
    weightGrams: 100,
    lineTotal: 500,
    ...patch,
  };
}

function cart(...lines: CartItem[]): CartList {
  return {
    resultList: [{ ownerId: 1, ownerName: '货主', ownerNameEn: 'Owner', warehouseCode: 'LON', warehouseName: '伦敦', warehouseNameEn: 'London', cartItems: lines }],
    totalCount: lines.length,
    selectedCount: 0,
    selectedTotal: 0,
    hasOutOfStock: false,
  };
}

/** Answers the cart calls like the order service would, from a fixed cart. */
function serve(list: CartList, added: boolean) {
  post.mockImplementation(async (path: string) => {
    switch (path) {
      case addCartItem:
        return added;
      case cartList:
        return list;
      case cartCount:
        return list.totalCount;
      default:
        return 1;
    }
  });
}

const calls = () => post.mock.calls.map(([path, body]) => [path, body] as const);

beforeEach(() => {
  post.mockReset();
  setCartNum.mockReset();
});

describe('addToCart', () => {
  it('tells a new line from one already in the cart', async () => {
    post.mockResolvedValueOnce(true);
    await expect(addToCart(3, 2)).resolves.toBe('added');
    post.mockResolvedValueOnce(false);
    await expect(addToCart(3, 2)).resolves.toBe('alreadyInCart');
    expect(post).toHaveBeenCalledWith(addCartItem, { productId: 3, quantity: 2 }, { notify: false });
  });
});

describe('buyNowLine', () => {
  const lines = [line(4, 9), line(7, 9), line(5, 2)];
  it('takes the newest line of the product after a fresh add', () => {
    expect(buyNowLine(lines, 9, 'added')?.id).toBe(7);
  });
  it('takes the listed line when the product was already there', () => {
    expect(buyNowLine(lines, 9, 'alreadyInCart')?.id).toBe(4);
  });
  it('finds nothing for a product not in the cart', () => {
    expect(buyNowLine(lines, 1, 'added')).toBeNull();
  });
});

describe('prepareBuyNow', () => {
  it('adds the product, unselects the other lines, selects this one and returns its id', async () => {
    serve(cart(line(1, 5, { selected: true }), line(2, 6, { selected: false }), line(3, 9, { quantity: 2 })), true);
    await expect(prepareBuyNow(9, 2)).resolves.toBe(3);
    expect(calls()).toEqual([
      [addCartItem, { productId: 9, quantity: 2 }],
      [cartList, undefined],
      [selectCartItems, { ids: [1], selected: false }],
      [selectCartItems, { ids: [3], selected: true }],
      [cartCount, undefined],
    ]);
  });

  it('gives an existing line the chosen quantity and leaves a lone selected line as it is', async () => {
    serve(cart(line(8, 9, { quantity: 1, selected: true })), false);
    await expect(prepareBuyNow(9, 4)).resolves.toBe(8);
    expect(calls()).toEqual([
      [addCartItem, { productId: 9, quantity: 4 }],
      [cartList, undefined],
      [updateCartItem, { id: 8, quantity: 4 }],
      [cartCount, undefined],
    ]);
  });

  it('fails when the line cannot be found after adding', async () => {
    serve(cart(line(1, 5)), true);
    await expect(prepareBuyNow(9, 1)).rejects.toBeInstanceOf(BuyNowLineMissing);
  });

  it('passes on a refusal such as item out of stock', async () => {
    const refusal = Object.assign(new Error('Item out of stock.'), { code: 6003 });
    post.mockRejectedValueOnce(refusal);
    await expect(prepareBuyNow(9, 500)).rejects.toBe(refusal);
    expect(post).toHaveBeenCalledTimes(1);
  });
});
