import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditLevel, type CreditScoreView, ORDER_AMOUNT_LIMIT, type ReturnDetail, type Trade } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { type TestBuyer, cartLine, makeBuyer, payByCard, placeBody, productWithStock } from '../../order/orders/testing';
import { ORDER, agentToken, deliveredOrder, demoOwner } from '../../order/returns/testing';
import { recalculateChangedCredit } from './service';
import { CREDIT_FACTS_VALUES, CREDIT_UP_TO_VALUES, creditFactsUpToSql, sweepMark } from './store';

describe.each(engines)('the credit score on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
  });
  afterAll(() => t.close());

  const view = async (buyer: TestBuyer) => {
    const res = await t.post<CreditScoreView>(`${ORDER}/credit/score`, {}, buyer.token);
    expect(res.body.code).toBe(200);
    return res.body.data;
  };
  const factor = (score: CreditScoreView, name: string) => score.factors.find((f) => f.factor === name)!;
  /** Places and pays an order of one unit at `price` pence; answers its number. */
  const paidOrder = async (buyer: TestBuyer, price: number) => {
    const product = await productWithStock(t, 5, price);
    const line = await cartLine(t, buyer, product.productId, 1, product.warehouseCode);
    const placed = await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [line]), buyer.token);
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(200);
    expect((await payByCard(t, buyer, placed.body.data)).body.code).toBe(200);
    return placed.body.data.orderNos[0]!;
  };

  it('starts a buyer at 600, Good, with the marketplace order limit, and is the caller’s own', async () => {
    const buyer = await makeBuyer(t);
    const score = await view(buyer);
    expect(score).toMatchObject({ score: 600, level: CreditLevel.Good, nextLevelAt: 650, orderLimit: ORDER_AMOUNT_LIMIT, history: [] });
    expect(score.factors.map((f) => f.factor)).toEqual(['completedOrders', 'paidOnTime', 'cancelledAfterPayment', 'preOrderBreaches', 'disputesLost']);
    expect((await t.post(`${ORDER}/credit/score`, {})).body.code).toBe(401);
  });

  it('is recalculated when an order completes, and the change is kept in the history', async () => {
    const order = await deliveredOrder(t, owner.token, [2]);
    expect((await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: order.orderNo }, order.buyer.token)).body.code).toBe(200);
    const score = await view(order.buyer);
    expect(score.score).toBe(612);
    expect(factor(score, 'completedOrders')).toEqual({ factor: 'completedOrders', count: 1, points: 10 });
    expect(factor(score, 'paidOnTime')).toEqual({ factor: 'paidOnTime', count: 1, points: 2 });
    expect(score.history.map((point) => point.score)).toEqual([612]);
    // someone else sees only their own
    expect((await view(await makeBuyer(t))).history).toEqual([]);
  });

  it('takes off for a cancellation after payment; the sweep records it once', async () => {
    const buyer = await makeBuyer(t);
    const orderNo = await paidOrder(buyer, 3_000);
    const cancelled = await t.post(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'ordered twice' }, buyer.token);
    expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe(200);
    const score = await view(buyer);
    expect(factor(score, 'cancelledAfterPayment').count).toBe(1);
    expect(score.score).toBe(600 + 2 - 10);
    const mark = await sweepMark(t.db);
    await recalculateChangedCredit(t.db, 0);
    // the mark moves on, so the next pass reads only what changed after it
    expect(await sweepMark(t.db)).not.toBe(mark);
    await recalculateChangedCredit(t.db, 0);
    expect((await view(buyer)).history.map((point) => point.score)).toEqual([592]);
  });

  it('takes off for a dispute the platform decided against the buyer, and records it', async () => {
    const order = await deliveredOrder(t, owner.token, [1]);
    const asked = await t.post<ReturnDetail>(
      `${ORDER}/return/mall/apply`,
      { clientKey: randomUUID(), orderNo: order.orderNo, kind: 2, reason: 'notAsDescribed', lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }] },
      order.buyer.token,
    );
    expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
    const returnNo = asked.body.data.returnNo;
    expect((await t.post(`${ORDER}/return/mall/intervene`, { returnNo, reason: 'The owner does not answer' }, order.buyer.token)).body.code).toBe(200);
    const decided = await t.post(`${ORDER}/platform/return/decide`, { returnNo, decision: 'none', note: 'The photos show the goods as described' }, await agentToken(t));
    expect(decided.body.code, JSON.stringify(decided.body)).toBe(200);
    const score = await view(order.buyer);
    expect(factor(score, 'disputesLost')).toEqual({ factor: 'disputesLost', count: 1, points: -30 });
    expect(score.score).toBe(600 + 2 - 30);
    await recalculateChangedCredit(t.db, 0);
    expect((await view(order.buyer)).history[0]).toMatchObject({ score: 572, level: CreditLevel.Good });
  });

  it('counts a pre-order the buyer cancels, its penalty kept, as a breach', async () => {
    const buyer = await makeBuyer(t);
    const product = await productWithStock(t, 5, 3_000);
    const line = await cartLine(t, buyer, product.productId, 4, product.warehouseCode);
    const placed = await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [line], { orderType: 2 }), buyer.token);
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(200);
    expect((await payByCard(t, buyer, placed.body.data)).body.code).toBe(200);
    const cancelled = await t.post(`${ORDER}/order/mall/cancel`, { orderNo: placed.body.data.orderNos[0], reason: 'no longer needed' }, buyer.token);
    expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe(200);
    const score = await view(buyer);
    expect(factor(score, 'preOrderBreaches').count).toBe(1);
    expect(factor(score, 'cancelledAfterPayment').count).toBe(0);
    expect(score.score).toBe(600 + 2 - 50);
  });

  it('limits a Poor buyer to £5,000.00 a checkout, and says so', async () => {
    const buyer = await makeBuyer(t);
    const orderNos = [];
    for (let index = 0; index < 4; index += 1) orderNos.push(await paidOrder(buyer, 2_500));
    // four pre-order breaches: the penalty kept on cancelled orders (rules/credit.ts counts penalty > 0)
    await t.db.query('update shop_order set status = 12, penalty = 100, closed_at = now() where order_no = any($1::text[])', [orderNos]);
    const score = await view(buyer);
    expect(score).toMatchObject({ score: 600 + 8 - 200, level: CreditLevel.Poor, orderLimit: 500_000 });
    const big = await productWithStock(t, 5, 600_000);
    const tooMuch = await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [await cartLine(t, buyer, big.productId, 1, big.warehouseCode)]), buyer.token);
    expect(tooMuch.body.code).toBe(6204);
    expect(tooMuch.body.messageEn).toContain('credit level');
    const fine = await productWithStock(t, 5, 400_000);
    const placed = await t.post<Trade>(
      `${ORDER}/order/mall/save`,
      { ...placeBody(buyer, [await cartLine(t, buyer, fine.productId, 1, fine.warehouseCode)]), clientKey: randomUUID() },
      buyer.token,
    );
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(200);
  });

  it('places an order against a long history by counting only as far as each count can move the score', async () => {
    const buyer = await makeBuyer(t);
    const orderNo = await paidOrder(buyer, 2_500);
    // forty more paid orders like it: twenty completed and twelve pre-order breaches among them
    const columns = (
      await t.db.query<{ name: string }>(
        "select column_name as name from information_schema.columns where table_name = 'shop_order' and column_name not in ('id', 'order_no') order by ordinal_position",
      )
    ).map((column) => column.name);
    await t.db.query(
      `insert into shop_order (order_no, ${columns.join(', ')})
       select 'CP' || g || o.order_no, ${columns.map((column) => `o.${column}`).join(', ')} from shop_order o cross join generate_series(1, 40) g where o.order_no = $1`,
      [orderNo],
    );
    const copies = (n: number) => `(select id from shop_order where user_id = $1 and order_no like 'CP%' order by id limit ${n})`;
    await t.db.query(`update shop_order set status = 8, closed_at = now() where id in ${copies(20)}`, [buyer.userId]);
    await t.db.query(
      `update shop_order set status = 12, penalty = 100, closed_at = now() where id in (select id from shop_order where user_id = $1 and order_no like 'CP%' and status <> 8 order by id limit 12)`,
      [buyer.userId],
    );

    // the page counts everything: 600 + 150 (capped) + 50 (capped) − 600 is below the floor
    const score = await view(buyer);
    expect(score.factors.map((f) => [f.factor, f.count])).toEqual([
      ['completedOrders', 20],
      ['paidOnTime', 41],
      ['cancelledAfterPayment', 0],
      ['preOrderBreaches', 12],
      ['disputesLost', 0],
    ]);
    expect(score).toMatchObject({ score: 300, level: CreditLevel.Poor, orderLimit: 500_000 });
    // placing an order counts each only as far as it matters (rules/credit.ts CREDIT_COUNTS_THAT_MATTER)
    const [upTo] = await t.db.query(creditFactsUpToSql({ user: '$1', completed: '$2', cancelled: '$3', windowDays: '$4', firstUpTo: 5 }), [
      buyer.userId,
      CREDIT_FACTS_VALUES.completed,
      CREDIT_FACTS_VALUES.cancelled,
      CREDIT_FACTS_VALUES.windowDays,
      ...CREDIT_UP_TO_VALUES,
    ]);
    expect(upTo).toEqual({ completedOrders: 15, paidOnTime: 25, cancelledAfterPayment: 0, preOrderBreaches: 10, disputesLost: 0 });
    // and comes to the same level: a Poor buyer's limit
    const big = await productWithStock(t, 5, 600_000);
    const tooMuch = await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [await cartLine(t, buyer, big.productId, 1, big.warehouseCode)]), buyer.token);
    expect(tooMuch.body.code).toBe(6204);
    const fine = await productWithStock(t, 5, 400_000);
    const placed = await t.post<Trade>(
      `${ORDER}/order/mall/save`,
      { ...placeBody(buyer, [await cartLine(t, buyer, fine.productId, 1, fine.warehouseCode)]), clientKey: randomUUID() },
      buyer.token,
    );
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(200);
  });
});
