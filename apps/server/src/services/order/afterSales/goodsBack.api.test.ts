/**
 * The goods an after-sales request sends back travel as a return linked to it (issue 31 item 21), on both
 * engines: approval opens the return, the buyer's shipment and the goods owner's receipt move both
 * machines in one transaction (20 receipts at once make one move and one refund), cancelling, stopping
 * and customer service's decision close it, the return is counted once in what the line can still claim,
 * it stays off the returns desks but prints its label, and the clock's approval opens it once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AfterSaleDetail, type AfterSaleEligibility, AfterSaleStatus, type ReturnPage, ReturnStatus, type ReturnableOrder } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { createOutbox } from '../../../platform/outbox';
import { type SecondProcess, type TestApp, createTestApp, engines, secondProcess } from '../../../testing/harness';
import { ORDER, type DeliveredOrder, agentToken, deliveredOrder, demoOwner } from '../returns/testing';
import { afterSaleSweepJobs } from './sweep';

const B = `${ORDER}/afterSale/mall`;
const S = `${ORDER}/seller/afterSale`;
const P = `${ORDER}/platform/afterSale`;

describe.each(engines)('after-sales goods back as a return on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  let agent: string;
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

  const applyOk = async (order: DeliveredOrder, body: Record<string, unknown> = {}) => {
    const res = await t.post<AfterSaleDetail>(
      `${B}/apply`,
      {
        clientKey: randomUUID(),
        orderNo: order.orderNo,
        orderItemId: order.items[0]!.id,
        receiptStatus: 1,
        applyQuantity: 2,
        returnQuantity: 1,
        applyAmount: 3000,
        reason: 'damagedInTransit',
        description: 'Two cases crushed; one goes back for inspection',
        ...body,
      },
      order.buyer.token,
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const ownerDo = (action: string, body: Record<string, unknown>) => t.post<AfterSaleDetail>(`${S}/${action}`, body, owner.token);
  const buyerDo = (order: DeliveredOrder, action: string, body: Record<string, unknown>) => t.post<AfterSaleDetail>(`${B}/${action}`, body, order.buyer.token);
  const refundsOf = (no: string) => t.db.query<{ amount: number; source: string }>('select amount, source from refund where source_id = $1', [no]);

  /** The return linked to the request, its line and its history (status, actor). */
  async function linkedReturn(afterSaleNo: string) {
    const [row] = await t.db.query<{
      returnNo: string;
      status: number;
      kind: number;
      reason: string;
      quantity: number;
      refundAmount: number;
      company: string | null;
      tracking: string | null;
    }>(
      `select r.return_no as "returnNo", r.status, r.kind, r.reason, l.quantity, l.refund_amount as "refundAmount", l.logistics_company as company, l.tracking_no as tracking
         from return_request r join after_sale a on a.id = r.after_sale_id join return_line l on l.return_id = r.id where a.after_sale_no = $1`,
      [afterSaleNo],
    );
    if (!row) return null;
    const history = await t.db.query<{ status: number; actor: string }>(
      'select h.status, h.actor from return_log h join return_request r on r.id = h.return_id where r.return_no = $1 order by h.id',
      [row.returnNo],
    );
    return { ...row, history: history.map((h) => [h.status, h.actor]) };
  }
  const afterSaleCodes = (detail: AfterSaleDetail) => detail.logs.map((log) => log.code);

  it('opens a return linked to the request on approval; the buyer’s shipment and the goods owner’s receipt move both, each move logged', async () => {
    const order = await deliveredOrder(t, owner.token, [3]);
    const applied = await applyOk(order);
    expect(applied).toMatchObject({ returnNo: null, returnAddress: null, logisticsCompany: null, trackingNo: null });
    expect(await linkedReturn(applied.afterSaleNo)).toBeNull();

    const passed = (await ownerDo('approve', { afterSaleNo: applied.afterSaleNo })).body.data;
    expect(passed.status).toBe(AfterSaleStatus.PendingShipment);
    const opened = (await linkedReturn(applied.afterSaleNo))!;
    // one unit goes back, asking no money of its own: the after-sales request holds the claim
    expect(opened).toMatchObject({ status: ReturnStatus.AwaitingShipment, kind: 1, reason: 'damaged', quantity: 1, refundAmount: 0, tracking: null });
    expect(opened.history).toEqual([
      [ReturnStatus.Created, 'owner'],
      [ReturnStatus.AwaitingShipment, 'owner'],
    ]);
    expect(passed.returnNo).toBe(opened.returnNo);
    expect(passed.returnAddress).toMatchObject({ address: expect.any(String), countryCode: expect.any(String) });
    // an approval repeated opens no second return
    expect((await ownerDo('approve', { afterSaleNo: applied.afterSaleNo })).body.code).toBe(200);
    expect((await t.db.query('select 1 from return_request r join shop_order o on o.id = r.order_id where o.order_no = $1', [order.orderNo])).length).toBe(1);

    // the label of the goods going back prints like any return's, for the buyer and the goods owner
    for (const token of [order.buyer.token, owner.token]) {
      const label = await t.app.inject({ method: 'GET', url: `${ORDER}/return/label/${opened.returnNo}`, headers: { authorization: `Bearer ${token}` } });
      expect(label.statusCode).toBe(200);
      expect(label.headers['content-type']).toBe('application/pdf');
    }

    const shipped = (await buyerDo(order, 'ship', { afterSaleNo: applied.afterSaleNo, logisticsCompany: 'DPD', trackingNo: 'DPD-BACK-1' })).body.data;
    expect(shipped).toMatchObject({ status: AfterSaleStatus.InTransit, logisticsCompany: 'DPD', trackingNo: 'DPD-BACK-1', returnNo: opened.returnNo });
    expect(await linkedReturn(applied.afterSaleNo)).toMatchObject({ status: ReturnStatus.InTransit, company: 'DPD', tracking: 'DPD-BACK-1' });
    // the same shipment again changes nothing; another one is refused
    expect(afterSaleCodes((await buyerDo(order, 'ship', { afterSaleNo: applied.afterSaleNo, logisticsCompany: 'DPD', trackingNo: 'DPD-BACK-1' })).body.data)).toEqual(
      afterSaleCodes(shipped),
    );
    expect((await buyerDo(order, 'ship', { afterSaleNo: applied.afterSaleNo, logisticsCompany: 'DPD', trackingNo: 'OTHER' })).body.code).toBe(6157);

    const received = (await ownerDo('confirmGoods', { afterSaleNo: applied.afterSaleNo })).body.data;
    expect(received).toMatchObject({ status: AfterSaleStatus.AwaitingReceipt, refundedAmount: 3000 });
    expect(afterSaleCodes(received)).toEqual(['APPLY', 'APPLY', 'PASS', 'BUYER_RETURN', 'SELLER_CONFIRM']);
    const back = (await linkedReturn(applied.afterSaleNo))!;
    expect(back.status).toBe(ReturnStatus.Completed);
    expect(back.history).toEqual([
      [ReturnStatus.Created, 'owner'],
      [ReturnStatus.AwaitingShipment, 'owner'],
      [ReturnStatus.InTransit, 'buyer'],
      [ReturnStatus.Arrived, 'owner'],
      [ReturnStatus.Completed, 'owner'],
    ]);
    // one refund, the after-sales request's
    expect(await refundsOf(applied.afterSaleNo)).toEqual([{ amount: 3000, source: 'afterSale' }]);
    expect(await refundsOf(opened.returnNo)).toEqual([]);
  });

  it('makes one receipt and one refund of 20 at once', async () => {
    // a line of 3 of which 2 are claimed: the refund is the request's alone (the order's last refund would take its delivery too)
    const order = await deliveredOrder(t, owner.token, [3]);
    const applied = await applyOk(order, { applyQuantity: 2, returnQuantity: 2, applyAmount: 5000 });
    await ownerDo('approve', { afterSaleNo: applied.afterSaleNo });
    await buyerDo(order, 'ship', { afterSaleNo: applied.afterSaleNo, logisticsCompany: 'DPD', trackingNo: 'DPD-20' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => ownerDo('confirmGoods', { afterSaleNo: applied.afterSaleNo })));
    expect(answers.map((a) => a.body.code).filter((code) => code !== 200)).toEqual([]);
    expect(answers.every((a) => a.body.data.status === AfterSaleStatus.AwaitingReceipt)).toBe(true);
    expect(await refundsOf(applied.afterSaleNo)).toEqual([{ amount: 5000, source: 'afterSale' }]);
    const detail = (await buyerDo(order, 'detail', { afterSaleNo: applied.afterSaleNo })).body.data;
    expect(afterSaleCodes(detail).filter((code) => code === 'SELLER_CONFIRM')).toHaveLength(1);
    const back = (await linkedReturn(applied.afterSaleNo))!;
    expect(back.status).toBe(ReturnStatus.Completed);
    expect(back.history.filter(([status]) => status === ReturnStatus.Arrived || status === ReturnStatus.Completed)).toHaveLength(2);
  });

  it('cancels the return with the request, and closes it with customer service’s decision after the goods owner stops the request', async () => {
    const order = await deliveredOrder(t, owner.token, [2, 2, 2]);
    const line = (index: number) => ({ ...order, items: [order.items[index]!] });

    const cancelled = await applyOk(line(0));
    await ownerDo('approve', { afterSaleNo: cancelled.afterSaleNo });
    expect((await buyerDo(order, 'cancel', { afterSaleNo: cancelled.afterSaleNo })).body.data.status).toBe(AfterSaleStatus.Cancelled);
    expect((await linkedReturn(cancelled.afterSaleNo))!.history.at(-1)).toEqual([ReturnStatus.Cancelled, 'buyer']);

    const refunded = await applyOk(line(1));
    await ownerDo('approve', { afterSaleNo: refunded.afterSaleNo });
    await ownerDo('terminate', { afterSaleNo: refunded.afterSaleNo, reason: 'Nothing was sent back' });
    expect((await linkedReturn(refunded.afterSaleNo))!.history.at(-1)).toEqual([ReturnStatus.PlatformIntervention, 'owner']);
    const granted = (await t.post<AfterSaleDetail>(`${P}/decide`, { afterSaleNo: refunded.afterSaleNo, decision: 'refund', amount: 1000, note: 'Photos show it' }, agent)).body
      .data;
    expect(granted.status).toBe(AfterSaleStatus.Completed);
    expect((await linkedReturn(refunded.afterSaleNo))!.history.at(-1)).toEqual([ReturnStatus.Completed, 'platform']);
    expect(await refundsOf(refunded.afterSaleNo)).toEqual([{ amount: 1000, source: 'afterSale' }]);

    const refused = await applyOk(line(2));
    await ownerDo('approve', { afterSaleNo: refused.afterSaleNo });
    await buyerDo(order, 'ship', { afterSaleNo: refused.afterSaleNo, logisticsCompany: 'DPD', trackingNo: 'T3' });
    await ownerDo('terminate', { afterSaleNo: refused.afterSaleNo, reason: 'The returned unit works' });
    await t.post(`${P}/decide`, { afterSaleNo: refused.afterSaleNo, decision: 'none', note: 'Tested: no fault' }, agent);
    const closed = (await linkedReturn(refused.afterSaleNo))!;
    expect(closed.status).toBe(ReturnStatus.Rejected);
    expect(closed.history.map(([status]) => status)).toEqual([1, 3, 4, 9, 7]);
  });

  it('counts the units and money once, and keeps the return off the returns desks, where nobody can act on it', async () => {
    const order = await deliveredOrder(t, owner.token, [3]);
    const applied = await applyOk(order, { applyQuantity: 2, returnQuantity: 2, applyAmount: 4000 });
    await ownerDo('approve', { afterSaleNo: applied.afterSaleNo });
    const { returnNo } = (await linkedReturn(applied.afterSaleNo))!;

    // the line: 2 units and £40 held by the after-sales request, not again by its return
    const eligible = (await t.post<AfterSaleEligibility>(`${B}/eligible`, { orderNo: order.orderNo }, order.buyer.token)).body.data;
    expect(eligible.lines[0]!.claims).toMatchObject({ ordered: 3, heldUnits: 2, pendingAmount: 4000 });
    const returnable = (await t.post<ReturnableOrder>(`${ORDER}/return/mall/returnable`, { orderNo: order.orderNo }, order.buyer.token)).body.data;
    expect(returnable.lines[0]!.returnableQuantity).toBe(1);

    const mine = (await t.post<ReturnPage>(`${ORDER}/return/mall/list`, { tab: 'all' }, order.buyer.token)).body.data;
    expect(mine.list.map((r) => r.returnNo)).not.toContain(returnNo);
    expect((await t.post<Record<string, number>>(`${ORDER}/return/mall/tabCounts`, {}, order.buyer.token)).body.data.all).toBe(mine.total);
    expect((await t.post(`${ORDER}/return/mall/detail`, { returnNo }, order.buyer.token)).body.code).toBe(6110);
    expect((await t.post(`${ORDER}/return/mall/cancel`, { returnNo }, order.buyer.token)).body.code).toBe(6110);
    expect((await t.post(`${ORDER}/seller/return/approve`, { returnNo }, owner.token)).body.code).toBe(6110);
    expect((await t.post(`${ORDER}/platform/return/detail`, { returnNo }, agent)).body.code).toBe(6110);
    expect((await linkedReturn(applied.afterSaleNo))!.status).toBe(ReturnStatus.AwaitingShipment);
  });

  it('opens the return once when the clock approves an overdue review, with two processes sweeping at the same moment', async () => {
    const order = await deliveredOrder(t, owner.token, [1]);
    const applied = await applyOk(order, { applyQuantity: 1, returnQuantity: 1, applyAmount: 1000 });
    await t.db.query(`update after_sale set review_deadline = now() - interval '1 minute' where after_sale_no = $1`, [applied.afterSaleNo]);
    const outboxOf = (db: Db) => createOutbox(db, { smtpUrl: null, mailFrom: 'after-sales@clearlot.test', log: t.app.log });
    await Promise.all([t.db, second?.db ?? t.db, t.db].map((db) => afterSaleSweepJobs(outboxOf(db))[0]!.run(db)));
    const detail = (await t.post<AfterSaleDetail>(`${P}/detail`, { afterSaleNo: applied.afterSaleNo }, agent)).body.data;
    expect(detail.status).toBe(AfterSaleStatus.PendingShipment);
    expect(afterSaleCodes(detail).filter((code) => code === 'PASS')).toHaveLength(1);
    const opened = (await linkedReturn(applied.afterSaleNo))!;
    expect(opened.history).toEqual([
      [ReturnStatus.Created, 'system'],
      [ReturnStatus.AwaitingShipment, 'system'],
    ]);
    expect(detail.returnNo).toBe(opened.returnNo);
  });
});
