/**
 * Coupons through order placement (issue 15): the settlement's offer, the discount priced into the orders and
 * their lines, the coupon used once however many checkouts race for it, and given back when its unpaid order
 * is cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerCoupon, CouponOffer, OrderDetail, Trade } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { ORDER, type TestBuyer, cartLine, makeBuyer, payByCard, placeBody, productWithStock } from '../../order/orders/testing';
import { makeCoupon } from './testing';

describe.each(engines)('coupons at checkout on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const claim = async (buyer: TestBuyer, couponId: number) => (await t.post<BuyerCoupon>(`${ORDER}/coupon/claim`, { couponId }, buyer.token)).body.data.id;
  const place = (buyer: TestBuyer, body: object) => t.post<Trade>(`${ORDER}/order/mall/save`, body, buyer.token);
  const stateOf = async (buyerCouponId: number) =>
    (await t.db.query<{ state: string }>("select case when used_at is null then 'usable' else 'used' end as state from buyer_coupon where id = $1", [buyerCouponId]))[0]!.state;

  it('offers the coupon, prices it into the order and its line, and gives it back when the unpaid order is cancelled', async () => {
    const buyer = await makeBuyer(t);
    const product = await productWithStock(t, 20, 2500);
    const couponId = await makeCoupon(t, { threshold: 5000, amountOff: 700 });
    const mine = await claim(buyer, couponId);
    const line = await cartLine(t, buyer, product.productId, 3);

    const offer = (await t.post<CouponOffer>(`${ORDER}/coupon/offer`, { cartItemIds: [line], addressId: buyer.addressId, deliveryType: 1 }, buyer.token)).body;
    expect(offer.code).toBe(200);
    expect(offer.data.best).toEqual([mine]);
    expect(offer.data.coupons.find((c) => c.id === mine)).toMatchObject({ usable: true, itemsOff: 700, lineIds: [line] });

    const trade = await place(buyer, placeBody(buyer, [line], { couponIds: [mine] }));
    expect(trade.body.code).toBe(200);
    const orderNo = trade.body.data.orderNos[0]!;
    const order = (await t.post<OrderDetail>(`${ORDER}/order/mall/detail`, { orderNo }, buyer.token)).body.data;
    expect(order).toMatchObject({ subtotal: 7500, itemsDiscount: 700, deliveryDiscount: 0 });
    expect(order.payable).toBe(7500 - 700 + order.freight + order.surcharge + order.remoteSurcharge);
    expect(trade.body.data.amount).toBe(order.payable);
    const [item] = await t.db.query<{ discount: number }>('select i.discount from order_item i join shop_order o on o.id = i.order_id where o.order_no = $1', [orderNo]);
    expect(item!.discount).toBe(700);
    expect(await stateOf(mine)).toBe('used');

    // used: a second checkout with it is refused and places nothing
    const again = await cartLine(t, buyer, product.productId, 3);
    const refused = await place(buyer, placeBody(buyer, [again], { couponIds: [mine] }));
    expect(refused.body.code).toBe(6105);

    expect((await t.post(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'Changed plans' }, buyer.token)).body.code).toBe(200);
    expect(await stateOf(mine)).toBe('usable');
  });

  it('refunds what was paid after the coupon when a paid order is cancelled, never the list price', async () => {
    const buyer = await makeBuyer(t);
    const product = await productWithStock(t, 20, 2500);
    const mine = await claim(buyer, await makeCoupon(t, { threshold: 5000, amountOff: 900 }));
    const line = await cartLine(t, buyer, product.productId, 3);
    const trade = (await place(buyer, placeBody(buyer, [line], { couponIds: [mine] }))).body.data;
    expect((await payByCard(t, buyer, trade)).body.code).toBe(200);
    const orderNo = trade.orderNos[0]!;
    expect((await t.post(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'Changed plans' }, buyer.token)).body.code).toBe(200);
    const [refund] = await t.db.query<{ amount: number }>('select sum(r.amount)::int as amount from refund r join shop_order o on o.id = r.order_id where o.order_no = $1', [
      orderNo,
    ]);
    expect(refund!.amount).toBe(trade.amount);
    // a paid order keeps its coupon used, refund or not
    expect(await stateOf(mine)).toBe('used');
  });

  it("refuses someone else's coupon and a coupon the lines do not reach", async () => {
    const buyer = await makeBuyer(t);
    const other = await makeBuyer(t);
    const product = await productWithStock(t, 20, 2500);
    const theirs = await claim(other, await makeCoupon(t, { threshold: 1000 }));
    const tooHigh = await claim(buyer, await makeCoupon(t, { threshold: 1_000_000, amountOff: 500 }));
    const line = await cartLine(t, buyer, product.productId, 2);
    expect((await place(buyer, placeBody(buyer, [line], { couponIds: [theirs] }))).body.code).toBe(6101);
    expect((await place(buyer, placeBody(buyer, [line], { couponIds: [tooHigh] }))).body.code).not.toBe(200);
    expect((await place(buyer, placeBody(buyer, [line], { couponIds: ['x'] }))).body.code).toBe(1001);
    const [left] = await t.db.query<{ n: number }>('select count(*)::int as n from shop_order where user_id = $1', [buyer.userId]);
    expect(left!.n).toBe(0);
  });

  it('uses a single-use coupon on exactly one of 20 concurrent checkouts', async () => {
    const buyer = await makeBuyer(t);
    const mine = await claim(buyer, await makeCoupon(t, { threshold: 5000, amountOff: 500 }));
    // twenty lines of different products (a checkout each), every one enough for the threshold on its own
    const lines = await t.db.query<{ id: number }>(
      `insert into cart_item (user_id, product_id, sku_id, warehouse_code, quantity)
       select $1, k.product_id, k.id, s.warehouse_code, 3
         from product_sku k join product p on p.id = k.product_id
         join lateral (select warehouse_code from sku_stock where sku_id = k.id and quantity >= 3 order by quantity desc limit 1) s on true
        where p.status = 1 and not p.has_options and k.price between 2000 and 20000
        order by k.id limit 20
       returning id`,
      [buyer.userId],
    );
    expect(lines).toHaveLength(20);
    const results = await Promise.all(lines.map((line) => place(buyer, placeBody(buyer, [line.id], { couponIds: [mine] }))));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.code === 6105)).toBe(true);
    const [uses] = await t.db.query<{ n: number }>('select count(*)::int as n from shop_order where user_id = $1 and items_discount > 0', [buyer.userId]);
    expect(uses!.n).toBe(1);
    expect(await stateOf(mine)).toBe('used');
  });
});
