/**
 * Returns under concurrency: 50 applications racing for one line never hold more than was
 * ordered, and the review deadline's automatic approval is applied once with two server processes
 * (two apps, each with its own connections, on one database) sweeping at the same moment.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReturnDetail, ReturnStatus } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { createOutbox } from '../../../platform/outbox';
import { type SecondProcess, type TestApp, createTestApp, engines, secondProcess } from '../../../testing/harness';
import { returnSweepJobs } from './sweep';
import { ORDER, agentToken, deliveredOrder, demoOwner } from './testing';

const R = `${ORDER}/return/mall`;

describe.each(engines)('returns under concurrency on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  /** a second server process's app and database connections (PostgreSQL); PGlite is one process by nature */
  let second: SecondProcess | null = null;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
    if (engine === 'postgres') second = await secondProcess(t);
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  it('50 concurrent applications for one line of 5 units hold exactly 5', async () => {
    const order = await deliveredOrder(t, owner.token, [5]);
    const line = [{ orderItemId: order.items[0]!.id, quantity: 1 }];
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.post<ReturnDetail>(`${R}/apply`, { clientKey: randomUUID(), orderNo: order.orderNo, kind: 1, reason: 'faulty', lines: line }, order.buyer.token),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c !== 200).every((c) => c === 6113)).toBe(true);
    const [held] = await t.db.query<{ units: number; amount: number }>(
      `select sum(l.quantity)::int as units, sum(l.refund_amount)::int as amount from return_line l where l.order_item_id = $1`,
      [order.items[0]!.id],
    );
    // five one-unit shares of the line add up to exactly what it was paid
    expect(held).toEqual({ units: 5, amount: order.items[0]!.lineTotal });
  });

  it('approves overdue reviews automatically, once, with two processes sweeping at the same moment', async () => {
    const apply = async (kind: 1 | 2) => {
      const order = await deliveredOrder(t, owner.token, [2]);
      const res = await t.post<ReturnDetail>(
        `${R}/apply`,
        { clientKey: randomUUID(), orderNo: order.orderNo, kind, reason: kind === 1 ? 'faulty' : 'missingItems', lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }] },
        order.buyer.token,
      );
      expect(res.body.code).toBe(200);
      return { order, returnNo: res.body.data.returnNo };
    };
    const ret = await apply(1);
    const refundOnly = await apply(2);
    const notDue = await apply(1);
    const rejected = await apply(1);
    await t.post(`${ORDER}/seller/return/reject`, { returnNo: rejected.returnNo, reason: 'Outside our terms' }, owner.token);
    await t.db.query(`update return_request set review_deadline = now() - interval '1 minute' where return_no = any($1::text[])`, [
      [ret.returnNo, refundOnly.returnNo, rejected.returnNo],
    ]);

    const outboxOf = (db: Db) => createOutbox(db, { smtpUrl: null, mailFrom: 'returns@clearlot.test', log: t.app.log });
    const sweeps = [t.db, second?.db ?? t.db].map((db) => returnSweepJobs(outboxOf(db))[0]!.run(db));
    await Promise.all([...sweeps, returnSweepJobs(outboxOf(t.db))[0]!.run(t.db)]);

    const agent = await agentToken(t);
    const view = async (returnNo: string) => (await t.post<ReturnDetail>(`${ORDER}/platform/return/detail`, { returnNo }, agent)).body.data;
    const approved = await view(ret.returnNo);
    expect(approved.status).toBe(ReturnStatus.AwaitingShipment);
    expect(approved.returnAddress).not.toBeNull();
    expect(approved.logs.filter((l) => l.status === ReturnStatus.AwaitingShipment)).toEqual([
      expect.objectContaining({ actor: 'system', noteEn: 'Approved automatically: the goods owner did not review it in time.' }),
    ]);
    const completed = await view(refundOnly.returnNo);
    expect(completed.status).toBe(ReturnStatus.Completed);
    expect(completed.logs.filter((l) => l.status === ReturnStatus.Completed)).toHaveLength(1);
    const [refunds] = await t.db.query<{ n: number; total: number }>(
      'select count(*)::int as n, coalesce(sum(r.amount), 0)::int as total from refund r join shop_order o on o.id = r.order_id where o.order_no = $1',
      [refundOnly.order.orderNo],
    );
    expect(refunds).toEqual({ n: 1, total: refundOnly.order.items[0]!.lineTotal / 2 });
    expect((await view(notDue.returnNo)).status).toBe(ReturnStatus.ToBeConfirmed);
    expect((await view(rejected.returnNo)).status).toBe(ReturnStatus.Rejected);
    // both sides heard of the automatic approval, once each
    const mails = await t.db.query<{ recipient: string }>('select recipient from outbox_message where subject like $1 order by recipient', [`%${ret.returnNo}: Approved%`]);
    const [buyer] = await t.db.query<{ email: string }>('select email from app_user where id = $1', [ret.order.buyer.userId]);
    expect(mails.map((m) => m.recipient).sort()).toEqual([buyer!.email, 'owner@clearlot.test'].sort());
  });
});
