/**
 * The goods owner's dashboard (issue 33 item 6), on both engines: the figures of a shop whose orders in the period are
 * known (orders made here, then dated into a past period around the UK clock change of 28 March 2021), another shop's
 * orders never counted, buyers and staff refused, bad periods refused in both languages.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Dashboard, ValidationMessages, ErrorCatalogue, type ReturnDetail } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { makeBuyer } from '../orders/testing';
import { type DeliveredOrder, ORDER, agentToken, deliveredOrder, demoOwner } from '../returns/testing';

const DASHBOARD = `${ORDER}/seller/dashboard`;
const at = (iso: string) => Date.parse(iso) / 1000;
// UK days 27, 28 and 29 March 2021: midnight GMT on the 27th to midnight BST on the 30th (the clocks went forward on the 28th)
const PERIOD = { from: at('2021-03-27T00:00:00Z'), to: at('2021-03-29T23:00:00Z') };

describe.each(engines)('the goods owner’s dashboard on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  let other: { ownerId: number; token: string };
  let a: DeliveredOrder;
  let b: DeliveredOrder;
  let lowSkuId: number;
  const ok = <T>(res: { body: { code: number; data: T } }) => {
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const paidAt = (orderNo: string, iso: string, ownerId?: number) =>
    t.db.query('update shop_order set paid_at = $2, owner_id = coalesce($3, owner_id) where order_no = $1', [orderNo, iso, ownerId ?? null]);
  const refundOnly = async (order: DeliveredOrder, index: number, quantity: number) =>
    ok(
      await t.post<ReturnDetail>(
        `${ORDER}/return/mall/apply`,
        { clientKey: randomUUID(), orderNo: order.orderNo, kind: 2, reason: 'faulty', lines: [{ orderItemId: order.items[index]!.id, quantity }] },
        order.buyer.token,
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
    // another shop: a goods owner of the demo data without an account, given a seller account here
    const seller = await makeBuyer(t);
    await t.db.query('insert into user_role (user_id, role_id) values ($1, 3)', [seller.userId]);
    const [shop] = await t.db.query<{ id: number }>(
      'update goods_owner set user_id = $1 where id = (select g.id from goods_owner g where g.user_id is null order by g.id limit 1) returning id',
      [seller.userId],
    );
    other = { ownerId: shop!.id, token: seller.token };

    // A: 3 units of the first product and 2 of the second, paid late on 27 March (GMT); one unit refunded
    a = await deliveredOrder(t, owner.token, [3, 2]);
    const granted = await refundOnly(a, 0, 1);
    ok(await t.post(`${ORDER}/seller/return/approve`, { returnNo: granted.returnNo }, owner.token));
    // B: 4 units of the first product, paid at 23:30 UTC on 28 March, which is 00:30 on the 29th in the UK (BST);
    // a refund asked and not yet answered is not a return
    b = await deliveredOrder(t, owner.token, [4]);
    await refundOnly(b, 0, 2);
    // C: another shop's order in the period; D: the shop's order paid at the period's end (excluded)
    const c = await deliveredOrder(t, owner.token, [5]);
    const d = await deliveredOrder(t, owner.token, [6]);
    await paidAt(a.orderNo, '2021-03-27T23:30:00Z');
    await paidAt(b.orderNo, '2021-03-28T23:30:00Z');
    await paidAt(c.orderNo, '2021-03-28T12:00:00Z', other.ownerId);
    await paidAt(d.orderNo, '2021-03-29T23:00:00Z');

    // an option of the shop on sale with 3 units left
    const [sku] = await t.db.query<{ id: number }>(
      `select k.id from product_sku k join product p on p.id = k.product_id where p.owner_id = $1 and p.status = 1 and k.status = 1 order by k.id desc limit 1`,
      [owner.ownerId],
    );
    lowSkuId = sku!.id;
    await t.db.query('update product_sku set total_stock = 0, min_quantity = 1, case_pack = 1 where id = $1', [lowSkuId]);
  });
  afterAll(async () => t.close());

  it('answers the shop’s sales, orders, returns rate and top products by UK day', async () => {
    const figures = ok(await t.post<Dashboard>(DASHBOARD, PERIOD, owner.token));
    // all lines £25.00 zero-rated: goods ex VAT = 25.00 × units
    expect(figures).toMatchObject({ from: PERIOD.from, to: PERIOD.to, sales: 9 * 2500, orders: 2, unitsSold: 9, unitsReturned: 1 });
    expect(figures.returnsRate).toBeCloseTo(1 / 9, 10);
    expect(figures.days).toEqual([
      { day: '2021-03-27', sales: 5 * 2500, orders: 1 },
      { day: '2021-03-28', sales: 0, orders: 0 },
      { day: '2021-03-29', sales: 4 * 2500, orders: 1 },
    ]);
    const products = await t.db.query<{ productId: number }>(
      'select product_id as "productId" from order_item where order_id = (select id from shop_order where order_no = $1) order by id',
      [a.orderNo],
    );
    expect(figures.topProducts.map(({ productId, sales, units }) => ({ productId, sales, units }))).toEqual([
      { productId: products[0]!.productId, sales: 7 * 2500, units: 7 },
      { productId: products[1]!.productId, sales: 2 * 2500, units: 2 },
    ]);
    expect(figures.topProducts[0]!.nameEn).not.toBe('');
    expect(figures.topProducts[0]!.nameZh).not.toBe('');
  });

  it('lists the shop’s options on sale low on stock, and only the shop’s', async () => {
    const figures = ok(await t.post<Dashboard>(DASHBOARD, PERIOD, owner.token));
    expect(figures.lowStockThreshold).toBe(10);
    expect(figures.lowStock.length).toBeGreaterThan(0);
    const ids = figures.lowStock.map((row) => row.skuId);
    const owners = await t.db.query<{ ownerId: number; stock: number; minQuantity: number }>(
      'select p.owner_id as "ownerId", k.total_stock as stock, k.min_quantity as "minQuantity" from product_sku k join product p on p.id = k.product_id where k.id = any($1::int[])',
      [ids],
    );
    expect(owners.every((row) => row.ownerId === owner.ownerId && (row.stock <= 10 || row.stock < row.minQuantity))).toBe(true);
    expect(figures.lowStock[0]!.stock).toBe(0);
    const theirs = ok(await t.post<Dashboard>(DASHBOARD, PERIOD, other.token));
    expect(theirs.lowStock.map((row) => row.skuId)).not.toContain(lowSkuId);
  });

  it('never counts another shop’s orders', async () => {
    const theirs = ok(await t.post<Dashboard>(DASHBOARD, PERIOD, other.token));
    expect(theirs).toMatchObject({ sales: 5 * 2500, orders: 1, unitsSold: 5, unitsReturned: 0, returnsRate: 0 });
    expect(theirs.days.map((day) => day.orders)).toEqual([0, 1, 0]);
    // and a period with nothing in it answers zeros for every day
    const empty = ok(await t.post<Dashboard>(DASHBOARD, { from: at('2020-01-01T00:00:00Z'), to: at('2020-01-08T00:00:00Z') }, owner.token));
    expect(empty).toMatchObject({ sales: 0, orders: 0, unitsSold: 0, returnsRate: 0, topProducts: [] });
    expect(empty.days).toHaveLength(7);
  });

  it('refuses buyers and customer service', async () => {
    const buyer = await makeBuyer(t);
    for (const token of [buyer.token, await agentToken(t)]) {
      const res = await t.post(DASHBOARD, PERIOD, token);
      expect(res.body.code).toBe(ErrorCatalogue.insufficientPermissions.code);
    }
    expect((await t.post(DASHBOARD, PERIOD)).body.code).toBe(ErrorCatalogue.notSignedIn.code);
  });

  it('refuses a period that ends before it starts, or longer than 366 days, in both languages', async () => {
    const backwards = await t.post<{ field: string }>(DASHBOARD, { from: PERIOD.to, to: PERIOD.from }, owner.token);
    expect(backwards.body.code).toBe(ErrorCatalogue.validationFailed.code);
    expect(backwards.body.messageEn).toContain(ValidationMessages.periodEndBeforeStart.en);
    expect(backwards.body.message).toContain(ValidationMessages.periodEndBeforeStart.zh);
    const long = await t.post(DASHBOARD, { from: at('2020-01-01T00:00:00Z'), to: at('2021-01-02T00:00:00Z') }, owner.token);
    expect(long.body.code).toBe(ErrorCatalogue.validationFailed.code);
    expect(long.body.messageEn).toContain(ValidationMessages.periodTooLong.en);
    expect(long.body.message).toContain(ValidationMessages.periodTooLong.zh);
    // 366 days exactly (2020 was a leap year) is answered
    expect((await t.post(DASHBOARD, { from: at('2020-01-01T00:00:00Z'), to: at('2021-01-01T00:00:00Z') }, owner.token)).body.code).toBe(200);
    expect((await t.post(DASHBOARD, { from: '2021-03-27', to: '2021-03-30' }, owner.token)).body.code).toBe(ErrorCatalogue.validationFailed.code);
  });
});
