/**
 * The landed cost before buying (issue 35 item 6) through HTTP on both engines: a quantity of one option, and the chosen
 * cart lines, priced as one standard-delivery checkout to the buyer's default address — the same figures the order then
 * charges; a buyer without an address gets the goods only; bad input and someone else's cart lines are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { LandedCost, Trade } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { cartLine, makeBuyer, placeBody, productWithStock } from '../orders/testing';

const PLACE = '/srs-order-service/order/mall/save';

describe.each(engines)('landed cost on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** a standard-rated product (20% VAT) of 40 units at £12.50 */
  const standardRated = async (exclude: number[] = []) => {
    const product = await productWithStock(t, 40, 1250, exclude);
    await t.db.query(`update product set vat_rate = 'standard' where id = $1`, [product.productId]);
    return product;
  };

  it('prices a quantity of one option and the same cart line as the order then charges: goods, standard delivery and VAT to the default address', async () => {
    const product = await standardRated();
    const buyer = await makeBuyer(t, { postcode: 'IV2 3AB' });
    const sku = await t.post<LandedCost>(ApiPath.order.skuLandedCost, { skuId: product.skuId, quantity: 3 }, buyer.token);
    expect(sku.body.code).toBe(200);
    expect(sku.body.data).toMatchObject({ postcode: 'IV2 3AB', goods: 3750, belowMinimum: false });
    expect(sku.body.data.delivery).toBeGreaterThan(0);
    // 20% of the goods and of the delivery (taxed at the goods' rate), each rounded on its own
    expect(sku.body.data.vat).toBe(750 + Math.round(sku.body.data.delivery! * 0.2));
    expect(sku.body.data.total).toBe(3750 + sku.body.data.delivery! + sku.body.data.vat!);

    const line = await cartLine(t, buyer, product.productId, 3);
    const cart = await t.post<LandedCost>(ApiPath.order.cartLandedCost, { cartItemIds: [line] }, buyer.token);
    expect(cart.body.data).toEqual(sku.body.data);
    const placed = await t.post<Trade>(PLACE, placeBody(buyer, [line]), buyer.token);
    expect(placed.body.code).toBe(200);
    expect(placed.body.data.amount).toBe(sku.body.data.total);
  });

  it('gives the goods alone to a buyer without an address, and says when they come to less than the minimum order', async () => {
    const product = await standardRated();
    const buyer = await makeBuyer(t);
    await t.db.query('delete from receive_address where user_id = $1', [buyer.userId]);
    const res = await t.post<LandedCost>(ApiPath.order.skuLandedCost, { skuId: product.skuId, quantity: 1 }, buyer.token);
    expect(res.body.data).toEqual({ postcode: null, goods: 1250, delivery: null, vat: null, total: null, belowMinimum: true });
  });

  it('refuses bad input, an unknown option, more than the stock, someone else’s cart lines and a visitor, in both languages', async () => {
    const product = await standardRated();
    const buyer = await makeBuyer(t);
    const other = await makeBuyer(t);
    const theirs = await cartLine(t, other, product.productId, 2);
    const cases: Array<[string, string, unknown, number]> = [
      ['no quantity', ApiPath.order.skuLandedCost, { skuId: product.skuId }, 1001],
      ['quantity 0', ApiPath.order.skuLandedCost, { skuId: product.skuId, quantity: 0 }, 1001],
      ['quantity as text', ApiPath.order.skuLandedCost, { skuId: product.skuId, quantity: '3' }, 1001],
      ['huge id', ApiPath.order.skuLandedCost, { skuId: 2 ** 53, quantity: 1 }, 1001],
      ['unknown option', ApiPath.order.skuLandedCost, { skuId: 2_000_000_000, quantity: 1 }, 6031],
      ['more than the stock', ApiPath.order.skuLandedCost, { skuId: product.skuId, quantity: 41 }, 6003],
      ['another buyer’s cart line', ApiPath.order.cartLandedCost, { cartItemIds: [theirs] }, 6005],
      ['no cart lines', ApiPath.order.cartLandedCost, { cartItemIds: [] }, 1001],
    ];
    for (const [name, path, body, code] of cases) {
      const res = await t.post(path, body, buyer.token);
      expect({ name, code: res.body.code }).toEqual({ name, code });
      expect(res.body.message, name).toBeTruthy();
      expect(res.body.messageEn, name).toBeTruthy();
    }
    expect((await t.post(ApiPath.order.skuLandedCost, { skuId: product.skuId, quantity: 1 }, null)).status).toBe(401);
  });
});
