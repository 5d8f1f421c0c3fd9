/**
 * The order service's staff actions in the audit log (issue 34 item 7, second pass) on both engines: customer service's
 * decisions at the intervention desk on returns and after-sales requests, and the platform acting on a goods owner's desk
 * (shipping, out for delivery, approving, rejecting, refusing, confirming the goods, asking customer service to step in,
 * stopping a request, replying to a review). Each is one row written in the change's own transaction, with the record
 * as it was and as it became; the goods owner's and the buyer's own moves, a repeat that changes nothing and a refused
 * move record nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AfterSaleDetail, AfterSaleStatus, OrderStatus, type ReturnDetail, ReturnStatus, type ReviewDetail } from '@clearlot/contract';
import { type TestApp, createTestApp, engines, platformAccount } from '../../testing/harness';
import { ORDER, type DeliveredOrder, agentToken, deliveredOrder, demoOwner } from './returns/testing';

interface AuditRow {
  action: string;
  actor_user_id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(engines)('staff actions of the order service on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  let agent: string;
  let agentId: number;
  let platform: { userId: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
    agent = await agentToken(t);
    agentId = (await t.db.query<{ id: number }>(`select id from app_user where email = 'agent@clearlot.test'`))[0]!.id;
    platform = await platformAccount(t);
  });
  afterAll(() => t.close());

  const audit = (kind: string, id: string | number) =>
    t.db.query<AuditRow>('select action, actor_user_id, before, after from staff_action where target_kind = $1 and target_id = $2 order by id', [kind, String(id)]);
  const ok = <T>(res: { body: { code: number; data: T } }): T => {
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const applyReturn = async (order: DeliveredOrder, kind: 1 | 2, lines: Array<{ orderItemId: number; quantity: number }>) =>
    ok(await t.post<ReturnDetail>(`${ORDER}/return/mall/apply`, { clientKey: randomUUID(), orderNo: order.orderNo, kind, reason: 'damaged', lines }, order.buyer.token));
  const applyAfterSale = async (order: DeliveredOrder, itemIndex: number, body: Record<string, unknown> = {}) =>
    ok(
      await t.post<AfterSaleDetail>(
        `${ORDER}/afterSale/mall/apply`,
        {
          clientKey: randomUUID(),
          orderNo: order.orderNo,
          orderItemId: order.items[itemIndex]!.id,
          receiptStatus: 1,
          applyQuantity: 1,
          returnQuantity: 0,
          // a line of a running flash deal may cost less than £10
          applyAmount: Math.min(1000, order.items[itemIndex]!.lineTotal),
          reason: 'faulty',
          ...body,
        },
        order.buyer.token,
      ),
    );

  it('records customer service deciding a return in intervention, in part or not at all; the buyer’s and goods owner’s own moves record nothing', async () => {
    const order = await deliveredOrder(t, owner.token, [2, 1]);
    const [a, b] = order.items;
    const asked = await applyReturn(order, 2, [
      { orderItemId: a!.id, quantity: 2 },
      { orderItemId: b!.id, quantity: 1 },
    ]);
    ok(await t.post(`${ORDER}/return/mall/intervene`, { returnNo: asked.returnNo, reason: 'The owner does not answer' }, order.buyer.token));
    expect(await audit('return', asked.returnNo)).toEqual([]);
    // shipped and delivered by the goods owner themself: no staff action
    expect(await audit('order', order.orderNo)).toEqual([]);

    const line = asked.lines[0]!;
    const half = Math.floor(line.refundAmount / 2);
    const decision = { decision: 'partial', lines: [{ lineId: line.id, amount: half }], note: 'Half of the first item' };
    // refused (more than the line asks): nothing recorded
    expect(
      (await t.post(`${ORDER}/platform/return/decide`, { ...decision, returnNo: asked.returnNo, lines: [{ lineId: line.id, amount: line.refundAmount + 1 }] }, agent)).body.code,
    ).toBe(6119);
    expect(await audit('return', asked.returnNo)).toEqual([]);
    ok(await t.post(`${ORDER}/platform/return/decide`, { returnNo: asked.returnNo, ...decision }, agent));
    // a second decision changes nothing (answered as the first) and records nothing more
    await t.post(`${ORDER}/platform/return/decide`, { returnNo: asked.returnNo, decision: 'none', note: 'again' }, agent);
    expect(await audit('return', asked.returnNo)).toEqual([
      {
        action: 'return.decide',
        actor_user_id: agentId,
        before: { status: ReturnStatus.PlatformIntervention, interventionDecision: null, orderNo: order.orderNo },
        after: { status: ReturnStatus.Completed, interventionDecision: 'partial', ...decision },
      },
    ]);

    // the goods owner approves and asks customer service to step in on a return in transit; the agent refunds nothing
    const other = await deliveredOrder(t, owner.token, [1]);
    const ret = await applyReturn(other, 1, [{ orderItemId: other.items[0]!.id, quantity: 1 }]);
    const approved = ok(await t.post<ReturnDetail>(`${ORDER}/seller/return/approve`, { returnNo: ret.returnNo }, owner.token));
    ok(
      await t.post(
        `${ORDER}/return/mall/ship`,
        { returnNo: ret.returnNo, items: [{ lineId: approved.lines[0]!.id, logisticsCompany: 'DPD', trackingNo: 'X1' }] },
        other.buyer.token,
      ),
    );
    ok(await t.post(`${ORDER}/seller/return/intervene`, { returnNo: ret.returnNo, reason: 'Parcel arrived empty' }, owner.token));
    expect(await audit('return', ret.returnNo)).toEqual([]);
    ok(await t.post(`${ORDER}/platform/return/decide`, { returnNo: ret.returnNo, decision: 'none', note: 'Carrier photos show an empty box was sent' }, agent));
    expect(await audit('return', ret.returnNo)).toEqual([
      {
        action: 'return.decide',
        actor_user_id: agentId,
        before: { status: ReturnStatus.PlatformIntervention, interventionDecision: null, orderNo: other.orderNo },
        after: { status: ReturnStatus.Rejected, interventionDecision: 'none', decision: 'none', lines: [], note: 'Carrier photos show an empty box was sent' },
      },
    ]);
  });

  it('records customer service deciding an after-sales request the goods owner stopped, a refund or none', async () => {
    const order = await deliveredOrder(t, owner.token, [2, 2]);
    const first = await applyAfterSale(order, 0, { applyQuantity: 2, returnQuantity: 1, applyAmount: 5000 });
    ok(await t.post(`${ORDER}/seller/afterSale/approve`, { afterSaleNo: first.afterSaleNo }, owner.token));
    ok(await t.post(`${ORDER}/seller/afterSale/terminate`, { afterSaleNo: first.afterSaleNo, reason: 'Nothing was sent back' }, owner.token));
    expect(await audit('afterSale', first.afterSaleNo)).toEqual([]);
    expect((await t.post(`${ORDER}/platform/afterSale/decide`, { afterSaleNo: first.afterSaleNo, decision: 'refund', amount: 5001, note: 'x' }, agent)).body.code).toBe(6160);
    ok(await t.post(`${ORDER}/platform/afterSale/decide`, { afterSaleNo: first.afterSaleNo, decision: 'refund', amount: 2000, note: 'Half the fault is shown' }, agent));
    expect((await t.post(`${ORDER}/platform/afterSale/decide`, { afterSaleNo: first.afterSaleNo, decision: 'none', note: 'again' }, agent)).body.code).toBe(6157);
    expect(await audit('afterSale', first.afterSaleNo)).toEqual([
      {
        action: 'afterSale.decide',
        actor_user_id: agentId,
        before: { status: AfterSaleStatus.PlatformIntervention, orderNo: order.orderNo, applyAmount: 5000 },
        after: { status: AfterSaleStatus.Completed, decision: 'refund', amount: 2000, note: 'Half the fault is shown' },
      },
    ]);

    const second = await applyAfterSale(order, 1);
    ok(await t.post(`${ORDER}/seller/afterSale/refuse`, { afterSaleNo: second.afterSaleNo, reason: 'Works here' }, owner.token));
    ok(await t.post(`${ORDER}/afterSale/mall/intervene`, { afterSaleNo: second.afterSaleNo, reason: 'It does not' }, order.buyer.token));
    ok(await t.post(`${ORDER}/platform/afterSale/decide`, { afterSaleNo: second.afterSaleNo, decision: 'none', note: 'Tested: no fault' }, agent));
    expect(await audit('afterSale', second.afterSaleNo)).toEqual([
      {
        action: 'afterSale.decide',
        actor_user_id: agentId,
        before: { status: AfterSaleStatus.PlatformIntervention, orderNo: order.orderNo, applyAmount: 1000 },
        after: { status: AfterSaleStatus.ReviewRejected, decision: 'none', note: 'Tested: no fault' },
      },
    ]);
  });

  it('records the platform acting on the goods owner’s desk: shipping, delivery, returns, after-sales requests and a review reply', async () => {
    const row = (action: string, before: Record<string, unknown>, after: Record<string, unknown>): AuditRow => ({ action, actor_user_id: platform.userId, before, after });
    // the platform ships and hands the order to the courier
    const order = await deliveredOrder(t, platform.token, [1, 1, 1]);
    const items = order.items.map((item) => ({ itemId: item.id, trackingNo: `DPD${item.id}`, logisticsCompany: 'DPD' }));
    expect(await audit('order', order.orderNo)).toEqual([
      row('order.ship', { status: OrderStatus.ReadyToShip }, { status: OrderStatus.InTransit, items }),
      row('order.deliver', { status: OrderStatus.InTransit }, { status: OrderStatus.OutForDelivery }),
    ]);
    // a move the order no longer allows is refused and records nothing
    expect((await t.post(`${ORDER}/seller/order/ship`, { orderNo: order.orderNo, items: items.slice(0, 1) }, platform.token)).body.code).not.toBe(200);
    expect(await audit('order', order.orderNo)).toHaveLength(2);

    // returns: approved, then the goods confirmed back; rejected; approved, shipped and sent to customer service
    const [a, b, c] = order.items;
    const returned = await applyReturn(order, 1, [{ orderItemId: a!.id, quantity: 1 }]);
    const approved = ok(await t.post<ReturnDetail>(`${ORDER}/seller/return/approve`, { returnNo: returned.returnNo }, platform.token));
    // a repeat changes nothing and records nothing
    ok(await t.post(`${ORDER}/seller/return/approve`, { returnNo: returned.returnNo }, platform.token));
    const ship = (returnNo: string, lineId: number) =>
      t.post(`${ORDER}/return/mall/ship`, { returnNo, items: [{ lineId, logisticsCompany: 'DPD', trackingNo: `R${lineId}` }] }, order.buyer.token);
    ok(await ship(returned.returnNo, approved.lines[0]!.id));
    ok(await t.post(`${ORDER}/seller/return/confirmArrival`, { returnNo: returned.returnNo }, platform.token));
    const was = (status: number) => ({ status, interventionDecision: null, orderNo: order.orderNo });
    expect(await audit('return', returned.returnNo)).toEqual([
      row('return.approve', was(ReturnStatus.ToBeConfirmed), { status: ReturnStatus.AwaitingShipment, interventionDecision: null }),
      row('return.confirmArrival', was(ReturnStatus.InTransit), { status: ReturnStatus.Completed, interventionDecision: null }),
    ]);
    const rejected = await applyReturn(order, 1, [{ orderItemId: b!.id, quantity: 1 }]);
    ok(await t.post(`${ORDER}/seller/return/reject`, { returnNo: rejected.returnNo, reason: 'Seal broken' }, platform.token));
    expect(await audit('return', rejected.returnNo)).toEqual([
      row('return.reject', was(ReturnStatus.ToBeConfirmed), { status: ReturnStatus.Rejected, interventionDecision: null, reason: 'Seal broken' }),
    ]);
    const disputed = await applyReturn(order, 1, [{ orderItemId: c!.id, quantity: 1 }]);
    const accepted = ok(await t.post<ReturnDetail>(`${ORDER}/seller/return/approve`, { returnNo: disputed.returnNo }, platform.token));
    ok(await ship(disputed.returnNo, accepted.lines[0]!.id));
    ok(await t.post(`${ORDER}/seller/return/intervene`, { returnNo: disputed.returnNo, reason: 'Parcel arrived empty' }, platform.token));
    expect((await audit('return', disputed.returnNo)).map((entry) => [entry.action, entry.before?.status, entry.after])).toEqual([
      ['return.approve', ReturnStatus.ToBeConfirmed, { status: ReturnStatus.AwaitingShipment, interventionDecision: null }],
      ['return.intervene', ReturnStatus.InTransit, { status: ReturnStatus.PlatformIntervention, interventionDecision: null, reason: 'Parcel arrived empty' }],
    ]);

    // after-sales: approved with nothing to send back (refunded at once); approved, sent back and confirmed; refused; stopped
    const second = await deliveredOrder(t, owner.token, [1, 1, 1, 1]);
    const refunded = await applyAfterSale(second, 0);
    ok(await t.post(`${ORDER}/seller/afterSale/approve`, { afterSaleNo: refunded.afterSaleNo }, platform.token));
    const sentBack = await applyAfterSale(second, 1, { returnQuantity: 1 });
    ok(await t.post(`${ORDER}/seller/afterSale/approve`, { afterSaleNo: sentBack.afterSaleNo }, platform.token));
    ok(await t.post(`${ORDER}/afterSale/mall/ship`, { afterSaleNo: sentBack.afterSaleNo, logisticsCompany: 'DPD', trackingNo: 'T1' }, second.buyer.token));
    ok(await t.post(`${ORDER}/seller/afterSale/confirmGoods`, { afterSaleNo: sentBack.afterSaleNo }, platform.token));
    const refused = await applyAfterSale(second, 2);
    ok(await t.post(`${ORDER}/seller/afterSale/refuse`, { afterSaleNo: refused.afterSaleNo, reason: 'Works here' }, platform.token));
    const stopped = await applyAfterSale(second, 3, { returnQuantity: 1 });
    ok(await t.post(`${ORDER}/seller/afterSale/approve`, { afterSaleNo: stopped.afterSaleNo }, platform.token));
    ok(await t.post(`${ORDER}/seller/afterSale/terminate`, { afterSaleNo: stopped.afterSaleNo, reason: 'Nothing was sent back' }, platform.token));
    const moves = async (afterSaleNo: string) => (await audit('afterSale', afterSaleNo)).map((entry) => [entry.action, entry.actor_user_id, entry.before?.status, entry.after]);
    expect(await moves(refunded.afterSaleNo)).toEqual([['afterSale.approve', platform.userId, AfterSaleStatus.ToBeConfirmed, { status: AfterSaleStatus.AwaitingReceipt }]]);
    expect(await moves(sentBack.afterSaleNo)).toEqual([
      ['afterSale.approve', platform.userId, AfterSaleStatus.ToBeConfirmed, { status: AfterSaleStatus.PendingShipment }],
      ['afterSale.confirmGoods', platform.userId, AfterSaleStatus.InTransit, { status: AfterSaleStatus.AwaitingReceipt }],
    ]);
    expect(await moves(refused.afterSaleNo)).toEqual([
      ['afterSale.refuse', platform.userId, AfterSaleStatus.ToBeConfirmed, { status: AfterSaleStatus.ReviewRejected, reason: 'Works here' }],
    ]);
    expect(await moves(stopped.afterSaleNo)).toEqual([
      ['afterSale.approve', platform.userId, AfterSaleStatus.ToBeConfirmed, { status: AfterSaleStatus.PendingShipment }],
      ['afterSale.terminate', platform.userId, AfterSaleStatus.PendingShipment, { status: AfterSaleStatus.PlatformIntervention, reason: 'Nothing was sent back' }],
    ]);

    // reviews of a completed order, one replied to by the platform, one by the goods owner (which records nothing)
    const reviewed = await deliveredOrder(t, owner.token, [1, 1]);
    ok(await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: reviewed.orderNo }, reviewed.buyer.token));
    const add = (itemIndex: number) =>
      t.post<ReviewDetail>(`${ORDER}/review/mall/add`, { orderItemId: reviewed.items[itemIndex]!.id, rating: 3, text: 'Arrived late' }, reviewed.buyer.token);
    const [byPlatform, byOwner] = [ok(await add(0)), ok(await add(1))];
    ok(await t.post(`${ORDER}/seller/review/reply`, { reviewId: byPlatform.id, text: 'Sorry, we have changed couriers.' }, platform.token));
    ok(await t.post(`${ORDER}/seller/review/reply`, { reviewId: byOwner.id, text: 'Thank you.' }, owner.token));
    expect(await audit('review', byPlatform.id)).toEqual([row('review.reply', { reply: null }, { reply: 'Sorry, we have changed couriers.' })]);
    expect(await audit('review', byOwner.id)).toEqual([]);
  });
});
