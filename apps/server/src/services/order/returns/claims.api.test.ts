/**
 * One claim per unit and penny across returns, refund-only and after-sales requests (issue 31 item 2),
 * on both engines: a refund-only request for a whole line and an after-sales request for the line's
 * money cannot both be accepted, in either order; 50 parallel applications of both kinds over one line
 * leave at most what the line allows; and the sweeper skips and records a request it cannot settle
 * (a double claim made before this rule) instead of failing its pass. And (item 8) the buyer asking the
 * platform to step in on a refused request, within its deadline, taking its claim again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AfterSaleDetail, type AfterSaleEligibility, ErrorCatalogue, INTERVENTION_APPEAL_DAYS, type ReturnDetail, ReturnStatus } from '@clearlot/contract';
import { createOutbox } from '../../../platform/outbox';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { approveOverdueAfterSales } from '../afterSales/sweep';
import { approveOverdueReviews } from './sweep';
import { ORDER, type DeliveredOrder, agentToken, deliveredOrder, demoOwner } from './testing';

const R = `${ORDER}/return/mall`;
const A = `${ORDER}/afterSale/mall`;

describe.each(engines)('claims across returns and after-sales on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
  });
  afterAll(async () => t.close());

  const refundOnly = (order: DeliveredOrder, quantity: number) =>
    t.post<ReturnDetail>(
      `${R}/apply`,
      { clientKey: randomUUID(), orderNo: order.orderNo, kind: 2, reason: 'missingItems', lines: [{ orderItemId: order.items[0]!.id, quantity }] },
      order.buyer.token,
    );
  const afterSale = (order: DeliveredOrder, applyQuantity: number, applyAmount: number) =>
    t.post<AfterSaleDetail>(
      `${A}/apply`,
      { clientKey: randomUUID(), orderNo: order.orderNo, orderItemId: order.items[0]!.id, receiptStatus: 1, applyQuantity, returnQuantity: 0, applyAmount, reason: 'faulty' },
      order.buyer.token,
    );
  /** What the line's requests that are open or refunded claim in all: units and money. */
  const claimed = async (orderItemId: number) => {
    const [row] = await t.db.query<{ units: number; amount: number }>(
      `select (select coalesce(sum(l.quantity), 0) from return_line l join return_request r on r.id = l.return_id where l.order_item_id = $1 and r.status <> all('{7,8}'))::int
                + (select coalesce(sum(apply_quantity), 0) from after_sale where order_item_id = $1 and status <> all('{7,8}'))::int as units,
              (select coalesce(sum(l.refund_amount), 0) from return_line l join return_request r on r.id = l.return_id where l.order_item_id = $1 and r.status <> all('{7,8}'))::int
                + (select coalesce(sum(apply_amount), 0) from after_sale where order_item_id = $1 and status <> all('{7,8}'))::int as amount`,
      [orderItemId],
    );
    return row!;
  };

  it('refuses an after-sales request for a line a refund-only request already claims in full, and the other way round', async () => {
    const order = await deliveredOrder(t, owner.token, [2]);
    const whole = order.items[0]!.lineTotal;
    expect((await refundOnly(order, 2)).body.code).toBe(200);
    expect((await afterSale(order, 2, whole)).body.code).toBe(ErrorCatalogue.claimNothingLeft.code);
    expect((await afterSale(order, 1, 1)).body.code).toBe(ErrorCatalogue.claimNothingLeft.code);
    // the form is told so: no money and no units left on the line
    const eligible = (await t.post<AfterSaleEligibility>(`${A}/eligible`, { orderNo: order.orderNo }, order.buyer.token)).body.data;
    expect(eligible.lines[0]).toMatchObject({ refundable: 0, claims: { heldUnits: 2, pendingAmount: whole } });
    expect(eligible.canApply).toBe(false);

    const other = await deliveredOrder(t, owner.token, [2]);
    // one unit reported faulty, asking for the whole line's money: no money is left for a return of the other unit
    expect((await afterSale(other, 1, whole)).body.code).toBe(200);
    expect((await refundOnly(other, 1)).body.code).toBe(ErrorCatalogue.claimNothingLeft.code);
    expect((await refundOnly(other, 2)).body.code).toBe(ErrorCatalogue.returnQuantityExceeded.code);
    const returnable = (await t.post<{ lines: Array<{ returnableQuantity: number }> }>(`${R}/returnable`, { orderNo: other.orderNo }, other.buyer.token)).body.data;
    expect(returnable.lines[0]!.returnableQuantity).toBe(0);
    expect(await claimed(other.items[0]!.id)).toEqual({ units: 1, amount: whole });
  });

  it('shares a line between requests of both kinds up to what it was paid, each unit and penny once', async () => {
    const order = await deliveredOrder(t, owner.token, [4]);
    const whole = order.items[0]!.lineTotal;
    expect((await afterSale(order, 1, whole / 4)).body.code).toBe(200);
    // three units left, three quarters of the money: a refund-only request for them takes exactly that
    const rest = await refundOnly(order, 3);
    expect(rest.body.code).toBe(200);
    expect(rest.body.data.refundAmount).toBe(whole - whole / 4);
    expect(await claimed(order.items[0]!.id)).toEqual({ units: 4, amount: whole });
  });

  it('50 parallel applications of both kinds over one line leave at most what the line allows', async () => {
    const order = await deliveredOrder(t, owner.token, [2]);
    const whole = order.items[0]!.lineTotal;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? refundOnly(order, 2) : afterSale(order, 2, whole))));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    const refusals = new Set([ErrorCatalogue.claimNothingLeft.code, ErrorCatalogue.returnQuantityExceeded.code, ErrorCatalogue.afterSaleAlreadyOpen.code]);
    expect(
      codes.filter((code) => code !== 200).every((code) => refusals.has(code)),
      codes.join(','),
    ).toBe(true);
    expect(await claimed(order.items[0]!.id)).toEqual({ units: 2, amount: whole });

    // one-unit requests of both kinds: two at most get through (a line of two units), each with its share
    const small = await deliveredOrder(t, owner.token, [2]);
    const unit = small.items[0]!.lineTotal / 2;
    const smallAnswers = await Promise.all(Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? refundOnly(small, 1) : afterSale(small, 1, unit))));
    const through = smallAnswers.filter((answer) => answer.body.code === 200).length;
    expect(through).toBeGreaterThanOrEqual(1);
    expect(through).toBeLessThanOrEqual(2);
    const held = await claimed(small.items[0]!.id);
    expect(held.units).toBeLessThanOrEqual(2);
    expect(held.amount).toBeLessThanOrEqual(small.items[0]!.lineTotal);
  });

  it('lets the buyer ask the platform to step in on a rejected return, within its deadline, if nothing took its claim since (item 8)', async () => {
    const agent = await agentToken(t);
    const order = await deliveredOrder(t, owner.token, [2]);
    const returnNo = (await refundOnly(order, 1)).body.data.returnNo;
    const rejected = (await t.post<ReturnDetail>(`${ORDER}/seller/return/reject`, { returnNo, reason: 'Sent in full' }, owner.token)).body.data;
    expect(rejected.status).toBe(ReturnStatus.Rejected);
    expect(rejected.actions.askIntervention).toBe(false);
    const seen = (await t.post<ReturnDetail>(`${R}/detail`, { returnNo }, order.buyer.token)).body.data;
    expect(seen.actions.askIntervention).toBe(true);
    expect(seen.appealDeadline! - Math.floor(Date.now() / 1000)).toBeGreaterThan(INTERVENTION_APPEAL_DAYS * 86_400 - 120);
    // the goods owner cannot reopen its own rejection
    expect((await t.post(`${ORDER}/seller/return/intervene`, { returnNo, reason: 'x' }, owner.token)).body.code).toBe(ErrorCatalogue.returnStatusChanged.code);

    const asked = await t.post<ReturnDetail>(`${R}/intervene`, { returnNo, reason: 'One box was missing' }, order.buyer.token);
    expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({ status: ReturnStatus.PlatformIntervention, appealDeadline: null, intervention: { askedBy: 'buyer', reason: 'One box was missing' } });
    // asked twice changes nothing; the request holds its unit again
    expect((await t.post<ReturnDetail>(`${R}/intervene`, { returnNo, reason: 'One box was missing' }, order.buyer.token)).body.code).toBe(200);
    expect((await refundOnly(order, 2)).body.code).toBe(ErrorCatalogue.returnQuantityExceeded.code);
    // the platform's refusal is final
    expect((await t.post(`${ORDER}/platform/return/decide`, { returnNo, decision: 'none', note: 'Delivered in full' }, agent)).body.code).toBe(200);
    const closed = (await t.post<ReturnDetail>(`${R}/detail`, { returnNo }, order.buyer.token)).body.data;
    expect(closed).toMatchObject({ status: ReturnStatus.Rejected, appealDeadline: null, actions: { askIntervention: false } });
    expect((await t.post(`${R}/intervene`, { returnNo, reason: 'Again' }, order.buyer.token)).body.code).toBe(ErrorCatalogue.interventionNotOffered.code);

    // rejected, then the line claimed in full by a new request: the rejected one cannot take it back
    const taken = await deliveredOrder(t, owner.token, [2]);
    const first = (await refundOnly(taken, 2)).body.data.returnNo;
    await t.post(`${ORDER}/seller/return/reject`, { returnNo: first, reason: 'No' }, owner.token);
    expect((await refundOnly(taken, 2)).body.code).toBe(200);
    expect((await t.post(`${R}/intervene`, { returnNo: first, reason: 'Please' }, taken.buyer.token)).body.code).toBe(ErrorCatalogue.interventionClaimTaken.code);

    // past its deadline
    const late = await deliveredOrder(t, owner.token, [1]);
    const lateNo = (await refundOnly(late, 1)).body.data.returnNo;
    await t.post(`${ORDER}/seller/return/reject`, { returnNo: lateNo, reason: 'No' }, owner.token);
    await t.db.query(`update return_request set appeal_deadline = now() - interval '1 minute' where return_no = $1`, [lateNo]);
    expect((await t.post<ReturnDetail>(`${R}/detail`, { returnNo: lateNo }, late.buyer.token)).body.data).toMatchObject({
      appealDeadline: null,
      actions: { askIntervention: false },
    });
    expect((await t.post(`${R}/intervene`, { returnNo: lateNo, reason: 'Please' }, late.buyer.token)).body.code).toBe(ErrorCatalogue.interventionWindowClosed.code);
  });

  it('lets the buyer ask the platform to step in on a refused after-sales request, within its deadline (item 8)', async () => {
    const agent = await agentToken(t);
    const order = await deliveredOrder(t, owner.token, [2]);
    const afterSaleNo = (await afterSale(order, 1, 1000)).body.data.afterSaleNo;
    const refused = (await t.post<AfterSaleDetail>(`${ORDER}/seller/afterSale/refuse`, { afterSaleNo, reason: 'Not faulty' }, owner.token)).body.data;
    expect(refused.actions.askIntervention).toBe(false);
    const seen = (await t.post<AfterSaleDetail>(`${A}/detail`, { afterSaleNo }, order.buyer.token)).body.data;
    expect(seen.actions.askIntervention).toBe(true);
    expect(seen.appealDeadline! - Math.floor(Date.now() / 1000)).toBeGreaterThan(INTERVENTION_APPEAL_DAYS * 86_400 - 120);

    const asked = await t.post<AfterSaleDetail>(`${A}/intervene`, { afterSaleNo, reason: 'It does not switch on' }, order.buyer.token);
    expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 9, appealDeadline: null, actions: { askIntervention: false } });
    expect(asked.body.data.logs.at(-1)).toMatchObject({ code: 'BUYER_INTERVENTION', status: 9, actor: 'buyer', note: 'It does not switch on' });
    // the request is open again: the line's one open request
    expect((await afterSale(order, 1, 500)).body.code).toBe(ErrorCatalogue.afterSaleAlreadyOpen.code);
    expect((await t.post(`${ORDER}/platform/afterSale/decide`, { afterSaleNo, decision: 'none', note: 'Works as described' }, agent)).body.code).toBe(200);
    expect((await t.post(`${A}/intervene`, { afterSaleNo, reason: 'Again' }, order.buyer.token)).body.code).toBe(ErrorCatalogue.interventionNotOffered.code);

    // refused, then another request opened on the line: the refused one cannot be reopened
    const taken = await deliveredOrder(t, owner.token, [2]);
    const first = (await afterSale(taken, 1, 1000)).body.data.afterSaleNo;
    await t.post(`${ORDER}/seller/afterSale/refuse`, { afterSaleNo: first, reason: 'No' }, owner.token);
    expect((await afterSale(taken, 1, 1000)).body.code).toBe(200);
    expect((await t.post(`${A}/intervene`, { afterSaleNo: first, reason: 'Please' }, taken.buyer.token)).body.code).toBe(ErrorCatalogue.interventionClaimTaken.code);
    // and past its deadline
    const late = await deliveredOrder(t, owner.token, [1]);
    const lateNo = (await afterSale(late, 1, 1000)).body.data.afterSaleNo;
    await t.post(`${ORDER}/seller/afterSale/refuse`, { afterSaleNo: lateNo, reason: 'No' }, owner.token);
    await t.db.query(`update after_sale set appeal_deadline = now() - interval '1 minute' where after_sale_no = $1`, [lateNo]);
    expect((await t.post(`${A}/intervene`, { afterSaleNo: lateNo, reason: 'Please' }, late.buyer.token)).body.code).toBe(ErrorCatalogue.interventionWindowClosed.code);
  });

  it('the sweeper skips and records a request it cannot settle, and settles the others in the same pass', async () => {
    const outbox = createOutbox(t.db, { smtpUrl: null, mailFrom: 'returns@clearlot.test', log: t.app.log });
    // a double claim made before the rule: a refund-only request for the whole line, set aside while an
    // after-sales request took the line's money and was refunded, then put back waiting for review
    const order = await deliveredOrder(t, owner.token, [1]);
    const doubled = (await refundOnly(order, 1)).body.data.returnNo;
    await t.db.query(`update return_request set status = ${ReturnStatus.Cancelled} where return_no = $1`, [doubled]);
    const taken = await afterSale(order, 1, order.items[0]!.lineTotal);
    expect(taken.body.code).toBe(200);
    expect((await t.post(`${ORDER}/seller/afterSale/approve`, { afterSaleNo: taken.body.data.afterSaleNo }, owner.token)).body.code).toBe(200);
    await t.db.query(`update return_request set status = ${ReturnStatus.ToBeConfirmed}, review_deadline = now() - interval '1 minute' where return_no = $1`, [doubled]);
    // an ordinary overdue request beside it
    const fine = await deliveredOrder(t, owner.token, [1]);
    const ordinary = (await refundOnly(fine, 1)).body.data.returnNo;
    await t.db.query(`update return_request set review_deadline = now() - interval '1 minute' where return_no = $1`, [ordinary]);

    // the pass does not fail: it reports the one it skipped and settles the other
    await expect(approveOverdueReviews(t.db, outbox)).resolves.toEqual([doubled]);
    const status = async (returnNo: string) =>
      (await t.db.query<{ status: number; problem: number | null }>('select status, settle_problem as problem from return_request where return_no = $1', [returnNo]))[0]!;
    expect(await status(ordinary)).toEqual({ status: ReturnStatus.Completed, problem: null });
    expect(await status(doubled)).toEqual({ status: ReturnStatus.ToBeConfirmed, problem: ErrorCatalogue.refundExceedsRefundable.code });
    // a person sees why on the request; the next pass does not try it again
    const seen = (await t.post<ReturnDetail>(`${ORDER}/seller/return/detail`, { returnNo: doubled }, owner.token)).body.data;
    expect(seen.settleProblem).toBe(ErrorCatalogue.refundExceedsRefundable.code);
    await expect(approveOverdueReviews(t.db, outbox)).resolves.toEqual([]);
  });

  it('the after-sales sweeper skips and records a request it cannot settle instead of failing its pass', async () => {
    const outbox = createOutbox(t.db, { smtpUrl: null, mailFrom: 'after-sales@clearlot.test', log: t.app.log });
    const order = await deliveredOrder(t, owner.token, [1]);
    const doubled = (await afterSale(order, 1, order.items[0]!.lineTotal)).body.data.afterSaleNo;
    await t.db.query(`update after_sale set status = 8 where after_sale_no = $1`, [doubled]);
    const refunded = (await refundOnly(order, 1)).body.data.returnNo;
    expect((await t.post(`${ORDER}/seller/return/approve`, { returnNo: refunded }, owner.token)).body.code).toBe(200);
    await t.db.query(`update after_sale set status = 2, review_deadline = now() - interval '1 minute' where after_sale_no = $1`, [doubled]);

    await expect(approveOverdueAfterSales(t.db, outbox)).resolves.toEqual([doubled]);
    const seen = (await t.post<AfterSaleDetail>(`${ORDER}/seller/afterSale/detail`, { afterSaleNo: doubled }, owner.token)).body.data;
    expect(seen).toMatchObject({ status: 2, settleProblem: ErrorCatalogue.refundExceedsRefundable.code });
    await expect(approveOverdueAfterSales(t.db, outbox)).resolves.toEqual([]);
  });
});
