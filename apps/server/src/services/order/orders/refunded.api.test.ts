/**
 * An order's "Refunded" figure is one derived figure from its refund rows (issue 31 item 3), on both
 * engines: a cancellation's refund, a refund-only request's, a return's, a platform decision's and an
 * after-sales request's each show on the order, and together they add up. Before, only cancellations
 * were counted (the order pages said "Refunded £0.00" after every other kind).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterSaleDetail, CancelResult, OrderDetail, OrderPage, ReturnDetail, Trade } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { agentToken, deliveredOrder, demoOwner } from '../returns/testing';
import { ORDER, type TestBuyer, cartLine, makeBuyer, payByCard, placeBody, productWithStock } from './testing';

describe.each(engines)('the order’s refunded figure on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
    agent = await agentToken(t);
  });
  afterAll(async () => t.close());

  const refundedOf = async (buyer: TestBuyer, orderNo: string) => (await t.post<OrderDetail>(`${ORDER}/order/mall/detail`, { orderNo }, buyer.token)).body.data.refundedAmount;
  const ownersView = async (orderNo: string) =>
    (await t.post<OrderPage>(`${ORDER}/seller/order/list`, { keyword: orderNo }, owner.token)).body.data.list.find((row) => row.orderNo === orderNo)?.refundedAmount;
  const ok = <T>(res: { body: { code: number; data: T } }) => {
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const applyReturn = async (order: Awaited<ReturnType<typeof deliveredOrder>>, kind: 1 | 2, index: number, quantity: number) =>
    ok(
      await t.post<ReturnDetail>(
        `${ORDER}/return/mall/apply`,
        { clientKey: randomUUID(), orderNo: order.orderNo, kind, reason: 'faulty', lines: [{ orderItemId: order.items[index]!.id, quantity }] },
        order.buyer.token,
      ),
    );

  it('counts a cancellation’s refund', async () => {
    const buyer = await makeBuyer(t);
    const product = await productWithStock(t, 5);
    const placed = ok(await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [await cartLine(t, buyer, product.productId, 1)]), buyer.token));
    ok(await payByCard(t, buyer, placed));
    const orderNo = placed.orderNos[0]!;
    ok(await t.post<CancelResult>(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'Ordered by mistake' }, buyer.token));
    expect(await refundedOf(buyer, orderNo)).toBe(placed.amount);
  });

  it('counts refund-only, return, platform-decision and after-sales refunds, each as it is made', async () => {
    const order = await deliveredOrder(t, owner.token, [2, 2, 2, 2]);
    const [a, b, , d] = order.items;
    expect(await refundedOf(order.buyer, order.orderNo)).toBe(0);

    // a refund only of one unit of the first line, approved
    const refundOnly = await applyReturn(order, 2, 0, 1);
    ok(await t.post(`${ORDER}/seller/return/approve`, { returnNo: refundOnly.returnNo }, owner.token));
    let expected = a!.lineTotal / 2;
    expect(await refundedOf(order.buyer, order.orderNo)).toBe(expected);

    // a return of the second line: approved, sent back, arrived
    const back = await applyReturn(order, 1, 1, 2);
    const approved = ok(await t.post<ReturnDetail>(`${ORDER}/seller/return/approve`, { returnNo: back.returnNo }, owner.token));
    const items = approved.lines.map((line) => ({ lineId: line.id, logisticsCompany: 'DPD', trackingNo: `DPD${line.id}` }));
    ok(await t.post(`${ORDER}/return/mall/ship`, { returnNo: back.returnNo, items }, order.buyer.token));
    ok(await t.post(`${ORDER}/seller/return/confirmArrival`, { returnNo: back.returnNo }, owner.token));
    expected += b!.lineTotal;
    expect(await refundedOf(order.buyer, order.orderNo)).toBe(expected);

    // a refund only of the third line taken to the platform, which grants part of it
    const disputed = await applyReturn(order, 2, 2, 2);
    ok(await t.post(`${ORDER}/return/mall/intervene`, { returnNo: disputed.returnNo, reason: 'No answer' }, order.buyer.token));
    ok(
      await t.post(
        `${ORDER}/platform/return/decide`,
        { returnNo: disputed.returnNo, decision: 'partial', note: 'Half', lines: [{ lineId: disputed.lines[0]!.id, amount: 1234 }] },
        agent,
      ),
    );
    expected += 1234;
    expect(await refundedOf(order.buyer, order.orderNo)).toBe(expected);

    // an after-sales request on the fourth line with nothing to send back, approved: refunded at once
    const damaged = ok(
      await t.post<AfterSaleDetail>(
        `${ORDER}/afterSale/mall/apply`,
        { clientKey: randomUUID(), orderNo: order.orderNo, orderItemId: d!.id, receiptStatus: 1, applyQuantity: 1, returnQuantity: 0, applyAmount: 999, reason: 'faulty' },
        order.buyer.token,
      ),
    );
    ok(await t.post(`${ORDER}/seller/afterSale/approve`, { afterSaleNo: damaged.afterSaleNo }, owner.token));
    expected += 999;
    expect(await refundedOf(order.buyer, order.orderNo)).toBe(expected);
    // the goods owner's view of the order reads the same figure
    expect(await ownersView(order.orderNo)).toBe(expected);
    // and it is what the refund rows say
    const [rows] = await t.db.query<{ total: number }>('select sum(r.amount)::int as total from refund r join shop_order o on o.id = r.order_id where o.order_no = $1', [
      order.orderNo,
    ]);
    expect(rows!.total).toBe(expected);
  });
});
