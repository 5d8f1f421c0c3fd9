import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OrderDetail,
  type OrderPage,
  OrderStatus,
  type PointGoods,
  type PointGoodsDetail,
  type PointRedemption,
  PointsEntryKind,
  type PointsHistoryPage,
  type PointsSummary,
  type ReturnDetail,
  epochSeconds,
  pointsExpiry,
} from '@clearlot/contract';
import { DEMO_BUYER, type TestApp, createTestApp, engines, signIn } from '../../../testing/harness';
import { type TestBuyer, makeBuyer, stockOf } from '../../order/orders/testing';
import { type DeliveredOrder, ORDER, deliveredOrder, demoOwner } from '../../order/returns/testing';
import { seedDemoPoints } from './seed';
import { awardReviewPoints, earnOrderPoints, expireDueLots } from './service';
import { offerGoods } from './mall.store';
import { grantPoints, ledgerOf, mallGoods } from './testing';

const P = `${ORDER}/points`;
const M = `${ORDER}/pointMall`;
const DAY = 86_400;

describe.each(engines)('points and the point mall on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
  });
  afterAll(() => t.close());

  const summary = async (buyer: TestBuyer) => (await t.post<PointsSummary>(`${P}/summary`, {}, buyer.token)).body.data;
  const history = async (buyer: TestBuyer) => (await t.post<PointsHistoryPage>(`${P}/history`, { pageSize: 50 }, buyer.token)).body.data;
  const redeem = (buyer: TestBuyer, goodsId: number, extra: Record<string, unknown> = {}) =>
    t.post<PointRedemption>(`${M}/redeem`, { goodsId, quantity: 1, addressId: buyer.addressId, clientKey: randomUUID(), ...extra }, buyer.token);
  const confirm = (order: DeliveredOrder) => t.post<OrderDetail>(`${ORDER}/order/mall/confirmReceipt`, { orderNo: order.orderNo }, order.buyer.token);
  const orderId = async (orderNo: string) => (await t.db.query<{ id: number }>('select id from shop_order where order_no = $1', [orderNo]))[0]!.id;
  /** A refund-only request for `quantity` units of the order's first line, approved by the goods owner (its refund made). */
  const refundOnly = async (order: DeliveredOrder, quantity: number) => {
    const applied = await t.post<ReturnDetail>(
      `${ORDER}/return/mall/apply`,
      { clientKey: randomUUID(), orderNo: order.orderNo, kind: 2, reason: 'missingItems', lines: [{ orderItemId: order.items[0]!.id, quantity }] },
      order.buyer.token,
    );
    expect(applied.body.code, JSON.stringify(applied.body)).toBe(200);
    return applied.body.data.returnNo;
  };
  const approve = (returnNo: string) => t.post<ReturnDetail>(`${ORDER}/seller/return/approve`, { returnNo }, owner.token);
  const expectLedgerHolds = async (userId: number) => {
    const ledger = await ledgerOf(t, userId);
    expect(ledger.entries).toBe(ledger.lots - ledger.debt);
    return ledger;
  };

  // first, while the mall is empty (the demo offers its goods only then)
  it('seeds the demo: six mall goods and the demo buyer’s points, part expiring on the 1st of next month; twice changes nothing', async () => {
    await seedDemoPoints(t.db);
    await seedDemoPoints(t.db);
    expect((await t.post<PointGoods[]>(`${M}/list`, {})).body.data).toHaveLength(6);
    const token = await signIn(t, DEMO_BUYER);
    const demo = (await t.post<PointsSummary>(`${P}/summary`, {}, token)).body.data;
    expect(demo.balance).toBe(5_400);
    expect(demo.lots.map((lot) => lot.remaining)).toEqual([400, 5_000]);
    // the 1st of next month, London time: within 32 days
    expect(demo.lots[0]!.expiresAt - epochSeconds()).toBeGreaterThan(0);
    expect(demo.lots[0]!.expiresAt - epochSeconds()).toBeLessThanOrEqual(32 * DAY);
  });

  describe('earning, expiry and clawback', () => {
    it('earns a point per whole pound of goods when the order completes, once, in a lot expiring on the 1st of the 13th month', async () => {
      const order = await deliveredOrder(t, owner.token, [4]); // 4 × £25.00 of goods (delivery earns nothing)
      expect((await summary(order.buyer)).balance).toBe(0);
      expect((await confirm(order)).body.code).toBe(200);
      const mine = await summary(order.buyer);
      expect(mine).toMatchObject({ balance: 100, debt: 0, expiringSoon: 0, nextExpiryAt: null });
      expect(mine.lots).toHaveLength(1);
      expect(mine.lots[0]).toMatchObject({ source: 'order', earned: 100, remaining: 100, expiringSoon: false });
      expect(mine.lots[0]!.expiresAt).toBe(pointsExpiry(mine.lots[0]!.earnedAt));
      // completing again (a repeat of the hook) earns nothing more
      const id = await orderId(order.orderNo);
      expect(await t.db.transaction((tx) => earnOrderPoints(tx, id))).toBe(0);
      const lines = (await history(order.buyer)).list;
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ kind: PointsEntryKind.Earn, points: 100, source: 'order', orderNo: order.orderNo });
      await expectLedgerHolds(order.buyer.userId);
    });

    it('claws back what refunded goods earned, to floor(goods kept), once per refund', async () => {
      const order = await deliveredOrder(t, owner.token, [4]);
      await confirm(order);
      const returnNo = await refundOnly(order, 1);
      expect((await approve(returnNo)).body.data.status).toBe(6);
      expect((await summary(order.buyer)).balance).toBe(75);
      // the owner's repeated approval refunds nothing more, and takes no more points
      expect((await approve(returnNo)).body.code).toBe(200);
      expect((await summary(order.buyer)).balance).toBe(75);
      const kinds = (await history(order.buyer)).list.map((line) => [line.kind, line.points]);
      expect(kinds).toEqual([
        [PointsEntryKind.Clawback, -25],
        [PointsEntryKind.Earn, 100],
      ]);
      await expectLedgerHolds(order.buyer.userId);
    });

    it('earns only on the goods kept when a refund came before completion', async () => {
      const order = await deliveredOrder(t, owner.token, [4]);
      const returnNo = await refundOnly(order, 2);
      await approve(returnNo);
      await confirm(order);
      expect((await summary(order.buyer)).balance).toBe(50);
    });

    it('turns a clawback of points already spent into a debt the next earning pays first', async () => {
      const order = await deliveredOrder(t, owner.token, [4]);
      await confirm(order);
      const { goodsId } = await mallGoods(t, 90);
      expect((await redeem(order.buyer, goodsId)).body.code).toBe(200);
      expect((await summary(order.buyer)).balance).toBe(10);
      await approve(await refundOnly(order, 4));
      expect(await summary(order.buyer)).toMatchObject({ balance: 0, debt: 90 });
      await expectLedgerHolds(order.buyer.userId);
      // a review earns 50 with photos: all of it pays the debt; another 50 pays the rest and leaves 10
      expect(await t.db.transaction((tx) => awardReviewPoints(tx, { userId: order.buyer.userId, reviewId: 900_001, withPhotos: true }))).toBe(50);
      expect(await summary(order.buyer)).toMatchObject({ balance: 0, debt: 40 });
      await t.db.transaction((tx) => awardReviewPoints(tx, { userId: order.buyer.userId, reviewId: 900_002, withPhotos: true }));
      expect(await summary(order.buyer)).toMatchObject({ balance: 10, debt: 0 });
      // the same review never earns twice
      expect(await t.db.transaction((tx) => awardReviewPoints(tx, { userId: order.buyer.userId, reviewId: 900_002, withPhotos: true }))).toBe(0);
      await expectLedgerHolds(order.buyer.userId);
    });

    it('shows lots expiring within 30 days, and the sweep expires lots at their expiry', async () => {
      const buyer = await makeBuyer(t);
      const now = epochSeconds();
      // earned 13 months ago: expired; earned 12 months ago this month: expires on the 1st of next month
      await grantPoints(t, buyer.userId, 70, now - 400 * DAY);
      await grantPoints(t, buyer.userId, 30, now - 365 * DAY + DAY);
      await grantPoints(t, buyer.userId, 200);
      const before = await summary(buyer);
      expect(before.balance).toBe(230);
      const soon = before.lots.filter((lot) => lot.expiringSoon);
      expect(before.expiringSoon).toBe(soon.reduce((total, lot) => total + lot.remaining, 0));
      if (soon.length > 0) expect(before.nextExpiryAt).toBe(soon[0]!.expiresAt);
      expect(await expireDueLots(t.db)).toBeGreaterThanOrEqual(1);
      expect((await summary(buyer)).balance).toBe(230);
      const expired = (await history(buyer)).list.filter((line) => line.kind === PointsEntryKind.Expire);
      expect(expired.map((line) => line.points)).toEqual([-70]);
      // a second sweep finds nothing of this buyer's to expire
      await expireDueLots(t.db);
      expect((await history(buyer)).list.filter((line) => line.kind === PointsEntryKind.Expire)).toHaveLength(1);
      await expectLedgerHolds(buyer.userId);
    });

    it('keeps points to their buyer and refuses visitors', async () => {
      const buyer = await makeBuyer(t);
      await grantPoints(t, buyer.userId, 500);
      const other = await makeBuyer(t);
      expect((await summary(other)).balance).toBe(0);
      expect((await history(other)).total).toBe(0);
      expect((await t.post(`${P}/summary`, {})).body.code).toBe(401);
      expect((await t.post(`${M}/redeem`, { goodsId: 1, quantity: 1, addressId: 1, clientKey: randomUUID() })).body.code).toBe(401);
    });
  });

  describe('the point mall', () => {
    it('lists goods to visitors, shows one, and refuses goods that are not on offer', async () => {
      const { goodsId, productId } = await mallGoods(t, 1_500, 7);
      const list = (await t.post<PointGoods[]>(`${M}/list`, {})).body.data;
      expect(list.find((goods) => goods.id === goodsId)).toMatchObject({ productId, pointsPrice: 1_500, stock: 7 });
      const detail = (await t.post<PointGoodsDetail>(`${M}/detail`, { id: goodsId })).body.data;
      expect(detail).toMatchObject({ id: goodsId, maxQuantity: 7 });
      await t.db.query('update point_goods set active = false where id = $1', [goodsId]);
      expect((await t.post(`${M}/detail`, { id: goodsId })).body.code).toBe(6201);
      const buyer = await makeBuyer(t);
      await grantPoints(t, buyer.userId, 5_000);
      expect((await redeem(buyer, goodsId)).body.code).toBe(6202);
      expect((await redeem(buyer, 999_999)).body.code).toBe(6201);
      expect((await summary(buyer)).balance).toBe(5_000);
    });

    it('redeems into an order ready to ship in My orders, stock reserved, points taken from the lot expiring first', async () => {
      const { goodsId, productId } = await mallGoods(t, 400, 10);
      const buyer = await makeBuyer(t);
      const now = epochSeconds();
      await grantPoints(t, buyer.userId, 300, now - 360 * DAY); // expires first
      await grantPoints(t, buyer.userId, 1_000);
      const res = await redeem(buyer, goodsId, { quantity: 2 });
      expect(res.body.code, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ pointsSpent: 800, balance: 500 });
      const lots = (await summary(buyer)).lots;
      expect(lots.map((lot) => lot.remaining)).toEqual([500]);
      expect((await stockOf(t, productId)).stock).toBe(8);
      const orders = (await t.post<OrderPage>(`${ORDER}/order/mall/list`, { tab: 'all' }, buyer.token)).body.data;
      const order = orders.list.find((o) => o.orderNo === res.body.data.orderNo)!;
      expect(order).toMatchObject({ status: OrderStatus.ReadyToShip, payable: 0, pointsSpent: 800 });
      expect(order.items[0]).toMatchObject({ productId, quantity: 2 });
      const spent = (await history(buyer)).list[0]!;
      expect(spent).toMatchObject({ kind: PointsEntryKind.Spend, points: -800, orderNo: res.body.data.orderNo });
      expect(spent.goodsNameEn).toBeTruthy();
      await expectLedgerHolds(buyer.userId);
    });

    it('gives the points and the stock back when the buyer cancels before shipping', async () => {
      const { goodsId, productId } = await mallGoods(t, 250, 5);
      const buyer = await makeBuyer(t);
      await grantPoints(t, buyer.userId, 300);
      const { orderNo } = (await redeem(buyer, goodsId)).body.data;
      const cancelled = await t.post(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'changed my mind' }, buyer.token);
      expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe(200);
      expect((await summary(buyer)).balance).toBe(300);
      expect((await stockOf(t, productId)).stock).toBe(5);
      expect((await history(buyer)).list[0]).toMatchObject({ kind: PointsEntryKind.Return, points: 250 });
      await expectLedgerHolds(buyer.userId);
    });

    it('is shipped from the goods owner’s desk and received like any order; it earns no points', async () => {
      const [own] = await t.db.query<{ productId: number; skuId: number; warehouseCode: string }>(
        `select p.id as "productId", k.id as "skuId", s.warehouse_code as "warehouseCode"
           from product p join product_sku k on k.product_id = p.id join sku_stock s on s.sku_id = k.id
          where p.owner_id = $1 and p.status = 1 and k.status = 1 and not p.has_options and s.quantity >= 5 order by p.id limit 1`,
        [owner.ownerId],
      );
      const goodsId = await offerGoods(t.db, { ...own!, pointsPrice: 300 });
      const buyer = await makeBuyer(t);
      await grantPoints(t, buyer.userId, 300);
      const { orderNo } = (await redeem(buyer, goodsId)).body.data;
      const desk = (await t.post<OrderPage>(`${ORDER}/seller/order/list`, { tab: 'all', keyword: orderNo }, owner.token)).body.data;
      expect(desk.list.map((o) => o.orderNo)).toContain(orderNo);
      const detail = (await t.post<OrderDetail>(`${ORDER}/order/mall/detail`, { orderNo }, buyer.token)).body.data;
      const items = detail.items.map((item) => ({ itemId: item.id, trackingNo: `DPD${item.id}`, logisticsCompany: 'DPD' }));
      expect((await t.post(`${ORDER}/seller/order/ship`, { orderNo, items }, owner.token)).body.code).toBe(200);
      expect((await t.post(`${ORDER}/seller/order/deliver`, { orderNo }, owner.token)).body.code).toBe(200);
      const received = await t.post<OrderDetail>(`${ORDER}/order/mall/confirmReceipt`, { orderNo }, buyer.token);
      expect(received.body.code, JSON.stringify(received.body)).toBe(200);
      expect(received.body.data.status).toBe(OrderStatus.Completed);
      expect(await summary(buyer)).toMatchObject({ balance: 0 });
      expect((await history(buyer)).list.map((line) => line.kind)).toEqual([PointsEntryKind.Spend, PointsEntryKind.Earn]);
    });

    it('refuses too few points, another buyer’s address and a reused key, changing nothing', async () => {
      const { goodsId, productId } = await mallGoods(t, 600, 5);
      const buyer = await makeBuyer(t);
      await grantPoints(t, buyer.userId, 599);
      expect((await redeem(buyer, goodsId)).body.code).toBe(6200);
      await grantPoints(t, buyer.userId, 1_000);
      const other = await makeBuyer(t);
      expect((await redeem(buyer, goodsId, { addressId: other.addressId })).body.code).toBe(6008);
      const clientKey = randomUUID();
      expect((await redeem(buyer, goodsId, { clientKey })).body.code).toBe(200);
      expect((await redeem(buyer, goodsId, { clientKey, quantity: 2 })).body.code).toBe(6203);
      expect((await summary(buyer)).balance).toBe(999);
      expect((await stockOf(t, productId)).stock).toBe(4);
      const noPermission = await makeBuyer(t, { purchasePermission: false });
      await grantPoints(t, noPermission.userId, 1_000);
      expect((await redeem(noPermission, goodsId)).body.code).toBe(6001);
    });
  });

  describe('concurrency', () => {
    it('spends points twice at once only once: 50 redemptions for points enough for one', async () => {
      const { goodsId, productId } = await mallGoods(t, 700, 100);
      const buyer = await makeBuyer(t);
      await grantPoints(t, buyer.userId, 1_000);
      const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(buyer, goodsId)));
      const codes = answers.map((res) => res.body.code);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 6200)).toHaveLength(49);
      expect((await summary(buyer)).balance).toBe(300);
      expect((await stockOf(t, productId)).stock).toBe(99);
      await expectLedgerHolds(buyer.userId);
    });

    it('answers 50 repeats of one client key with one order', async () => {
      const { goodsId, productId } = await mallGoods(t, 100, 100);
      const buyer = await makeBuyer(t);
      await grantPoints(t, buyer.userId, 1_000);
      const clientKey = randomUUID();
      const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(buyer, goodsId, { clientKey })));
      expect(answers.every((res) => res.body.code === 200)).toBe(true);
      expect(new Set(answers.map((res) => res.body.data.orderNo)).size).toBe(1);
      expect((await summary(buyer)).balance).toBe(900);
      expect((await stockOf(t, productId)).stock).toBe(99);
    });

    it('keeps the ledger whole when a refund races a redemption', async () => {
      const { goodsId } = await mallGoods(t, 80, 100);
      const races = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const order = await deliveredOrder(t, owner.token, [4]);
          await confirm(order); // 100 points
          const returnNo = await refundOnly(order, 4); // refunds everything: claws back 100
          const [refunded, redeemed] = await Promise.all([approve(returnNo), redeem(order.buyer, goodsId)]);
          return { order, refunded: refunded.body.code, redeemed: redeemed.body.code };
        }),
      );
      for (const race of races) {
        expect(race.refunded).toBe(200);
        expect([200, 6200]).toContain(race.redeemed);
        const ledger = await expectLedgerHolds(race.order.buyer.userId);
        // redeemed first: 20 left, 80 owed after the clawback took them; refunded first: nothing to redeem with
        if (race.redeemed === 200) expect(ledger).toMatchObject({ lots: 0, debt: 80 });
        else expect(ledger).toMatchObject({ lots: 0, debt: 0 });
      }
    });
  });
});
