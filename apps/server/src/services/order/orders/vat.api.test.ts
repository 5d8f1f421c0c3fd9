/**
 * VAT on orders (issue 35 item 2): the split priced at placement is stored per line and per order and
 * never changes afterwards; the delivery follows the goods' rates; the buyer's price display is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderDetail, type Trade, type UserProfile, apportionByRate, vatOn } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { ORDER, type TestBuyer, cartLine, makeBuyer, placeBody, productWithStock } from './testing';

describe.each(engines)('VAT on orders on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const place = (buyer: TestBuyer, body: object) => t.post<Trade>(`${ORDER}/order/mall/save`, body, buyer.token);
  const detail = async (buyer: TestBuyer, orderNo: string) => (await t.post<OrderDetail>(`${ORDER}/order/mall/detail`, { orderNo }, buyer.token)).body.data;

  it('adds VAT per line at each product’s rate, apportions the delivery, and stores the split on the order', async () => {
    const buyer = await makeBuyer(t);
    const standard = await productWithStock(t, 10, 1_999);
    const reduced = await productWithStock(t, 10, 1_234, [standard.productId]);
    const zero = await productWithStock(t, 10, 3_333, [standard.productId, reduced.productId]);
    // one owner and warehouse for all three, so they make one order with mixed rates
    const [owner] = await t.db.query<{ ownerId: number }>('select owner_id as "ownerId" from product where id = $1', [standard.productId]);
    await t.db.query('update product set owner_id = $1 where id = any($2::int[])', [owner!.ownerId, [reduced.productId, zero.productId]]);
    await t.db.query('update sku_stock set warehouse_code = $1 where sku_id = any($2::int[])', [standard.warehouseCode, [reduced.skuId, zero.skuId]]);
    await t.db.query(`update product set vat_rate = 'standard' where id = $1`, [standard.productId]);
    await t.db.query(`update product set vat_rate = 'reduced' where id = $1`, [reduced.productId]);
    await t.db.query(`update product set vat_rate = 'zero' where id = $1`, [zero.productId]);
    const lines = [
      await cartLine(t, buyer, standard.productId, 3, standard.warehouseCode),
      await cartLine(t, buyer, reduced.productId, 2, standard.warehouseCode),
      await cartLine(t, buyer, zero.productId, 1, standard.warehouseCode),
    ];
    const placed = await place(buyer, placeBody(buyer, lines));
    expect(placed.body.code).toBe(200);
    expect(placed.body.data.orderNos).toHaveLength(1);
    const order = await detail(buyer, placed.body.data.orderNos[0]!);

    const byRate = Object.fromEntries(order.items.map((item) => [item.vatRate, item]));
    expect(byRate.standard).toMatchObject({ net: 5_997, vat: vatOn(5_997, 'standard') }); // 1199.4 → 1199
    expect(byRate.reduced).toMatchObject({ net: 2_468, vat: vatOn(2_468, 'reduced') }); // 123.4 → 123
    expect(byRate.zero).toMatchObject({ net: 3_333, vat: 0 });

    const delivery = order.freight + order.surcharge + order.remoteSurcharge;
    const parts = apportionByRate(delivery, [
      { rate: 'standard', net: 5_997 },
      { rate: 'reduced', net: 2_468 },
      { rate: 'zero', net: 3_333 },
    ]);
    expect(order.vat.basis).toBe('exclusive');
    expect(order.vat.deliveryNet).toBe(delivery);
    expect(order.vat.deliveryVat).toBe(parts.reduce((total, part) => total + part.vat, 0));
    expect(order.vat.net).toBe(5_997 + 2_468 + 3_333 + delivery);
    expect(order.vat.vat).toBe(1_199 + 123 + order.vat.deliveryVat);
    expect(order.vat.gross).toBe(order.vat.net + order.vat.vat);
    expect(order.payable).toBe(order.vat.gross);
    expect(placed.body.data.amount).toBe(order.payable);
    expect(order.vat.byRate.map((part) => part.rate)).toEqual(['standard', 'reduced', 'zero']);
    expect(order.vat.byRate.reduce((total, part) => total + part.vat, 0)).toBe(order.vat.vat);

    // the split is the order's: a later change of the product's rate or price changes nothing on it
    await t.db.query(`update product set vat_rate = 'zero' where id = $1`, [standard.productId]);
    await t.db.query('update product_sku set price = 1 where id = $1', [standard.skuId]);
    expect(await detail(buyer, order.orderNo)).toMatchObject({ vat: order.vat, payable: order.payable });
    const stored = await t.db.query<{ rate: string; net: number; vat: number }>(
      'select vat_rate as rate, net_amount as net, vat_amount as vat from order_item where order_id = (select id from shop_order where order_no = $1) order by id',
      [order.orderNo],
    );
    expect(stored).toEqual(order.items.map((item) => ({ rate: item.vatRate, net: item.net, vat: item.vat })));
  });

  it('keeps the buyer’s price display on the account', async () => {
    const buyer = await makeBuyer(t);
    const profile = async () => (await t.post<UserProfile>('/srs-user-service/buyer/selectOne', {}, buyer.token)).body.data;
    expect((await profile()).pricesWithVat).toBe(false);
    const set = await t.post<UserProfile>('/srs-user-service/buyer/updatePriceDisplay', { pricesWithVat: true }, buyer.token);
    expect(set.body.code).toBe(200);
    expect(set.body.data.pricesWithVat).toBe(true);
    expect((await t.post<{ pricesWithVat: boolean }>('/srs-user-service/buyer/info', {}, buyer.token)).body.data.pricesWithVat).toBe(true);
    const wrong = await t.post('/srs-user-service/buyer/updatePriceDisplay', { pricesWithVat: 'yes' }, buyer.token);
    expect(wrong.body.code).toBe(1001);
    expect((await t.post('/srs-user-service/buyer/updatePriceDisplay', { pricesWithVat: true })).body.code).not.toBe(200);
  });
});
