/**
 * A coupon code typed at checkout (issue 34 item 4) through HTTP on both engines: every reason it cannot apply, in both
 * languages and before anything is claimed; the claim's own limits (total, per buyer, audience); a code typed twice
 * taking one copy; the new-buyer rule at claim and at use; and 50 buyers typing a code with a total of N and checking out
 * at once, never passing N redemptions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CouponCodeResult, CouponAudience, CouponKind, CouponScope, type Trade } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { ORDER, type TestBuyer, cartLine, makeBuyer, payByCard, placeBody, productWithStock } from '../../order/orders/testing';
import { endCoupon, makeCoupon } from './testing';

const CODE = `${ORDER}/coupon/code`;
const CLAIM = `${ORDER}/coupon/claim`;
const PLACE = `${ORDER}/order/mall/save`;

describe.each(engines)('coupon codes at checkout on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const codeOf = async (couponId: number) => (await t.db.query<{ code: string }>('select code from coupon where id = $1', [couponId]))[0]!.code;
  const copies = async (couponId: number, userId?: number) =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from buyer_coupon where coupon_id = $1 and ($2::int is null or user_id = $2)', [couponId, userId ?? null]))[0]!.n;
  /** A buyer with a cart line worth `pence` (two units) of a fresh product. */
  const buyerWithBasket = async (unitPrice = 2500) => {
    const buyer = await makeBuyer(t);
    const product = await productWithStock(t, 100, unitPrice);
    const line = await cartLine(t, buyer, product.productId, 2);
    return { buyer, line, product, basket: { cartItemIds: [line], addressId: buyer.addressId, deliveryType: 1 } };
  };
  const couponIdOf = async (code: string) => (await t.db.query<{ id: number }>('select id from coupon where code = $1', [code]))[0]!.id;
  const type = (buyer: TestBuyer, basket: object, code: string) => t.post<CouponCodeResult>(CODE, { ...basket, code }, buyer.token);

  it('claims a copy for the code in any case, offers it for the basket, takes one copy however often it is typed, and prices it into the order', async () => {
    const couponId = await makeCoupon(t, { threshold: 4000, amountOff: 600, perBuyerLimit: 3 });
    const code = await codeOf(couponId);
    const { buyer, line, basket } = await buyerWithBasket();
    const first = await type(buyer, basket, ` ${code.toLowerCase()} `);
    expect(first.body.code).toBe(200);
    const applied = first.body.data.applied;
    expect(first.body.data.offer.coupons.find((c) => c.id === applied)).toMatchObject({ usable: true, itemsOff: 600, couponId, code });
    expect(first.body.data.offer.best).toContain(applied);
    const again = await type(buyer, basket, code);
    expect(again.body.data.applied).toBe(applied);
    expect(await copies(couponId, buyer.userId)).toBe(1);
    const trade = await t.post<Trade>(PLACE, placeBody(buyer, [line], { couponIds: [applied] }), buyer.token);
    expect(trade.body.code).toBe(200);
    const [order] = await t.db.query<{ items_discount: number }>('select items_discount from shop_order where order_no = $1', [trade.body.data.orderNos[0]]);
    expect(order!.items_discount).toBe(600);
  });

  it('says why a code cannot apply, in both languages, and claims nothing', async () => {
    const { buyer, basket, product } = await buyerWithBasket();
    const refusal = async (code: string, expected: number) => {
      const res = await type(buyer, basket, code);
      expect({ code, answer: res.body.code }).toEqual({ code, answer: expected });
      expect(res.body.message).not.toBe(res.body.messageEn);
      return res;
    };
    await refusal('NO-SUCH-CODE', 4660);
    const ended = await makeCoupon(t, { threshold: 1000 });
    await endCoupon(t, ended);
    await refusal(await codeOf(ended), 4662);
    const later = await makeCoupon(t, { threshold: 1000, startsIn: 3600, endsIn: 7200 });
    await refusal(await codeOf(later), 4663);
    const [category] = await t.db.query<{ id: number }>(
      'select c.id from category c where c.id not in (select category1_id from product where id = $1 union select category2_id from product where id = $1) order by id limit 1',
      [product.productId],
    );
    const otherCategory = await makeCoupon(t, { threshold: 1000, scope: CouponScope.Category, categoryId: category!.id });
    await refusal(await codeOf(otherCategory), 4664);
    const tooHigh = await makeCoupon(t, { threshold: 9000, amountOff: 500 });
    const short = await refusal(await codeOf(tooHigh), 4665);
    expect(short.body.data).toEqual({ shortfall: 4000 });
    for (const id of [ended, later, otherCategory, tooHigh]) expect(await copies(id)).toBe(0);
    // bad input: a code of nothing, a huge one, wrong types, someone else's cart line and address
    expect((await type(buyer, basket, '   ')).body.code).toBe(1001);
    expect((await type(buyer, basket, 'X'.repeat(41))).body.code).toBe(1001);
    expect((await t.post(CODE, { ...basket, code: 42 }, buyer.token)).body.code).toBe(1001);
    expect((await t.post(CODE, { ...basket, code: 'A\u0000B' }, buyer.token)).body.code).toBe(1001);
    const other = await buyerWithBasket();
    const anyCode = await codeOf(await makeCoupon(t, { threshold: 1000 }));
    expect((await type(buyer, { ...basket, cartItemIds: [other.line] }, anyCode)).body.code).toBe(6005);
    expect((await type(buyer, { ...basket, addressId: other.buyer.addressId }, anyCode)).body.code).toBe(6008);
    expect((await type(buyer, { ...basket, cartItemIds: [2_147_483_648] }, anyCode)).body.code).toBe(1001);
    expect(await copies(await couponIdOf(anyCode))).toBe(0);
    expect((await t.post(CODE, { ...basket, code: anyCode }, null)).status).toBe(401);
  });

  it('keeps to the total and per-buyer limits of a claim', async () => {
    const onlyOne = await makeCoupon(t, { threshold: 1000, totalLimit: 1 });
    const a = await buyerWithBasket();
    const b = await buyerWithBasket();
    expect((await type(a.buyer, a.basket, await codeOf(onlyOne))).body.code).toBe(200);
    const allClaimed = await type(b.buyer, b.basket, await codeOf(onlyOne));
    expect(allClaimed.body.code).toBe(6103);

    const oncePerBuyer = await makeCoupon(t, { threshold: 1000, perBuyerLimit: 1 });
    const applied = (await type(a.buyer, a.basket, await codeOf(oncePerBuyer))).body.data.applied;
    expect((await t.post(PLACE, placeBody(a.buyer, a.basket.cartItemIds, { couponIds: [applied] }), a.buyer.token)).body.code).toBe(200);
    const again = await buyerWithBasket();
    await t.db.query('update cart_item set user_id = $1 where id = $2', [a.buyer.userId, again.line]);
    expect((await type(a.buyer, { ...again.basket, addressId: a.buyer.addressId }, await codeOf(oncePerBuyer))).body.code).toBe(6104);
  });

  it('refuses a new-buyers coupon to a buyer with a paid order, at the code, at a claim and at checkout with a copy claimed before', async () => {
    const couponId = await makeCoupon(t, { threshold: 1000, perBuyerLimit: 2 });
    await t.db.query('update coupon set audience = $2 where id = $1', [couponId, CouponAudience.NewBuyers]);
    const code = await codeOf(couponId);
    const { buyer, line, basket } = await buyerWithBasket();
    // new: the code applies and the copy is held
    const held = (await type(buyer, basket, code)).body.data.applied;
    // the buyer pays an order without the coupon, and is no longer new
    const trade = (await t.post<Trade>(PLACE, placeBody(buyer, [line]), buyer.token)).body.data;
    expect((await payByCard(t, buyer, trade)).body.code).toBe(200);
    const next = await buyerWithBasket();
    await t.db.query('update cart_item set user_id = $1 where id = $2', [buyer.userId, next.line]);
    const basket2 = { ...next.basket, addressId: buyer.addressId };
    const refused = await type(buyer, basket2, code);
    expect([refused.status, refused.body.code]).toEqual([409, 4666]);
    expect(refused.body.messageEn).toMatch(/new buyers/);
    expect((await t.post(CLAIM, { couponId }, buyer.token)).body.code).toBe(4666);
    const offer = await t.post<{ coupons: Array<{ id: number; reason: string | null }> }>(`${ORDER}/coupon/offer`, basket2, buyer.token);
    expect(offer.body.data.coupons.find((c) => c.id === held)).toMatchObject({ reason: 'newBuyersOnly' });
    expect((await t.post(PLACE, placeBody(buyer, [next.line], { couponIds: [held] }), buyer.token)).body.code).toBe(4666);
    expect(await copies(couponId, buyer.userId)).toBe(1);
    // a buyer who never paid still may
    const fresh = await buyerWithBasket();
    expect((await type(fresh.buyer, fresh.basket, code)).body.code).toBe(200);
  });

  it('takes one copy when the same buyer types the code ten times at once (a retried request)', async () => {
    const couponId = await makeCoupon(t, { threshold: 1000, perBuyerLimit: 3 });
    const code = await codeOf(couponId);
    const { buyer, basket } = await buyerWithBasket();
    const results = await Promise.all(Array.from({ length: 10 }, () => type(buyer, basket, code)));
    expect(results.every((res) => res.body.code === 200)).toBe(true);
    expect(new Set(results.map((res) => res.body.data.applied)).size).toBe(1);
    expect(await copies(couponId, buyer.userId)).toBe(1);
  });

  it('never passes the total limit when 50 buyers type the code and check out at once', async () => {
    const limit = 7;
    const couponId = await makeCoupon(t, { kind: CouponKind.AmountOff, threshold: 3000, amountOff: 500, totalLimit: limit });
    const code = await codeOf(couponId);
    const product = await productWithStock(t, 500, 2500);
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const buyer = await makeBuyer(t);
        return { buyer, line: await cartLine(t, buyer, product.productId, 2) };
      }),
    );
    const results = await Promise.all(
      buyers.map(async ({ buyer, line }) => {
        const typed = await type(buyer, { cartItemIds: [line], addressId: buyer.addressId, deliveryType: 1 }, code);
        if (typed.body.code !== 200) return typed.body.code;
        return (await t.post<Trade>(PLACE, placeBody(buyer, [line], { couponIds: [typed.body.data.applied] }), buyer.token)).body.code;
      }),
    );
    expect(results.filter((code) => code === 200)).toHaveLength(limit);
    expect(results.filter((code) => code !== 200).every((code) => code === 6103)).toBe(true);
    const [counts] = await t.db.query<{ issued: number; redemptions: number; copies: number }>(
      `select c.issued, (select count(*)::int from coupon_redemption r join buyer_coupon b on b.id = r.buyer_coupon_id where b.coupon_id = c.id) as redemptions,
              (select count(*)::int from buyer_coupon b where b.coupon_id = c.id) as copies
         from coupon c where c.id = $1`,
      [couponId],
    );
    expect(counts).toEqual({ issued: limit, redemptions: limit, copies: limit });
  });
});
