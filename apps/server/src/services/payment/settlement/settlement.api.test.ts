/**
 * Settling completed orders to the goods owner and refunds after it, on both engines: the owner's payouts ledger is
 * credited once (buyer's confirmation or the receipt sweeper, two processes at once), refunds before settlement come
 * out of the platform's hands, refunds after it out of the owner's ledger (their wallet is no longer touched), and a
 * refund the owner's balance cannot cover (paid out already) waits (32) until the sweeper can pay it, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RefundDetail, RefundStatus, ownerPayout, platformFee } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { type Engine, type TestApp, createTestApp, engines } from '../../../testing/harness';
import { orderSweepJobs } from '../../order/orders/sweep';
import { createOutbox } from '../../../platform/outbox';
import { notifyWaitingRefundsOf } from '../refund/service';
import { paymentSweepJobs } from '../sweep';
import { ledgerHolds, makeAllDue, ownerEntries, ownerLedger, walletBalances } from '../testing';
import { DEMO_FINANCE, signIn } from '../../../testing/harness';
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
  /** the settlement's entries in the owner's payouts ledger: the sale and the commission */
  const ownerCredit = (settlementNo: string) => ownerEntries(t, settlementNo);
  const balance = async () => (await ownerLedger(t, owner.ownerId)).balance;
  const expectLedgerHolds = async () => {
    const ledger = await ownerLedger(t, owner.ownerId);
    expect(ledger.ledgerSum).toBe(ledger.balance);
  };

  it("credits the goods owner once when the buyer confirms receipt: what was paid less refunds so far, less the platform's 4%", async () => {
    const order = await paidOrder(t, buyer, owner, [10_000, 2_345], { card: APPROVED_CARD });
    // refunded before settlement: the platform still holds the money, it goes out at once
    const early = await refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 1_000 }]);
    expect(early.status).toBe(RefundStatus.Succeeded);
    const before = await balance();
    const wallet = await walletBalances(t, owner.userId);
    await outForDelivery(t, owner, order);
    expect(await settledRow(order)).toBeNull();

    expect((await confirm(order)).body.code).toBe(200);
    const settled = (await settledRow(order))!;
    const gross = order.paid - 1_000;
    expect(settled).toMatchObject({ gross, fee: platformFee(gross) });
    expect(platformFee(gross)).toBe(Math.round(gross * 0.04));
    expect(await ownerCredit(settled.settlementNo)).toEqual([
      { kind: 'sale', amount: gross },
      { kind: 'commission', amount: -platformFee(gross) },
    ]);
    expect(await balance()).toBe(before + ownerPayout(gross));
    // the wallet is the owner's as a buyer: settlement no longer goes there (one ledger, no double counting)
    expect(await walletBalances(t, owner.userId)).toEqual(wallet);
    // due when the order's return window (14 days) has passed after completion
    const [due] = await t.db.query<{ days: number }>(
      `select round(extract(epoch from (due_at - f.settled_at)) / 86400)::int as days from owner_ledger l join order_funds f on f.order_id = l.order_id where l.reference = $1 limit 1`,
      [settled.settlementNo],
    );
    expect(due!.days).toBe(14);

    // a repeat changes nothing: the order has moved on, and settling again finds it settled
    expect((await confirm(order)).body.code).toBe(6013);
    expect(await t.db.transaction((tx) => settleOrder(tx, { orderId: order.orderId, orderNo: order.orderNo }))).toBeNull();
    expect(await ownerCredit(settled.settlementNo)).toHaveLength(2);
    expect(await balance()).toBe(before + ownerPayout(gross));
    await expectLedgerHolds();
  });

  it('settles once when the receipt sweeper completes orders in two server processes at once', async () => {
    const orders = [await paidOrder(t, buyer, owner, [3_000], { card: APPROVED_CARD }), await paidOrder(t, buyer, owner, [4_500], { card: APPROVED_CARD })];
    for (const order of orders) await outForDelivery(t, owner, order);
    await t.db.query(`update shop_order set receipt_deadline = now() - interval '1 second' where id = any($1::bigint[])`, [orders.map((o) => o.orderId)]);
    const before = await balance();
    const job = jobOf(orderSweepJobs, 'orders:receipt-auto-confirm');
    await Promise.all([job.run(t.db), job.run(second), job.run(t.db), job.run(second)]);
    let credited = 0;
    for (const order of orders) {
      const settled = (await settledRow(order))!;
      expect(settled.gross).toBe(order.paid);
      expect(await ownerCredit(settled.settlementNo)).toHaveLength(2);
      credited += ownerPayout(order.paid);
    }
    expect(await balance()).toBe(before + credited);
    await expectLedgerHolds();
  });

  it('takes a refund after settlement back from the goods owner, less the fee on it; the owner ends with the payout of what the buyer kept paying', async () => {
    const demo = await demoBuyer(t);
    const order = await paidOrder(t, demo, owner, [8_888, 1_234], { balance: DEMO_PAYMENT_PASSWORD });
    await outForDelivery(t, owner, order);
    expect((await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: order.orderNo }, demo.token)).body.code).toBe(200);
    const ownerBefore = await balance();
    const buyerBefore = await walletBalances(t, demo.userId);

    const first = await refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 3_333 }]);
    const second = await refund(t, order, [{ orderItemId: order.itemIds[1]!, amount: 1_111 }]);
    expect([first.status, second.status]).toEqual([RefundStatus.Succeeded, RefundStatus.Succeeded]);
    // each refund taken off, with the commission on it given back
    expect(await ownerEntries(t, first.refundNo)).toEqual([
      { kind: 'refund', amount: -3_333 },
      { kind: 'commission', amount: platformFee(order.paid) - platformFee(order.paid - 3_333) },
    ]);
    const net = async (refundNo: string) => (await ownerEntries(t, refundNo)).reduce((sum, entry) => sum - entry.amount, 0);
    expect([await net(first.refundNo), await net(second.refundNo)]).toEqual([
      ownerPayout(order.paid) - ownerPayout(order.paid - 3_333),
      ownerPayout(order.paid - 3_333) - ownerPayout(order.paid - 4_444),
    ]);
    // telescoping: the owner keeps exactly the payout of what the buyer finally paid
    expect(ownerBefore - (await balance()) + ownerPayout(order.paid - 4_444)).toBe(ownerPayout(order.paid));
    expect((await walletBalances(t, demo.userId)).available).toBe(buyerBefore.available + 4_444);
    await expectLedgerHolds();
    const holds = await ledgerHolds(t, demo.userId);
    expect(holds.runningOk).toBe(true);
    expect(holds.ledgerSum).toBe(holds.balance);
  });

  it("suspends a refund the goods owner's balance cannot cover (32) and the sweeper pays it once when it can", async () => {
    const demo = await demoBuyer(t);
    const order = await paidOrder(t, demo, owner, [6_000], { balance: DEMO_PAYMENT_PASSWORD });
    await outForDelivery(t, owner, order);
    expect((await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: order.orderNo }, demo.token)).body.code).toBe(200);
    // the owner's money has been paid out to their bank (finance, once it was due): nothing left to take back from
    await makeAllDue(t, owner.ownerId);
    const financeToken = await signIn(t, DEMO_FINANCE);
    const payOutAll = async () => {
      const all = await balance();
      const paid = await t.post(`${PAY}/platform/payout/record`, { ownerId: owner.ownerId, amount: all, reference: 'BACS test', clientKey: crypto.randomUUID() }, financeToken);
      expect(paid.body.code, JSON.stringify(paid.body)).toBe(200);
      expect(await balance()).toBe(0);
    };
    await payOutAll();
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

    // the owner earns again (another order settles): two processes sweep at once, the refund is paid once
    const next = await paidOrder(t, demo, owner, [7_000], { card: APPROVED_CARD });
    await outForDelivery(t, owner, next);
    expect((await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: next.orderNo }, demo.token)).body.code).toBe(200);
    await Promise.all([job.run(t.db), job.run(second), job.run(t.db), job.run(second)]);
    const paid = (await t.post<RefundDetail>(`${PAY}/refund/detail`, { refundNo: made.refundNo }, demo.token)).body.data;
    expect(paid.status).toBe(31);
    expect(paid.logs.map((log) => [log.status, log.actor])).toEqual([
      [32, 'system'],
      [31, 'system'],
    ]);
    expect((await ownerEntries(t, made.refundNo)).map((entry) => entry.kind)).toEqual(['refund', 'commission']);
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
    await expectLedgerHolds();
    const holds = await ledgerHolds(t, demo.userId);
    expect(holds.runningOk).toBe(true);
    expect(holds.ledgerSum).toBe(holds.balance);
  });
});
