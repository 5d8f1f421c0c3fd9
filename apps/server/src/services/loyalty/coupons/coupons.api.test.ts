import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuyerCoupon, type CentreCoupon, CouponKind, CouponScope, DeliveryType, type MyCouponPage, OrderType, priceCheckout } from '@clearlot/contract';
import { AppError } from '../../../platform/errors';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { ORDER, type TestBuyer, makeBuyer } from '../../order/orders/testing';
import { DEMO_COUPONS } from './seed';
import { checkoutCoupons, offerCoupons, redeemCoupons, releaseCoupons } from './service';
import { couponLine, endCoupon, makeCoupon, unpaidOrders } from './testing';

const CENTRE = `${ORDER}/coupon/centre`;
const CLAIM = `${ORDER}/coupon/claim`;
const MINE = `${ORDER}/coupon/mine`;

/** The error a service call refused with, by catalogue name. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error.errorName;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe.each(engines)('coupons on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const claim = (buyer: TestBuyer, couponId: number) => t.post<BuyerCoupon>(CLAIM, { couponId }, buyer.token);
  const centre = async (buyer?: TestBuyer) => (await t.post<CentreCoupon[]>(CENTRE, {}, buyer?.token)).body;
  const mine = async (buyer: TestBuyer, tab: 'usable' | 'used' | 'expired', extra: object = {}) => (await t.post<MyCouponPage>(MINE, { tab, ...extra }, buyer.token)).body;
  const claimed = async (buyer: TestBuyer, couponId: number) => {
    const res = await claim(buyer, couponId);
    expect(res.body.code).toBe(200);
    return res.body.data.id;
  };

  describe('the centre and claims', () => {
    it('shows visitors the running coupons, the demo ones among them, and none that have not started or have ended', async () => {
      const later = await makeCoupon(t, { startsIn: 3600, endsIn: 7200 });
      const ended = await makeCoupon(t);
      await endCoupon(t, ended);
      const body = await centre();
      expect(body.code).toBe(200);
      const codes = body.data.map((coupon) => coupon.code);
      for (const demo of DEMO_COUPONS) expect(codes).toContain(demo.code);
      const ids = body.data.map((coupon) => coupon.id);
      expect(ids).not.toContain(later);
      expect(ids).not.toContain(ended);
      expect(body.data.every((coupon) => coupon.claimed === 0)).toBe(true);
      const welcome = body.data.find((coupon) => coupon.code === 'WELCOME10')!;
      expect(welcome).toMatchObject({
        kind: CouponKind.AmountOff,
        amountOff: 1000,
        threshold: 10_000,
        scope: CouponScope.Everything,
        scopeId: null,
        scopeName: '',
        perBuyerLimit: 1,
      });
      expect(welcome.validUntil).toBeGreaterThan(welcome.validFrom);
    });

    it('names the category or goods owner a coupon is limited to, in both languages', async () => {
      const [category] = await t.db.query<{ id: number; en: string; zh: string }>('select id, name_en as en, name_zh as zh from category order by id limit 1');
      const [owner] = await t.db.query<{ id: number; en: string; zh: string }>('select id, shop_name_en as en, shop_name_zh as zh from goods_owner order by id limit 1');
      const onCategory = await makeCoupon(t, { scope: CouponScope.Category, categoryId: category!.id });
      const onOwner = await makeCoupon(t, { kind: CouponKind.FreeDelivery, scope: CouponScope.GoodsOwner, ownerId: owner!.id });
      const list = (await centre()).data;
      expect(list.find((c) => c.id === onCategory)).toMatchObject({ scope: CouponScope.Category, scopeId: category!.id, scopeName: category!.zh, scopeNameEn: category!.en });
      expect(list.find((c) => c.id === onOwner)).toMatchObject({
        scope: CouponScope.GoodsOwner,
        scopeId: owner!.id,
        scopeName: owner!.zh,
        scopeNameEn: owner!.en,
        amountOff: null,
      });
    });

    it('claims a copy for a signed-in buyer, up to the per-buyer limit, and says why a claim is refused', async () => {
      const buyer = await makeBuyer(t);
      const couponId = await makeCoupon(t, { perBuyerLimit: 2, totalLimit: 3 });
      expect((await t.post(CLAIM, { couponId })).body.code).toBe(401);

      const first = await claim(buyer, couponId);
      expect(first.body).toMatchObject({ code: 200, data: { couponId, state: 'usable', usedAt: null, orderNos: [] } });
      expect((await claim(buyer, couponId)).body.code).toBe(200);
      const third = await claim(buyer, couponId);
      expect(third.status).toBe(409);
      expect(third.body).toMatchObject({ code: 6104, messageEn: 'You have already claimed this coupon as many times as allowed.' });
      expect(third.body.message).toBe('您已达到该优惠券的领取上限。');
      expect((await centre(buyer)).data.find((c) => c.id === couponId)).toMatchObject({ claimed: 2, remaining: 1 });

      // the last copy goes to someone else; then it is all claimed
      expect((await claim(await makeBuyer(t), couponId)).body.code).toBe(200);
      expect((await claim(await makeBuyer(t), couponId)).body.code).toBe(6103);
      // for the buyer who holds their two, being at their limit is the better answer
      expect((await claim(buyer, couponId)).body.code).toBe(6104);

      expect((await claim(buyer, 2_000_000_000)).body).toMatchObject({ code: 6101, data: null });
      const notYet = await makeCoupon(t, { startsIn: 3600 });
      expect((await claim(buyer, notYet)).body.code).toBe(6102);
      const ended = await makeCoupon(t);
      await endCoupon(t, ended);
      expect((await claim(buyer, ended)).body.code).toBe(6102);
      expect((await t.post(CLAIM, { couponId: 'one' }, buyer.token)).body.code).toBe(1001);
      expect((await t.post(CLAIM, { couponId, extra: 1 }, buyer.token)).body.code).toBe(1001);
    });

    it('never issues an amount off without a spend above it, so no coupon makes goods free', async () => {
      await expect(makeCoupon(t, { amountOff: 500, threshold: 500 })).rejects.toThrow(/check/);
      await expect(makeCoupon(t, { amountOff: 500, threshold: 0 })).rejects.toThrow(/check/);
      expect(await makeCoupon(t, { amountOff: 500, threshold: 501 })).toBeGreaterThan(0);
    });

    it('gives exactly 10 of 100 parallel claims by 100 buyers when 10 copies are left', async () => {
      const couponId = await makeCoupon(t, { totalLimit: 25 });
      await t.db.query('update coupon set issued = 15 where id = $1', [couponId]);
      const buyers = await Promise.all(Array.from({ length: 100 }, () => makeBuyer(t)));
      const results = await Promise.all(buyers.map((buyer) => claim(buyer, couponId)));
      const codes = results.map((res) => res.body.code);
      expect(codes.filter((code) => code === 200)).toHaveLength(10);
      expect(codes.filter((code) => code === 6103)).toHaveLength(90);
      const [row] = await t.db.query<{ issued: number; copies: number }>(
        'select issued, (select count(*)::int from buyer_coupon where coupon_id = $1) as copies from coupon where id = $1',
        [couponId],
      );
      expect(row).toEqual({ issued: 25, copies: 10 });
    });

    it('gives one buyer exactly their limit of 3 out of 100 parallel claims', async () => {
      const buyer = await makeBuyer(t);
      const couponId = await makeCoupon(t, { totalLimit: 1000, perBuyerLimit: 3 });
      const results = await Promise.all(Array.from({ length: 100 }, () => claim(buyer, couponId)));
      const codes = results.map((res) => res.body.code);
      expect(codes.filter((code) => code === 200)).toHaveLength(3);
      expect(codes.filter((code) => code === 6104)).toHaveLength(97);
      const [row] = await t.db.query<{ issued: number; copies: number[] }>(
        'select issued, array(select copy_no::int from buyer_coupon where coupon_id = $1 order by copy_no) as copies from coupon where id = $1',
        [couponId],
      );
      expect(row).toEqual({ issued: 3, copies: [1, 2, 3] });
    });
  });

  describe('my coupons', () => {
    it('lists the buyer’s coupons as usable, used or expired, each tab with its count, and nobody else’s', async () => {
      const buyer = await makeBuyer(t);
      const other = await makeBuyer(t);
      const soon = await claimed(buyer, await makeCoupon(t, { endsIn: 3600 }));
      const later = await claimed(buyer, await makeCoupon(t, { endsIn: 7200 }));
      const expiring = await makeCoupon(t);
      const expired = await claimed(buyer, expiring);
      await endCoupon(t, expiring);
      const used = await claimed(buyer, await makeCoupon(t, { threshold: 1000 }));
      await claimed(other, await makeCoupon(t));
      const [orderId] = await unpaidOrders(t, buyer.userId, 1);
      await t.db.transaction((tx) =>
        redeemCoupons(tx, { userId: buyer.userId, couponIds: [used], orderIds: [orderId!], orders: [{ coupons: [{ couponId: used, itemsOff: 500, deliveryOff: 0 }] }] }),
      );

      const usable = await mine(buyer, 'usable');
      expect(usable.data.counts).toEqual({ usable: 2, used: 1, expired: 1 });
      expect(usable.data.list.map((c) => c.id)).toEqual([soon, later]);
      expect(usable.data.total).toBe(2);
      const usedTab = (await mine(buyer, 'used')).data;
      expect(usedTab.list.map((c) => c.id)).toEqual([used]);
      const [orderNo] = await t.db.query<{ orderNo: string }>('select order_no as "orderNo" from shop_order where id = $1', [orderId]);
      expect(usedTab.list[0]).toMatchObject({ state: 'used', orderNos: [orderNo!.orderNo] });
      expect(usedTab.list[0]!.usedAt).not.toBeNull();
      expect((await mine(buyer, 'expired')).data.list.map((c) => c.id)).toEqual([expired]);
      // a page at a time
      const second = (await mine(buyer, 'usable', { pageNum: 2, pageSize: 1 })).data;
      expect(second.list.map((c) => c.id)).toEqual([later]);
      expect(second.total).toBe(2);
      expect((await mine(buyer, 'usable', { tab: 'all' })).code).toBe(1001);
      expect((await t.post(MINE, { tab: 'usable' })).body.code).toBe(401);
    });
  });

  describe('redemption and release (what order placement calls)', () => {
    const basket = [couponLine(1, 2500, 2), couponLine(2, 500, 1), couponLine(3, 3000, 3, { ownerId: 2, categoryIds: [20, 21] })];

    it('prices a checkout with the buyer’s coupons and refuses ones that cannot be used', async () => {
      const buyer = await makeBuyer(t);
      const other = await makeBuyer(t);
      const amount = await claimed(buyer, await makeCoupon(t, { amountOff: 1000, threshold: 10_000 }));
      const percent = await claimed(buyer, await makeCoupon(t, { kind: CouponKind.PercentOff, percentOff: 10, maxOff: 500, threshold: 0 }));
      const free = await claimed(buyer, await makeCoupon(t, { kind: CouponKind.FreeDelivery, threshold: 0 }));
      const tooBig = await claimed(buyer, await makeCoupon(t, { threshold: 20_000 }));
      const othersCopy = await claimed(other, await makeCoupon(t));

      const coupons = await checkoutCoupons(t.db, buyer.userId, [amount, free], basket);
      expect(coupons).toEqual([
        { couponId: amount, lineIds: [1, 2, 3], itemsOff: 1000, freeDelivery: false },
        { couponId: free, lineIds: [1, 2, 3], itemsOff: 0, freeDelivery: true },
      ]);
      expect(await checkoutCoupons(t.db, buyer.userId, [], basket)).toEqual([]);
      expect(await refusal(checkoutCoupons(t.db, buyer.userId, [othersCopy], basket))).toBe('couponNotFound');
      expect(await refusal(checkoutCoupons(t.db, buyer.userId, [amount, percent], basket))).toBe('couponsDoNotStack');
      expect(await refusal(checkoutCoupons(t.db, buyer.userId, [amount, amount], basket))).toBe('couponsDoNotStack');
      expect(await refusal(checkoutCoupons(t.db, buyer.userId, [tooBig], basket))).toBe('couponNotApplicable');
      const expiring = await makeCoupon(t, { threshold: 1000 });
      const expired = await claimed(buyer, expiring);
      await endCoupon(t, expiring);
      expect(await refusal(checkoutCoupons(t.db, buyer.userId, [expired], basket))).toBe('couponUnavailable');
    });

    it('records what each coupon took off each order, and gives the coupon back only when all its unpaid orders have closed', async () => {
      const buyer = await makeBuyer(t);
      const copy = await claimed(buyer, await makeCoupon(t, { amountOff: 1000, threshold: 2000 }));
      const coupons = await checkoutCoupons(t.db, buyer.userId, [copy], basket);
      const price = priceCheckout({
        lines: basket,
        deliveryType: DeliveryType.Standard,
        postcode: 'SW1A 2AA',
        orderType: OrderType.RealTime,
        adjustments: { coupons, pointsValue: 0 },
      });
      // £10 over 5000 / 500 / 9000: 344.83 / 34.48 / 620.69 → 345 / 34 / 621
      expect(price.orders.map((order) => order.itemsDiscount)).toEqual([379, 621]);
      const orderIds = await unpaidOrders(t, buyer.userId, 2);
      await t.db.transaction((tx) => redeemCoupons(tx, { userId: buyer.userId, couponIds: [copy], orderIds, orders: price.orders }));

      const shares = await t.db.query(
        'select order_id::int as "orderId", items_off as "itemsOff", delivery_off as "deliveryOff" from coupon_redemption_order where order_id = any($1::bigint[]) order by order_id',
        [orderIds],
      );
      expect(shares).toEqual([
        { orderId: orderIds[0], itemsOff: 379, deliveryOff: 0 },
        { orderId: orderIds[1], itemsOff: 621, deliveryOff: 0 },
      ]);
      expect((await mine(buyer, 'used')).data.list.map((c) => c.id)).toEqual([copy]);
      // a second checkout cannot use it
      expect(await refusal(checkoutCoupons(t.db, buyer.userId, [copy], basket))).toBe('couponUnavailable');

      // one of the two orders closes unpaid: the other still holds the coupon
      expect(await t.db.transaction((tx) => releaseCoupons(tx, [orderIds[0]!]))).toEqual([]);
      expect((await mine(buyer, 'used')).data.total).toBe(1);
      // the other closes too: the coupon is usable again, and can be used on a new checkout
      expect(await t.db.transaction((tx) => releaseCoupons(tx, [orderIds[1]!]))).toEqual([copy]);
      expect((await mine(buyer, 'usable')).data.list.map((c) => c.id)).toEqual([copy]);
      // releasing again, or orders without coupons, gives nothing back
      expect(await t.db.transaction((tx) => releaseCoupons(tx, orderIds))).toEqual([]);
      expect(await t.db.transaction((tx) => releaseCoupons(tx, []))).toEqual([]);
      const [again] = await unpaidOrders(t, buyer.userId, 1);
      await t.db.transaction((tx) =>
        redeemCoupons(tx, { userId: buyer.userId, couponIds: [copy], orderIds: [again!], orders: [{ coupons: [{ couponId: copy, itemsOff: 1000, deliveryOff: 0 }] }] }),
      );
      const redemptions = await t.db.query<{ live: boolean }>('select released_at is null as live from coupon_redemption where buyer_coupon_id = $1 order by id', [copy]);
      expect(redemptions).toEqual([{ live: false }, { live: true }]);
    });

    it('lets exactly one of 100 concurrent checkouts use a single-use coupon', async () => {
      const buyer = await makeBuyer(t);
      const copy = await claimed(buyer, await makeCoupon(t, { totalLimit: 1, threshold: 1000 }));
      const orderIds = await unpaidOrders(t, buyer.userId, 100);
      const outcomes = await Promise.all(
        orderIds.map((orderId) =>
          t.db
            .transaction((tx) =>
              redeemCoupons(tx, { userId: buyer.userId, couponIds: [copy], orderIds: [orderId], orders: [{ coupons: [{ couponId: copy, itemsOff: 500, deliveryOff: 0 }] }] }),
            )
            .then(
              () => 'redeemed',
              (error: unknown) => (error instanceof AppError ? error.errorName : String(error)),
            ),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === 'redeemed')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'couponUnavailable')).toHaveLength(99);
      const [row] = await t.db.query<{ live: number; orders: number }>(
        `select count(*)::int as live, (select count(*)::int from coupon_redemption_order ro join coupon_redemption r on r.id = ro.redemption_id where r.buyer_coupon_id = $1) as orders
           from coupon_redemption where buyer_coupon_id = $1 and released_at is null`,
        [copy],
      );
      expect(row).toEqual({ live: 1, orders: 1 });
    });

    it('gives each coupon back once when its two orders close in two transactions at the same time', async () => {
      const buyer = await makeBuyer(t);
      // ten checkouts of two orders each; all twenty orders close at once, each in its own transaction
      const checkouts = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const copy = await claimed(buyer, await makeCoupon(t, { threshold: 1000 }));
          const orderIds = await unpaidOrders(t, buyer.userId, 2);
          const share = { couponId: copy, itemsOff: 250, deliveryOff: 0 };
          await t.db.transaction((tx) => redeemCoupons(tx, { userId: buyer.userId, couponIds: [copy], orderIds, orders: [{ coupons: [share] }, { coupons: [share] }] }));
          return { copy, orderIds };
        }),
      );
      const released = await Promise.all(checkouts.flatMap(({ orderIds }) => orderIds.map((orderId) => t.db.transaction((tx) => releaseCoupons(tx, [orderId])))));
      const copies = checkouts.map(({ copy }) => copy).sort((a, b) => a - b);
      expect(released.flat().sort((a, b) => a - b)).toEqual(copies);
      expect((await mine(buyer, 'usable', { pageSize: 50 })).data.list.map((c) => c.id).sort((a, b) => a - b)).toEqual(copies);
    });

    it('refuses a coupon that expired or was used between pricing and placing, and one priced into none of the orders', async () => {
      const buyer = await makeBuyer(t);
      const couponId = await makeCoupon(t, { threshold: 1000 });
      const copy = await claimed(buyer, couponId);
      const [orderId] = await unpaidOrders(t, buyer.userId, 1);
      const orders = [{ coupons: [{ couponId: copy, itemsOff: 500, deliveryOff: 0 }] }];
      expect(await refusal(t.db.transaction((tx) => redeemCoupons(tx, { userId: buyer.userId, couponIds: [copy], orderIds: [orderId!], orders: [{ coupons: [] }] })))).toBe(
        'couponNotApplicable',
      );
      // the refusal rolled the whole transaction back: the copy is still usable
      expect((await mine(buyer, 'usable')).data.list.map((c) => c.id)).toEqual([copy]);
      await endCoupon(t, couponId);
      expect(await refusal(t.db.transaction((tx) => redeemCoupons(tx, { userId: buyer.userId, couponIds: [copy], orderIds: [orderId!], orders })))).toBe('couponUnavailable');
      // another buyer cannot use it either
      const other = await makeBuyer(t);
      const otherCopy = await claimed(other, await makeCoupon(t, { threshold: 1000 }));
      expect(await refusal(t.db.transaction((tx) => redeemCoupons(tx, { userId: buyer.userId, couponIds: [otherCopy], orderIds: [orderId!], orders })))).toBe('couponUnavailable');
    });

    it('offers the buyer’s running coupons for a basket, usable first, with the best pair chosen and what the others lack', async () => {
      const buyer = await makeBuyer(t);
      const amount = await claimed(buyer, await makeCoupon(t, { amountOff: 500, threshold: 1000 }));
      const percent = await claimed(buyer, await makeCoupon(t, { kind: CouponKind.PercentOff, percentOff: 10, maxOff: 800, threshold: 0 }));
      const ownerFree = await claimed(buyer, await makeCoupon(t, { kind: CouponKind.FreeDelivery, threshold: 0, scope: CouponScope.GoodsOwner, ownerId: 2 }));
      const short = await claimed(buyer, await makeCoupon(t, { threshold: 15_000, endsIn: 60 }));
      const expiring = await makeCoupon(t);
      await claimed(buyer, expiring);
      await endCoupon(t, expiring);

      const offer = await offerCoupons(t.db, buyer.userId, { lines: basket, deliveryType: DeliveryType.Standard, postcode: 'SW1A 2AA', orderType: OrderType.RealTime });
      expect(offer.best).toEqual([percent, ownerFree]);
      expect(offer.coupons.map((c) => [c.id, c.usable])).toEqual([
        [amount, true],
        [percent, true],
        [ownerFree, true],
        [short, false],
      ]);
      expect(offer.coupons.find((c) => c.id === percent)).toMatchObject({ itemsOff: 800, lineIds: [1, 2, 3], freeDelivery: false, reason: null });
      expect(offer.coupons.find((c) => c.id === ownerFree)).toMatchObject({ itemsOff: 0, lineIds: [3], freeDelivery: true });
      expect(offer.coupons.find((c) => c.id === short)).toMatchObject({ reason: 'belowThreshold', shortfall: 500, lineIds: [], itemsOff: 0 });
    });
  });
});
