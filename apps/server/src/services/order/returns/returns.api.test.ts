import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';
import {
  type RefundDetail,
  type RefundPage,
  type ReturnDetail,
  type ReturnPage,
  type ReturnTabCounts,
  type ReturnableOrder,
  RETURN_REVIEW_HOURS,
  RETURN_WINDOW_DAYS,
  ReturnStatus,
} from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { type TestBuyer, makeBuyer } from '../orders/testing';
import { ORDER, type DeliveredOrder, agentToken, deliveredOrder, demoOwner, otherOwnerToken, uploadedPhoto } from './testing';

const R = `${ORDER}/return/mall`;
const S = `${ORDER}/seller/return`;
const P = `${ORDER}/platform/return`;

describe.each(engines)('returns and refund-only requests on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
    agent = await agentToken(t);
  });
  afterAll(() => t.close());

  const apply = (buyer: TestBuyer, body: Record<string, unknown>) => t.post<ReturnDetail>(`${R}/apply`, { clientKey: randomUUID(), reason: 'damaged', ...body }, buyer.token);
  const applyOk = async (buyer: TestBuyer, body: Record<string, unknown>) => {
    const res = await apply(buyer, body);
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const ownerDo = (action: string, body: Record<string, unknown>) => t.post<ReturnDetail>(`${S}/${action}`, body, owner.token);
  const refundedFor = async (orderNo: string) => {
    const [row] = await t.db.query<{ total: number }>(
      'select coalesce(sum(r.amount), 0)::int as total from refund r join shop_order o on o.id = r.order_id where o.order_no = $1',
      [orderNo],
    );
    return row!.total;
  };
  const returnable = async (order: DeliveredOrder) => (await t.post<ReturnableOrder>(`${R}/returnable`, { orderNo: order.orderNo }, order.buyer.token)).body.data;

  it('takes a return and refund through review, shipment and arrival to its refund, logging every status', async () => {
    const order = await deliveredOrder(t, owner.token, [3, 2]);
    const [a, b] = order.items;
    const before = await returnable(order);
    expect(before).toMatchObject({ canApply: true, windowDays: RETURN_WINDOW_DAYS });
    expect(before.windowClosesAt! - before.windowStartedAt!).toBe(RETURN_WINDOW_DAYS * 86_400);
    expect(before.lines.map((l) => l.returnableQuantity)).toEqual([3, 2]);

    const photo = await uploadedPhoto(t, order.buyer.userId);
    const applied = await applyOk(order.buyer, {
      orderNo: order.orderNo,
      kind: 1,
      lines: [
        { orderItemId: a!.id, quantity: 2 },
        { orderItemId: b!.id, quantity: 2 },
      ],
      reasonText: 'Two boxes crushed',
      photos: [photo],
      notes: 'Collect from the loading bay',
    });
    expect(applied).toMatchObject({ status: ReturnStatus.ToBeConfirmed, kind: 1, reason: 'damaged', photos: [photo], refundedAmount: null, returnAddress: null });
    expect(applied.logs.map((l) => [l.status, l.actor])).toEqual([
      [1, 'buyer'],
      [2, 'buyer'],
    ]);
    expect(applied.logs[1]!.messageEn).toBe('Waiting for the goods owner to review the request.');
    expect(applied.reviewDeadline! - applied.createdAt).toBeGreaterThanOrEqual(RETURN_REVIEW_HOURS * 3600 - 5);
    expect(applied.nextDeadline).toEqual({ kind: 'review', at: applied.reviewDeadline });
    // 2 of 3 units of a line paid 7500 is its share rounded down; all units of a line are what it was paid
    expect(applied.lines.map((l) => l.refundAmount)).toEqual([Math.floor((a!.lineTotal * 2) / 3), b!.lineTotal]);
    expect(applied.actions).toMatchObject({ cancel: true, ship: false, askIntervention: true, approve: false, downloadLabel: false });
    expect((await returnable(order)).lines.map((l) => l.returnableQuantity)).toEqual([1, 0]);

    const desk = await t.post<ReturnPage>(`${S}/list`, { tab: 'toBeConfirmed', keyword: applied.returnNo }, owner.token);
    expect(desk.body.data.list.map((r) => r.returnNo)).toEqual([applied.returnNo]);
    expect(desk.body.data.list[0]!.actions).toMatchObject({ approve: true, reject: true, cancel: false });
    const approved = (await ownerDo('approve', { returnNo: applied.returnNo })).body.data;
    expect(approved.status).toBe(ReturnStatus.AwaitingShipment);
    expect(approved.returnAddress).toMatchObject({ countryCode: expect.any(String), address: expect.any(String) });
    expect(approved.reviewDeadline).toBeNull();
    expect((await ownerDo('approve', { returnNo: applied.returnNo })).body.data.status).toBe(ReturnStatus.AwaitingShipment);

    // the label is a real PDF, for the buyer and the goods owner
    for (const token of [order.buyer.token, owner.token]) {
      const label = await t.app.inject({ method: 'GET', url: `${ORDER}/return/label/${applied.returnNo}`, headers: { authorization: `Bearer ${token}` } });
      expect(label.statusCode).toBe(200);
      expect(label.headers['content-type']).toBe('application/pdf');
      expect(label.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // read back by a PDF reader (pdf.js through unpdf): the words are there
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(label.rawPayload)), { mergePages: true });
      expect(text).toContain(`Return no. ${applied.returnNo}`);
      expect(text).toContain('DELIVER TO (RETURNS)');
    }

    const missing = await t.post(
      `${R}/ship`,
      { returnNo: applied.returnNo, items: [{ lineId: approved.lines[0]!.id, logisticsCompany: 'DPD', trackingNo: 'R1' }] },
      order.buyer.token,
    );
    expect(missing.body.code).toBe(6118);
    const items = approved.lines.map((l, i) => ({ lineId: l.id, logisticsCompany: 'Royal Mail', trackingNo: `RM${i}GB` }));
    const shipped = (await t.post<ReturnDetail>(`${R}/ship`, { returnNo: applied.returnNo, items }, order.buyer.token)).body.data;
    expect(shipped.status).toBe(ReturnStatus.InTransit);
    expect(shipped.lines.map((l) => l.trackingNo)).toEqual(['RM0GB', 'RM1GB']);
    expect((await t.post<ReturnDetail>(`${R}/ship`, { returnNo: applied.returnNo, items }, order.buyer.token)).body.code).toBe(200);
    expect((await t.post(`${R}/cancel`, { returnNo: applied.returnNo }, order.buyer.token)).body.code).toBe(6116);

    const done = (await ownerDo('confirmArrival', { returnNo: applied.returnNo })).body.data;
    expect(done.status).toBe(ReturnStatus.Completed);
    expect(done.logs.map((l) => l.status)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(done.refundedAmount).toBe(done.refundAmount);
    expect(await refundedFor(order.orderNo)).toBe(done.refundAmount);
    // a repeat changes nothing and refunds nothing more
    expect((await ownerDo('confirmArrival', { returnNo: applied.returnNo })).body.data.status).toBe(ReturnStatus.Completed);
    expect(await refundedFor(order.orderNo)).toBe(done.refundAmount);
    expect((await returnable(order)).lines.map((l) => l.returnableQuantity)).toEqual([1, 0]);

    const counts = (await t.post<ReturnTabCounts>(`${R}/tabCounts`, {}, order.buyer.token)).body.data;
    expect(counts).toMatchObject({ all: 1, completed: 1, toBeConfirmed: 0 });
    // each change told the other side once: the owner of the application and the shipment, the buyer of the approval and the completion
    const mails = await t.db.query<{ recipient: string }>('select recipient from outbox_message where subject like $1 order by id', [`%${applied.returnNo}%`]);
    const buyerEmail = (await t.db.query<{ email: string }>('select email from app_user where id = $1', [order.buyer.userId]))[0]!.email;
    expect(mails.map((m) => m.recipient)).toEqual(['owner@clearlot.test', buyerEmail, 'owner@clearlot.test', buyerEmail]);
  });

  it('approves a refund only straight to completion with its refund; a repeat refunds nothing more', async () => {
    const order = await deliveredOrder(t, owner.token, [4]);
    const applied = await applyOk(order.buyer, { orderNo: order.orderNo, kind: 2, reason: 'missingItems', lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }] });
    const done = (await ownerDo('approve', { returnNo: applied.returnNo })).body.data;
    expect(done.status).toBe(ReturnStatus.Completed);
    expect(done.logs.map((l) => l.status)).toEqual([1, 2, 6]);
    expect(done.logs[2]!.noteEn).toBe('Refund approved without returning the items.');
    expect(done.refundedAmount).toBe(order.items[0]!.lineTotal / 4);
    expect((await ownerDo('approve', { returnNo: applied.returnNo })).body.code).toBe(200);
    expect(await refundedFor(order.orderNo)).toBe(order.items[0]!.lineTotal / 4);
    // the refund's reason is said in words, never its stored key (issue 31 item 9)
    const [made] = (await t.post<RefundPage>(ApiPath.payment.refunds, {}, order.buyer.token)).body.data.list.filter((row) => row.orderNo === order.orderNo);
    const refund = (await t.post<RefundDetail>(ApiPath.payment.refundDetail, { refundNo: made!.refundNo }, order.buyer.token)).body.data;
    expect(refund).toMatchObject({ reason: '已同意仅退款，无需退货。', reasonEn: 'Refund approved without returning the items.' });
    const label = await t.app.inject({ method: 'GET', url: `${ORDER}/return/label/${applied.returnNo}`, headers: { authorization: `Bearer ${order.buyer.token}` } });
    expect(label.json()).toMatchObject({ code: 6120 });
  });

  it('lets the goods owner reject with a reason and the buyer cancel; both give the quantities back', async () => {
    const order = await deliveredOrder(t, owner.token, [2]);
    const line = { orderItemId: order.items[0]!.id, quantity: 2 };
    const first = await applyOk(order.buyer, { orderNo: order.orderNo, kind: 1, lines: [line] });
    expect((await ownerDo('reject', { returnNo: first.returnNo, reason: ' ' })).body.code).toBe(1001);
    const rejected = (await ownerDo('reject', { returnNo: first.returnNo, reason: 'Seal broken by the buyer' })).body.data;
    expect(rejected).toMatchObject({ status: ReturnStatus.Rejected, rejectReason: 'Seal broken by the buyer', reviewDeadline: null });
    expect(rejected.logs.at(-1)).toMatchObject({ status: 7, actor: 'owner', noteEn: 'Seal broken by the buyer' });
    expect((await ownerDo('approve', { returnNo: first.returnNo })).body.code).toBe(6116);

    const second = await applyOk(order.buyer, { orderNo: order.orderNo, kind: 1, lines: [line] });
    const cancelled = (await t.post<ReturnDetail>(`${R}/cancel`, { returnNo: second.returnNo }, order.buyer.token)).body.data;
    expect(cancelled.status).toBe(ReturnStatus.Cancelled);
    expect((await t.post<ReturnDetail>(`${R}/cancel`, { returnNo: second.returnNo }, order.buyer.token)).body.data.status).toBe(ReturnStatus.Cancelled);
    expect((await returnable(order)).lines[0]!.returnableQuantity).toBe(2);
    expect(await refundedFor(order.orderNo)).toBe(0);
  });

  it('goes to platform intervention from either side; the agent grants part, or nothing', async () => {
    const order = await deliveredOrder(t, owner.token, [2, 1]);
    const [a, b] = order.items;
    const asked = await applyOk(order.buyer, {
      orderNo: order.orderNo,
      kind: 2,
      reason: 'notAsDescribed',
      lines: [
        { orderItemId: a!.id, quantity: 2 },
        { orderItemId: b!.id, quantity: 1 },
      ],
    });
    const stepIn = (await t.post<ReturnDetail>(`${R}/intervene`, { returnNo: asked.returnNo, reason: 'The owner does not answer' }, order.buyer.token)).body.data;
    expect(stepIn).toMatchObject({ status: ReturnStatus.PlatformIntervention, intervention: { askedBy: 'buyer', reason: 'The owner does not answer', decision: null } });
    expect((await ownerDo('approve', { returnNo: asked.returnNo })).body.code).toBe(6116);
    // buyers and goods owners are not the agent
    expect((await t.post(`${P}/list`, { tab: 'intervention' }, order.buyer.token)).body.code).toBe(2002);
    expect((await t.post(`${P}/decide`, { returnNo: asked.returnNo, decision: 'full', note: 'x' }, owner.token)).body.code).toBe(2002);

    const queue = (await t.post<ReturnPage>(`${P}/list`, { tab: 'intervention', keyword: asked.returnNo }, agent)).body.data;
    expect(queue.list[0]!.actions.decide).toBe(true);
    const [lineA, lineB] = stepIn.lines;
    const tooMuch = await t.post(
      `${P}/decide`,
      { returnNo: asked.returnNo, decision: 'partial', lines: [{ lineId: lineA!.id, amount: lineA!.refundAmount + 1 }], note: 'Half' },
      agent,
    );
    expect(tooMuch.body.code).toBe(6119);
    const half = Math.floor(lineA!.refundAmount / 2);
    const decided = (
      await t.post<ReturnDetail>(
        `${P}/decide`,
        { returnNo: asked.returnNo, decision: 'partial', lines: [{ lineId: lineA!.id, amount: half }], note: 'Half of the first item' },
        agent,
      )
    ).body.data;
    expect(decided).toMatchObject({ status: ReturnStatus.Completed, refundedAmount: half, intervention: { decision: 'partial', note: 'Half of the first item' } });
    expect(decided.lines.map((l) => l.refundedAmount)).toEqual([half, 0]);
    expect(decided.logs.at(-1)).toMatchObject({ status: 6, actor: 'platform' });
    expect(await refundedFor(order.orderNo)).toBe(half);
    expect(lineB!.refundAmount).toBeGreaterThan(0);

    // the goods owner asks on a return in transit; the agent decides no refund, which closes it
    const other = await deliveredOrder(t, owner.token, [1]);
    const ret = await applyOk(other.buyer, { orderNo: other.orderNo, kind: 1, lines: [{ orderItemId: other.items[0]!.id, quantity: 1 }] });
    const approved = (await ownerDo('approve', { returnNo: ret.returnNo })).body.data;
    await t.post(`${R}/ship`, { returnNo: ret.returnNo, items: [{ lineId: approved.lines[0]!.id, logisticsCompany: 'DPD', trackingNo: 'X1' }] }, other.buyer.token);
    expect((await ownerDo('intervene', { returnNo: ret.returnNo, reason: 'Parcel arrived empty' })).body.data.intervention).toMatchObject({ askedBy: 'owner' });
    const none = (await t.post<ReturnDetail>(`${P}/decide`, { returnNo: ret.returnNo, decision: 'none', note: 'Carrier photos show an empty box was sent' }, agent)).body.data;
    expect(none).toMatchObject({ status: ReturnStatus.Rejected, refundedAmount: null, intervention: { decision: 'none' } });
    expect(await refundedFor(other.orderNo)).toBe(0);
  });

  it('refuses what a request may not ask, with the catalogue error and nothing recorded', async () => {
    const order = await deliveredOrder(t, owner.token, [2]);
    const item = order.items[0]!;
    const line = [{ orderItemId: item.id, quantity: 1 }];
    const countRequests = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from return_request')).at(0)!.n;
    const before = await countRequests();

    expect((await apply(order.buyer, { orderNo: order.orderNo, kind: 1, lines: [{ orderItemId: item.id, quantity: 3 }] })).body.code).toBe(6113);
    const elsewhere = await deliveredOrder(t, owner.token, [1]);
    expect((await apply(order.buyer, { orderNo: order.orderNo, kind: 1, lines: [{ orderItemId: elsewhere.items[0]!.id, quantity: 1 }] })).body.code).toBe(6114);
    expect((await apply(order.buyer, { orderNo: elsewhere.orderNo, kind: 1, lines: [{ orderItemId: elsewhere.items[0]!.id, quantity: 1 }] })).body.code).toBe(6012);
    const theirs = await uploadedPhoto(t, elsewhere.buyer.userId);
    expect((await apply(order.buyer, { orderNo: order.orderNo, kind: 1, lines: line, photos: [theirs] })).body.code).toBe(6115);
    expect((await apply(order.buyer, { orderNo: order.orderNo, kind: 1, lines: line, photos: [{ fileName: 'x.jpg', url: `${'b'.repeat(32)}.jpg` }] })).body.code).toBe(6115);
    for (const bad of [
      { orderNo: order.orderNo, kind: 1, lines: [] },
      { orderNo: order.orderNo, kind: 1, lines: [{ orderItemId: item.id, quantity: 0 }] },
      { orderNo: order.orderNo, kind: 1, lines: line, reason: 'other' },
      { orderNo: order.orderNo, kind: 1, lines: line, reason: 'missingItems' },
      { orderNo: order.orderNo, kind: 1, lines: line, notes: 'x'.repeat(501) },
      { orderNo: order.orderNo, kind: 1, lines: line, refundAmount: 1 },
      { orderNo: '../etc', kind: 1, lines: line },
    ]) {
      const res = await apply(order.buyer, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe(1001);
      expect(res.body.messageEn).toBeTruthy();
    }
    expect(await countRequests()).toBe(before);

    // outside the window, and before the order went out for delivery
    await t.db.query(`update order_log set created_at = created_at - interval '15 days' where order_id = (select id from shop_order where order_no = $1) and status = 7`, [
      order.orderNo,
    ]);
    expect((await returnable(order)).canApply).toBe(false);
    expect((await apply(order.buyer, { orderNo: order.orderNo, kind: 1, lines: line })).body.code).toBe(6112);
    await t.db.query(`update shop_order set status = 6 where order_no = $1`, [elsewhere.orderNo]);
    expect((await apply(elsewhere.buyer, { orderNo: elsewhere.orderNo, kind: 1, lines: [{ orderItemId: elsewhere.items[0]!.id, quantity: 1 }] })).body.code).toBe(6111);
    expect(await countRequests()).toBe(before);
  });

  it('answers the same client key with the same request, and a key reused for other details with 6117', async () => {
    const order = await deliveredOrder(t, owner.token, [3]);
    const body = { clientKey: randomUUID(), orderNo: order.orderNo, kind: 1, lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }] };
    const [one, two] = await Promise.all([apply(order.buyer, body), apply(order.buyer, body)]);
    expect(one.body.data.returnNo).toBe(two.body.data.returnNo);
    expect((await apply(order.buyer, { ...body, lines: [{ orderItemId: order.items[0]!.id, quantity: 2 }] })).body.code).toBe(6117);
    expect((await returnable(order)).lines[0]!.returnableQuantity).toBe(2);
  });

  it('keeps every request to its buyer, its goods owner and the agent; states refuse actions they do not allow', async () => {
    const order = await deliveredOrder(t, owner.token, [2]);
    const mine = await applyOk(order.buyer, { orderNo: order.orderNo, kind: 1, lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }] });
    const stranger = await makeBuyer(t);
    const strangerOwner = await otherOwnerToken(t);
    expect((await t.post(`${R}/detail`, { returnNo: mine.returnNo }, stranger.token)).body.code).toBe(6110);
    expect((await t.post(`${R}/cancel`, { returnNo: mine.returnNo }, stranger.token)).body.code).toBe(6110);
    expect((await t.post(`${S}/detail`, { returnNo: mine.returnNo }, strangerOwner)).body.code).toBe(6110);
    expect((await t.post(`${S}/approve`, { returnNo: mine.returnNo }, strangerOwner)).body.code).toBe(6110);
    expect((await t.post(`${S}/list`, {}, order.buyer.token)).body.code).toBe(2002);
    const strangerLabel = await t.app.inject({ method: 'GET', url: `${ORDER}/return/label/${mine.returnNo}`, headers: { authorization: `Bearer ${stranger.token}` } });
    expect(strangerLabel.json()).toMatchObject({ code: 6110 });
    expect((await t.post(`${P}/detail`, { returnNo: mine.returnNo }, agent)).body.code).toBe(200);

    // wrong status for each action
    expect(
      (await t.post(`${R}/ship`, { returnNo: mine.returnNo, items: [{ lineId: mine.lines[0]!.id, logisticsCompany: 'DPD', trackingNo: 'T1' }] }, order.buyer.token)).body.code,
    ).toBe(6116);
    expect((await ownerDo('confirmArrival', { returnNo: mine.returnNo })).body.code).toBe(6116);
    expect((await t.post(`${P}/decide`, { returnNo: mine.returnNo, decision: 'full', note: 'ok' }, agent)).body.code).toBe(6116);
    expect(
      (await t.post(`${R}/ship`, { returnNo: mine.returnNo, items: [{ lineId: mine.lines[0]!.id, logisticsCompany: 'DPD', trackingNo: ' ' }] }, order.buyer.token)).body.code,
    ).toBe(1001);
  });
});
