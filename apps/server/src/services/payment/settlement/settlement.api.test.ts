/**
 * Settling completed orders to the goods owner and refunds after it, on both engines: the owner is
 * credited once (buyer's confirmation or the receipt sweeper, two processes at once), refunds
 * before settlement come out of the platform's hands, refunds after it out of the owner's wallet,
 * and a refund the owner's balance cannot cover waits (32) until the sweeper can pay it, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RefundDetail, RefundStatus, ownerPayout, platformFee } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { type Engine, type TestApp, createTestApp, engines } from '../../../testing/harness';
import { orderSweepJobs } from '../../order/orders/sweep';
import { createOutbox } from '../../../platform/outbox';
import { notifyWaitingRefundsOf } from '../refund/service';
import { paymentSweepJobs } from '../sweep';
import { ledgerHolds, walletBalances } from '../testing';
import {
  APPROVED_CARD,
  DEMO_PAYMENT_PASSWORD,
  type GoodsOwner,
  ORDER,
  PAY,
  type PaidOrder,
  type TestBuyer,
  demoBuyer,
  demoOwner,
  makeBuyer,
  outForDelivery,
  paidOrder,
  refund,
} from '../refund/testing';
import { settleOrder } from './service';

const jobOf = (jobs: typeof orderSweepJobs, name: string) => jobs.find((job) => job.name === name)!;

describe.each(engines)('settlement on %s', (engine: Engine) => {
  let t: TestApp;
  let buyer: TestBuyer;
  let owner: GoodsOwner;
  /** a second server process's database connection (PostgreSQL), or the same one (PGlite is one process) */
  let second: Db;
  beforeAll(async () => {
    t = await createTestApp(engine);
    buyer = await makeBuyer(t);
    owner = await demoOwner(t);
    const { openDb } = await import('../../../platform/db');
    second = engine === 'postgres' ? await openDb(t.config) : t.db;
  });
  afterAll(async () => {
    if (second !== t.db) await second.close();
    await t.close();
  });

  const confirm = (order: PaidOrder) => t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: order.orderNo }, buyer.token);
  const settledRow = async (order: PaidOrder) => {
    const [row] = await t.db.query<{ settlementNo: string; gross: number; fee: number }>(
      'select settlement_no as "settlementNo", settled_gross as gross, settled_fee as fee from order_funds where order_id = $1 and settled_at is not null',
      [order.orderId],
    );
    return row ?? null;
  };
  const ownerCredit = async (settlementNo: string) =>
    t.db.query<{ amount: number; remarks: string }>(`select amount, remarks from wallet_ledger where type = 'settlement' and transaction_id = $1`, [settlementNo]);

  it("credits the goods owner once when the buyer confirms receipt: what was paid less refunds so far, less the platform's 4%", async () => {
    const order = await paidOrder(t, buyer, owner, [10_000, 2_345], { card: APPROVED_CARD });
    // refunded before settlement: the platform still holds the money, it goes out at once
    const early = await refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 1_000 }]);
    expect(early.status).toBe(RefundStatus.Succeeded);
    const before = await walletBalances(t, owner.userId);
    await outForDelivery(t, owner, order);
    expect(await settledRow(order)).toBeNull();

    expect((await confirm(order)).body.code).toBe(200);
    const settled = (await settledRow(order))!;
    const gross = order.paid - 1_000;
    expect(settled).toMatchObject({ gross, fee: platformFee(gross) });
    expect(platformFee(gross)).toBe(Math.round(gross * 0.04));
    expect(await ownerCredit(settled.settlementNo)).toEqual([{ amount: ownerPayout(gross), remarks: order.orderNo }]);
    expect((await walletBalances(t, owner.userId)).available).toBe(before.available + ownerPayout(gross));

    // a repeat changes nothing: the order has moved on, and settling again finds it settled
    expect((await confirm(order)).body.code).toBe(6013);
    expect(await t.db.transaction((tx) => settleOrder(tx, { orderId: order.orderId, orderNo: order.orderNo }))).toBeNull();
    expect(await ownerCredit(settled.settlementNo)).toHaveLength(1);
    expect((await walletBalances(t, owner.userId)).available).toBe(before.available + ownerPayout(gross));
  });

  it('settles once when the receipt sweeper completes orders in two server processes at once', async () => {
    const orders = [await paidOrder(t, buyer, owner, [3_000], { card: APPROVED_CARD }), await paidOrder(t, buyer, owner, [4_500], { card: APPROVED_CARD })];
    for (const order of orders) await outForDelivery(t, owner, order);
    await t.db.query(`update shop_order set receipt_deadline = now() - interval '1 second' where id = any($1::bigint[])`, [orders.map((o) => o.orderId)]);
    const before = await walletBalances(t, owner.userId);
    const job = jobOf(orderSweepJobs, 'orders:receipt-auto-confirm');
    await Promise.all([job.run(t.db), job.run(second), job.run(t.db), job.run(second)]);
    let credited = 0;
    for (const order of orders) {
      const settled = (await settledRow(order))!;
      expect(settled.gross).toBe(order.paid);
      expect(await ownerCredit(settled.settlementNo)).toHaveLength(1);
      credited += ownerPayout(order.paid);
    }
    expect((await walletBalances(t, owner.userId)).available).toBe(before.available + credited);
    const holds = await ledgerHolds(t, owner.userId);
    expect(holds.runningOk).toBe(true);
    expect(holds.ledgerSum).toBe(holds.balance);
  });

  it('takes a refund after settlement back from the goods owner, less the fee on it; the owner ends with the payout of what the buyer kept paying', async () => {
    const demo = await demoBuyer(t);
    const order = await paidOrder(t, demo, owner, [8_888, 1_234], { balance: DEMO_PAYMENT_PASSWORD });
    await outForDelivery(t, owner, order);
    expect((await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: order.orderNo }, demo.token)).body.code).toBe(200);
    const ownerBefore = await walletBalances(t, owner.userId);
    const buyerBefore = await walletBalances(t, demo.userId);

    const first = await refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 3_333 }]);
    const second = await refund(t, order, [{ orderItemId: order.itemIds[1]!, amount: 1_111 }]);
    expect([first.status, second.status]).toEqual([RefundStatus.Succeeded, RefundStatus.Succeeded]);
    const reversals = await t.db.query<{ amount: number }>(`select amount from wallet_ledger where type = 'settlementReversal' and transaction_id = any($1) order by id`, [
      [first.refundNo, second.refundNo],
    ]);
    expect(reversals.map((row) => row.amount)).toEqual([
      ownerPayout(order.paid) - ownerPayout(order.paid - 3_333),
      ownerPayout(order.paid - 3_333) - ownerPayout(order.paid - 4_444),
    ]);
    // telescoping: the owner keeps exactly the payout of what the buyer finally paid
    const ownerAfter = await walletBalances(t, owner.userId);
    expect(ownerBefore.available - ownerAfter.available + ownerPayout(order.paid - 4_444)).toBe(ownerPayout(order.paid));
    expect((await walletBalances(t, demo.userId)).available).toBe(buyerBefore.available + 4_444);
    for (const userId of [owner.userId, demo.userId]) {
      const holds = await ledgerHolds(t, userId);
      expect(holds.runningOk).toBe(true);
      expect(holds.ledgerSum).toBe(holds.balance);
    }
  });

  it("suspends a refund the goods owner's balance cannot cover (32) and the sweeper pays it once when it can", async () => {
    const demo = await demoBuyer(t);
    const order = await paidOrder(t, demo, owner, [6_000], { balance: DEMO_PAYMENT_PASSWORD });
    await outForDelivery(t, owner, order);
    expect((await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: order.orderNo }, demo.token)).body.code).toBe(200);
    // the owner's money is on its way to their bank (frozen by a withdrawal): nothing available
    await t.db.query('update wallet set frozen = frozen + available, available = 0 where user_id = $1', [owner.userId]);
    const buyerBefore = await walletBalances(t, demo.userId);

    const made = await refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 2_000 }]);
    expect(made.status).toBe(RefundStatus.Suspended);
    const seen = (await t.post<RefundDetail>(`${PAY}/refund/detail`, { refundNo: made.refundNo }, demo.token)).body.data;
    expect(seen).toMatchObject({ status: 32, statusNameEn: 'Suspended (account balance insufficient)', statusName: '已挂起（账户余额不足）', canRetry: false });
    expect((await t.post(`${PAY}/refund/retry`, { refundNo: made.refundNo }, demo.token)).body.code).toBe(8104);
    // the request that made it announces the wait: the buyer, and the goods owner with what to do (twice announced, once told)
    const outbox = createOutbox(t.db, { smtpUrl: null, mailFrom: 'refunds@clearlot.test', log: t.app.log });
    await notifyWaitingRefundsOf(t.db, outbox, `RT${order.orderNo}`);
    await notifyWaitingRefundsOf(t.db, outbox, `RT${order.orderNo}`);
    const waiting = await t.db.query<{ userId: number; text: string }>(
      `select u.id as "userId", m.body as text from outbox_message m join app_user u on u.email = m.recipient where m.subject = $1 order by u.id`,
      [`ClearLot ${made.refundNo}: Suspended (account balance insufficient) / 已挂起（账户余额不足）`],
    );
    expect(waiting.map((mail) => mail.userId).sort()).toEqual([demo.userId, owner.userId].sort());
    expect(waiting.find((mail) => mail.userId === owner.userId)!.text).toContain('retried automatically and completes once it is covered');
    expect((await walletBalances(t, demo.userId)).available).toBe(buyerBefore.available);

    const job = jobOf(paymentSweepJobs(createOutbox(t.db, { smtpUrl: null, mailFrom: 'refunds@clearlot.test', log: t.app.log })), 'payment-refunds-suspended');
    await job.run(t.db);
    const still = (await t.post<RefundDetail>(`${PAY}/refund/detail`, { refundNo: made.refundNo }, demo.token)).body.data;
    expect(still.status).toBe(32);
    expect(still.logs.map((log) => log.status)).toEqual([32]);

    // the money is back: two processes sweep at once, the refund is paid once
    await t.db.query('update wallet set available = frozen, frozen = 0 where user_id = $1', [owner.userId]);
    await Promise.all([job.run(t.db), job.run(second), job.run(t.db), job.run(second)]);
    const paid = (await t.post<RefundDetail>(`${PAY}/refund/detail`, { refundNo: made.refundNo }, demo.token)).body.data;
    expect(paid.status).toBe(31);
    expect(paid.logs.map((log) => [log.status, log.actor])).toEqual([
      [32, 'system'],
      [31, 'system'],
    ]);
    expect(await t.db.query(`select 1 from wallet_ledger where type = 'settlementReversal' and transaction_id = $1`, [made.refundNo])).toHaveLength(1);
    expect((await walletBalances(t, demo.userId)).available).toBe(buyerBefore.available + 2_000);
    const desk = (await t.post<RefundDetail>(`${PAY}/owner/refund/detail`, { refundNo: made.refundNo }, owner.token)).body.data;
    expect(desk.status).toBe(31);
    // the buyer is told once that the waiting refund was paid (four sweeps, one move, one e-mail and one notice)
    const told = await t.db.query<{ subject: string }>(
      `select m.subject from outbox_message m join app_user u on u.email = m.recipient where u.id = $1 and m.subject like $2 order by m.id`,
      [demo.userId, `%${made.refundNo}%`],
    );
    expect(told.map((mail) => mail.subject)).toEqual([
      `ClearLot ${made.refundNo}: Suspended (account balance insufficient) / 已挂起（账户余额不足）`,
      `ClearLot ${made.refundNo}: Refund succeeded / 退款成功`,
    ]);
    expect(await t.db.query(`select 1 from user_notice where user_id = $1 and dedupe_key = $2`, [demo.userId, `refund:${made.refundNo}:31`])).toHaveLength(1);
    for (const userId of [owner.userId, demo.userId]) {
      const holds = await ledgerHolds(t, userId);
      expect(holds.runningOk).toBe(true);
      expect(holds.ledgerSum).toBe(holds.balance);
    }
  });
});
