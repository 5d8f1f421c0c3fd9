import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';

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

const { addSkuQuantity, addToCart } = await import('./cart');
const { addCartItem, addCartQuantity } = ApiPath.order;

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

describe('addSkuQuantity', () => {
  it('sends the SKU, the quantity and the mode, quietly, and answers the lines per warehouse', async () => {
    const answer = { lines: [{ cartItemId: 7, warehouseCode: 'GB-LON-01', warehouseName: '伦敦', warehouseNameEn: 'London', added: 3, quantity: 4 }] };
    post.mockResolvedValueOnce(answer);
    await expect(addSkuQuantity(11, 3, 'add')).resolves.toBe(answer);
    expect(post).toHaveBeenCalledWith(addCartQuantity, { skuId: 11, quantity: 3, mode: 'add' }, { notify: false });
    const refusal = new Error('6003');
    post.mockRejectedValueOnce(refusal);
    await expect(addSkuQuantity(11, 900, 'buyNow')).rejects.toBe(refusal);
  });
});
