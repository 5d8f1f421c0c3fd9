/**
 * After-sales requests through the API on both engines: every path through the machine (each §4
 * code on its history row), the refunds through the payment service, each refusal, someone else's
 * request, idempotency, 50 concurrent applications for one line, and the two timed rules applied
 * once with two server processes sweeping at the same moment.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFTER_SALE_CONFIRM_DAYS,
  AFTER_SALE_REVIEW_HOURS,
  AFTER_SALE_WINDOW_DAYS,
  type AfterSaleDetail,
  type AfterSaleEligibility,
  type AfterSalePage,
  AfterSaleStatus,
} from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { createOutbox } from '../../../platform/outbox';
import { type SecondProcess, type TestApp, createTestApp, engines, secondProcess } from '../../../testing/harness';
import { makeBuyer } from '../orders/testing';
import { ORDER, type DeliveredOrder, agentToken, deliveredOrder, demoOwner, otherOwnerToken, uploadedPhoto } from '../returns/testing';
import { afterSaleSweepJobs } from './sweep';

const B = `${ORDER}/afterSale/mall`;
const S = `${ORDER}/seller/afterSale`;
const P = `${ORDER}/platform/afterSale`;

describe.each(engines)('after-sales requests on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  let agent: string;
  /** a second server process (PostgreSQL); PGlite is one process by nature */
  let second: SecondProcess | null = null;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
    agent = await agentToken(t);
    if (engine === 'postgres') second = await secondProcess(t);
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const apply = (order: DeliveredOrder, body: Record<string, unknown> = {}) =>
    t.post<AfterSaleDetail>(
      `${B}/apply`,
      {
        clientKey: randomUUID(),
        orderNo: order.orderNo,
        orderItemId: order.items[0]!.id,
        receiptStatus: 1,
        applyQuantity: 1,
        returnQuantity: 0,
        applyAmount: 1000,
        reason: 'faulty',
        ...body,
      },
      order.buyer.token,
    );
  const applyOk = async (order: DeliveredOrder, body: Record<string, unknown> = {}) => {
    const res = await apply(order, body);
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const ownerDo = (action: string, body: Record<string, unknown>) => t.post<AfterSaleDetail>(`${S}/${action}`, body, owner.token);
  const buyerDo = (order: DeliveredOrder, action: string, body: Record<string, unknown>) => t.post<AfterSaleDetail>(`${B}/${action}`, body, order.buyer.token);
  const refundsOf = (afterSaleNo: string) => t.db.query<{ amount: number; source: string }>(`select amount, source from refund where source_id = $1`, [afterSaleNo]);
  const codes = (detail: AfterSaleDetail) => detail.logs.map((log) => [log.code, log.status, log.actor]);

  it('takes a request with goods to send back through review, shipment and receipt to its refund and the buyer’s confirmation', async () => {
    const order = await deliveredOrder(t, owner.token, [3]);
    const photo = await uploadedPhoto(t, order.buyer.userId);
    const applied = await applyOk(order, { applyQuantity: 2, returnQuantity: 2, applyAmount: 4000, reason: 'damagedInTransit', description: 'Two cases crushed', photos: [photo] });
    expect(applied).toMatchObject({
      status: AfterSaleStatus.ToBeConfirmed,
      receiptStatus: 1,
      applyQuantity: 2,
      returnQuantity: 2,
      applyAmount: 4000,
      refundedAmount: null,
      returnAddress: null,
      photos: [photo],
    });
    expect(applied.item).toMatchObject({ orderItemId: order.items[0]!.id, orderedQuantity: 3 });
    expect(codes(applied)).toEqual([
      ['APPLY', 1, 'buyer'],
      ['APPLY', 2, 'buyer'],
    ]);
    expect(applied.nextDeadline!.kind).toBe('review');
    expect(applied.nextDeadline!.at - applied.createdAt).toBeGreaterThanOrEqual(AFTER_SALE_REVIEW_HOURS * 3600 - 5);
    expect(applied.actions).toMatchObject({ cancel: true, ship: false, approve: false });

    const desk = (await t.post<AfterSalePage>(`${S}/list`, { status: 2 }, owner.token)).body.data;
    expect(desk.list.find((r) => r.afterSaleNo === applied.afterSaleNo)?.actions).toMatchObject({ approve: true, refuse: true, cancel: false });
    const passed = (await ownerDo('approve', { afterSaleNo: applied.afterSaleNo })).body.data;
    expect(passed.status).toBe(AfterSaleStatus.PendingShipment);
    expect(passed.returnAddress).toMatchObject({ address: expect.any(String), countryCode: expect.any(String) });
    expect(passed.nextDeadline).toBeNull();
    // a double click changes nothing
    expect((await ownerDo('approve', { afterSaleNo: applied.afterSaleNo })).body.data.logs).toHaveLength(3);

    expect((await ownerDo('confirmGoods', { afterSaleNo: applied.afterSaleNo })).body.code).toBe(6157);
    expect((await buyerDo(order, 'ship', { afterSaleNo: applied.afterSaleNo, logisticsCompany: 'DPD', trackingNo: ' ' })).body.code).toBe(1001);
    const shipped = (await buyerDo(order, 'ship', { afterSaleNo: applied.afterSaleNo, logisticsCompany: 'DPD', trackingNo: 'DPD123' })).body.data;
    expect(shipped).toMatchObject({ status: AfterSaleStatus.InTransit, logisticsCompany: 'DPD', trackingNo: 'DPD123' });
    expect((await buyerDo(order, 'cancel', { afterSaleNo: applied.afterSaleNo })).body.code).toBe(6157);

    const received = (await ownerDo('confirmGoods', { afterSaleNo: applied.afterSaleNo })).body.data;
    expect(received).toMatchObject({ status: AfterSaleStatus.AwaitingReceipt, refundedAmount: 4000, refundNo: expect.any(String) });
    expect(received.nextDeadline!.kind).toBe('confirm');
    expect(received.nextDeadline!.at - received.createdAt).toBeGreaterThanOrEqual(AFTER_SALE_CONFIRM_DAYS * 86_400 - 5);
    expect(await refundsOf(applied.afterSaleNo)).toEqual([{ amount: 4000, source: 'afterSale' }]);
    // the receipt confirmed twice makes one refund
    expect((await ownerDo('confirmGoods', { afterSaleNo: applied.afterSaleNo })).body.code).toBe(200);
    expect(await refundsOf(applied.afterSaleNo)).toHaveLength(1);

    const done = (await buyerDo(order, 'confirmRefund', { afterSaleNo: applied.afterSaleNo })).body.data;
    expect(done.status).toBe(AfterSaleStatus.Completed);
    expect(codes(done)).toEqual([
      ['APPLY', 1, 'buyer'],
      ['APPLY', 2, 'buyer'],
      ['PASS', 3, 'owner'],
      ['BUYER_RETURN', 4, 'buyer'],
      ['SELLER_CONFIRM', 5, 'owner'],
      ['BUYER_CONFIRM', 6, 'buyer'],
    ]);
    expect(done.logs[5]!.messageEn).toBe('After-sales request completed.');
    // with the first request closed, the line can be asked about again (what is left of it)
    expect((await apply(order, { applyAmount: 7500 - 4000 + 1 })).body.code).toBe(6155);
    expect((await apply(order, { applyAmount: 7500 - 4000 })).body.code).toBe(200);
  });

  it('tells the buyer what each line can still claim: money left, the open request, the period; someone else’s order is not found', async () => {
    const eligible = (order: DeliveredOrder, token = order.buyer.token) => t.post<AfterSaleEligibility>(`${B}/eligible`, { orderNo: order.orderNo }, token);
    const order = await deliveredOrder(t, owner.token, [2, 1]);
    const before = (await eligible(order)).body.data;
    expect(before.canApply).toBe(true);
    expect(before.closesAt! - Math.floor(Date.now() / 1000)).toBeGreaterThan(AFTER_SALE_WINDOW_DAYS * 86_400 - 120);
    expect(before.lines.map((line) => [line.orderItemId, line.openAfterSaleNo])).toEqual(order.items.map((item) => [item.id, null]));
    const [first, second] = before.lines;
    expect(first!.refundable).toBe(first!.unitPrice * 2);

    const open = await applyOk(order, { applyAmount: 1000 });
    const during = (await eligible(order)).body.data;
    // the open request's money is claimed: what is left to claim goes down at once, not when it is refunded (issue 31 item 2)
    expect(during.lines[0]).toMatchObject({ openAfterSaleNo: open.afterSaleNo, refundable: first!.refundable - 1000 });
    expect(during.lines[0]!.claims).toMatchObject({ ordered: 2, heldUnits: 1, pendingAmount: 1000, refundable: first!.refundable });
    expect(during.lines[1]).toMatchObject({ openAfterSaleNo: null, refundable: second!.refundable });
    expect(during.canApply).toBe(true);

    // refunded, then closed: the line offers what is left
    await ownerDo('approve', { afterSaleNo: open.afterSaleNo });
    const after = (await eligible(order)).body.data;
    expect(after.lines[0]).toMatchObject({ openAfterSaleNo: null, refundable: first!.refundable - 1000 });

    const stranger = await makeBuyer(t);
    expect((await eligible(order, stranger.token)).body.code).toBe(6012);
    expect((await t.post(`${B}/eligible`, { orderNo: 'NOPE' }, order.buyer.token)).body.code).toBe(1001);
  });

  it('refunds at once when nothing goes back, and the buyer can cancel or be refused', async () => {
    const order = await deliveredOrder(t, owner.token, [2, 2]);
    const kept = await applyOk(order, { applyAmount: 1500, reason: 'partlyUsable' });
    const refunded = (await ownerDo('approve', { afterSaleNo: kept.afterSaleNo })).body.data;
    expect(refunded).toMatchObject({ status: AfterSaleStatus.AwaitingReceipt, refundedAmount: 1500, returnAddress: null });
    expect(codes(refunded).at(-1)).toEqual(['WAIT_REFUND', 5, 'owner']);
    expect(await refundsOf(kept.afterSaleNo)).toEqual([{ amount: 1500, source: 'afterSale' }]);
    expect((await ownerDo('approve', { afterSaleNo: kept.afterSaleNo })).body.code).toBe(200);
    expect(await refundsOf(kept.afterSaleNo)).toHaveLength(1);

    const second = { ...order, items: [order.items[1]!] };
    const cancelled = await applyOk(second);
    const gone = (await buyerDo(order, 'cancel', { afterSaleNo: cancelled.afterSaleNo })).body.data;
    expect(codes(gone).at(-1)).toEqual(['BUYER_CANCEL', 8, 'buyer']);
    expect((await buyerDo(order, 'cancel', { afterSaleNo: cancelled.afterSaleNo })).body.code).toBe(200);
    expect((await ownerDo('approve', { afterSaleNo: cancelled.afterSaleNo })).body.code).toBe(6157);

    const refused = await applyOk(second);
    expect((await ownerDo('refuse', { afterSaleNo: refused.afterSaleNo, reason: ' ' })).body.code).toBe(1001);
    const closed = (await ownerDo('refuse', { afterSaleNo: refused.afterSaleNo, reason: 'The photos show no fault' })).body.data;
    expect(closed).toMatchObject({ status: AfterSaleStatus.ReviewRejected, refuseReason: 'The photos show no fault' });
    expect(codes(closed).at(-1)).toEqual(['REFUSE', 7, 'owner']);
    expect(closed.logs.at(-1)!.note).toBe('The photos show no fault');
    expect((await buyerDo(order, 'cancel', { afterSaleNo: refused.afterSaleNo })).body.code).toBe(6157);
    expect(await refundsOf(refused.afterSaleNo)).toEqual([]);
  });

  it('lets the goods owner stop a disputed request and customer service decide a refund or none', async () => {
    const order = await deliveredOrder(t, owner.token, [2, 2]);
    const first = await applyOk(order, { applyQuantity: 2, returnQuantity: 1, applyAmount: 5000 });
    await ownerDo('approve', { afterSaleNo: first.afterSaleNo });
    const stopped = (await ownerDo('terminate', { afterSaleNo: first.afterSaleNo, reason: 'Nothing was sent back' })).body.data;
    expect(stopped.status).toBe(AfterSaleStatus.PlatformIntervention);
    expect(codes(stopped).at(-1)).toEqual(['SELLER_TERMINATION', 9, 'owner']);

    expect((await t.post(`${P}/list`, { status: 9 }, order.buyer.token)).body.code).toBe(2002);
    expect((await t.post(`${P}/decide`, { afterSaleNo: first.afterSaleNo, decision: 'refund', amount: 10, note: 'x' }, owner.token)).body.code).toBe(2002);
    const queue = (await t.post<AfterSalePage>(`${P}/list`, { status: 9 }, agent)).body.data;
    expect(queue.list.find((r) => r.afterSaleNo === first.afterSaleNo)?.actions.decide).toBe(true);
    expect((await t.post(`${P}/decide`, { afterSaleNo: first.afterSaleNo, decision: 'refund', note: 'x' }, agent)).body.code).toBe(1001);
    expect((await t.post(`${P}/decide`, { afterSaleNo: first.afterSaleNo, decision: 'refund', amount: 5001, note: 'x' }, agent)).body.code).toBe(6160);
    const granted = (await t.post<AfterSaleDetail>(`${P}/decide`, { afterSaleNo: first.afterSaleNo, decision: 'refund', amount: 2000, note: 'Half the fault is shown' }, agent))
      .body.data;
    expect(granted).toMatchObject({ status: AfterSaleStatus.Completed, refundedAmount: 2000 });
    expect(codes(granted).at(-1)).toEqual(['COMPLETE', 6, 'platform']);
    expect(await refundsOf(first.afterSaleNo)).toEqual([{ amount: 2000, source: 'afterSale' }]);
    expect((await t.post(`${P}/decide`, { afterSaleNo: first.afterSaleNo, decision: 'none', note: 'again' }, agent)).body.code).toBe(6157);

    const other = { ...order, items: [order.items[1]!] };
    const second = await applyOk(other, { applyQuantity: 1, returnQuantity: 1 });
    await ownerDo('approve', { afterSaleNo: second.afterSaleNo });
    await buyerDo(order, 'ship', { afterSaleNo: second.afterSaleNo, logisticsCompany: 'DPD', trackingNo: 'T2' });
    await ownerDo('terminate', { afterSaleNo: second.afterSaleNo, reason: 'The returned unit works' });
    const none = (await t.post<AfterSaleDetail>(`${P}/decide`, { afterSaleNo: second.afterSaleNo, decision: 'none', note: 'Tested: no fault' }, agent)).body.data;
    expect(none).toMatchObject({ status: AfterSaleStatus.ReviewRejected, refuseReason: 'Tested: no fault', refundedAmount: null });
    expect(codes(none).at(-1)).toEqual(['REFUSE', 7, 'platform']);
  });

  it('refuses what cannot be asked, and keeps requests to their buyer and goods owner', async () => {
    const order = await deliveredOrder(t, owner.token, [2]);
    const elsewhere = await deliveredOrder(t, owner.token, [1]);
    const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from after_sale'))[0]!.n;
    const before = await count();
    expect((await apply(order, { applyQuantity: 3 })).body.code).toBe(6154);
    expect((await apply(order, { applyAmount: order.items[0]!.lineTotal + 1 })).body.code).toBe(6155);
    expect((await apply(order, { orderItemId: elsewhere.items[0]!.id })).body.code).toBe(6153);
    expect((await apply(order, { orderNo: elsewhere.orderNo })).body.code).toBe(6012);
    const theirs = await uploadedPhoto(t, elsewhere.buyer.userId);
    expect((await apply(order, { photos: [theirs] })).body.code).toBe(6159);
    for (const bad of [
      { applyQuantity: 0 },
      { applyQuantity: 1, returnQuantity: 2 },
      { receiptStatus: 2, returnQuantity: 1 },
      { applyAmount: 0 },
      { reason: 'changedMind' },
      { reason: 'other' },
      { description: 'x'.repeat(501) },
      { refundAmount: 1 },
      { orderNo: '../etc' },
    ]) {
      const res = await apply(order, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe(1001);
    }
    expect(await count()).toBe(before);

    // one open request per line
    const mine = await applyOk(order);
    expect((await apply(order)).body.code).toBe(6156);
    // the same key answers the same request; reused for other details it is refused
    const body = { clientKey: randomUUID(), orderItemId: elsewhere.items[0]!.id };
    const once = (await apply(elsewhere, body)).body.data;
    expect((await apply(elsewhere, body)).body.data.afterSaleNo).toBe(once.afterSaleNo);
    expect((await apply(elsewhere, { ...body, applyAmount: 999 })).body.code).toBe(6158);

    const stranger = await makeBuyer(t);
    const strangerOwner = await otherOwnerToken(t);
    expect((await t.post(`${B}/detail`, { afterSaleNo: mine.afterSaleNo }, stranger.token)).body.code).toBe(6150);
    expect((await t.post(`${B}/cancel`, { afterSaleNo: mine.afterSaleNo }, stranger.token)).body.code).toBe(6150);
    expect((await t.post(`${S}/detail`, { afterSaleNo: mine.afterSaleNo }, strangerOwner)).body.code).toBe(6150);
    expect((await t.post(`${S}/approve`, { afterSaleNo: mine.afterSaleNo }, strangerOwner)).body.code).toBe(6150);
    expect((await t.post(`${S}/list`, {}, order.buyer.token)).body.code).toBe(2002);
    expect((await t.post(`${P}/detail`, { afterSaleNo: mine.afterSaleNo }, agent)).body.code).toBe(200);
    const list = (await t.post<AfterSalePage>(`${B}/list`, {}, order.buyer.token)).body.data;
    expect(list.list.map((r) => r.afterSaleNo)).toEqual([mine.afterSaleNo]);

    // outside the 30-day period, and before the order went out for delivery
    const later = await deliveredOrder(t, owner.token, [1]);
    await t.db.query(`update order_log set created_at = created_at - interval '31 days' where order_id = (select id from shop_order where order_no = $1) and status = 7`, [
      later.orderNo,
    ]);
    expect((await apply(later)).body.code).toBe(6152);
    await t.db.query(`update shop_order set status = 6 where order_no = $1`, [later.orderNo]);
    expect((await apply(later)).body.code).toBe(6151);
  });

  it('lets one of 50 concurrent applications for a line through', async () => {
    const order = await deliveredOrder(t, owner.token, [5]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply(order)));
    const results = answers.map((a) => a.body.code);
    expect(results.filter((c) => c === 200)).toHaveLength(1);
    expect(results.filter((c) => c !== 200).every((c) => c === 6156)).toBe(true);
  });

  it('approves overdue reviews and completes unconfirmed refunds once, with two processes sweeping at the same moment', async () => {
    const goodsBack = await applyOk(await deliveredOrder(t, owner.token, [1]), { returnQuantity: 1 });
    const keep = await applyOk(await deliveredOrder(t, owner.token, [1]));
    const notDue = await applyOk(await deliveredOrder(t, owner.token, [1]));
    await t.db.query(`update after_sale set review_deadline = now() - interval '1 minute' where after_sale_no = any($1::text[])`, [[goodsBack.afterSaleNo, keep.afterSaleNo]]);
    const outboxOf = (db: Db) => createOutbox(db, { smtpUrl: null, mailFrom: 'after-sales@clearlot.test', log: t.app.log });
    const run = (index: number) => Promise.all([t.db, second?.db ?? t.db, t.db].map((db) => afterSaleSweepJobs(outboxOf(db))[index]!.run(db)));
    await run(0);

    const status = async (afterSaleNo: string) => (await t.post<AfterSaleDetail>(`${P}/detail`, { afterSaleNo }, agent)).body.data;
    const passed = await status(goodsBack.afterSaleNo);
    expect(passed.status).toBe(AfterSaleStatus.PendingShipment);
    expect(codes(passed).filter(([code]) => code === 'PASS')).toEqual([['PASS', 3, 'system']]);
    const refunded = await status(keep.afterSaleNo);
    expect(codes(refunded).filter(([code]) => code === 'WAIT_REFUND')).toEqual([['WAIT_REFUND', 5, 'system']]);
    expect(await refundsOf(keep.afterSaleNo)).toEqual([{ amount: 1000, source: 'afterSale' }]);
    expect((await status(notDue.afterSaleNo)).status).toBe(AfterSaleStatus.ToBeConfirmed);

    await t.db.query(`update after_sale set confirm_deadline = now() - interval '1 minute' where after_sale_no = $1`, [keep.afterSaleNo]);
    await run(1);
    const completed = await status(keep.afterSaleNo);
    expect(completed.status).toBe(AfterSaleStatus.Completed);
    expect(codes(completed).filter(([code]) => code === 'COMPLETE')).toEqual([['COMPLETE', 6, 'system']]);
  });
});
