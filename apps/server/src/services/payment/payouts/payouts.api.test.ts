/**
 * Goods owners paid (issue 35 item 4) and the settlement statement (issue 33 item 6), on both engines: the commission
 * setting (operations, audited, the rate kept on each settlement), the owner's payouts ledger summing to the balance,
 * what is due only after the return window, payouts by finance once per client key (50 identical requests at once make
 * one payout; 50 different ones never pay more than is due), Stripe Connect transfers against the local fake (our key
 * passed on, a refused transfer put back in the ledger, an unanswered one sent again by the sweeper under the same
 * key), the owner's own page, statement and CSV, and bad input answered with bilingual errors, never a 500.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommissionSetting, ErrorCatalogue, type OwnerMoneyPage, type OwnerPayoutsView, type Payout, type Statement, commissionOf, earnedOf } from '@clearlot/contract';
import { type Engine, type TestApp, DEMO_BUYER, DEMO_FINANCE, DEMO_OPERATIONS, createTestApp, engines, signIn } from '../../../testing/harness';
import { createStripeGateway } from '../gateway/stripe';
import { type FakeStripe, startFakeStripe } from '../gateway/stripe-fake.testing';
import {
  APPROVED_CARD,
  DEMO_PAYMENT_PASSWORD,
  type GoodsOwner,
  ORDER,
  PAY,
  type TestBuyer,
  demoBuyer,
  demoOwner,
  makeBuyer,
  outForDelivery,
  paidOrder,
  refund,
} from '../refund/testing';
import { paymentSweepJobs } from '../sweep';
import { createPaymentTestApp, makeAllDue, ownerEntries, ownerLedger } from '../testing';
import { createOutbox } from '../../../platform/outbox';

const P = {
  commission: `${PAY}/platform/commission`,
  updateCommission: `${PAY}/platform/commission/update`,
  owners: `${PAY}/platform/payout/owners`,
  owner: `${PAY}/platform/payout/owner`,
  record: `${PAY}/platform/payout/record`,
  connect: `${PAY}/platform/payout/connect`,
  mine: `${PAY}/owner/payout/view`,
  statement: `${PAY}/owner/payout/statement`,
  csv: `${PAY}/owner/payout/statement.csv`,
};

/** A completed order of the owner's (the buyer confirmed receipt), settled to the owner's ledger. */
async function completedOrder(t: TestApp, buyer: TestBuyer, owner: GoodsOwner, prices: number[]) {
  const order = await paidOrder(t, buyer, owner, prices, { card: APPROVED_CARD });
  await outForDelivery(t, owner, order);
  const confirmed = await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: order.orderNo }, buyer.token);
  if (confirmed.body.code !== 200) throw new Error(JSON.stringify(confirmed.body));
  return order;
}

describe.each(engines)('goods owners paid on %s', (engine: Engine) => {
  let t: TestApp;
  let buyer: TestBuyer;
  let owner: GoodsOwner;
  let finance: string;
  let operations: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    buyer = await makeBuyer(t);
    owner = await demoOwner(t);
    finance = await signIn(t, DEMO_FINANCE);
    operations = await signIn(t, DEMO_OPERATIONS);
  });
  afterAll(() => t.close());

  const view = async () => (await t.post<OwnerPayoutsView>(P.owner, { ownerId: owner.ownerId }, finance)).body.data;
  const pay = (amount: number, clientKey = randomUUID(), reference = 'BACS 2026-12 ClearLot') =>
    t.post<Payout>(P.record, { ownerId: owner.ownerId, amount, reference, clientKey }, finance);
  const expectLedgerHolds = async () => {
    const ledger = await ownerLedger(t, owner.ownerId);
    expect(ledger.ledgerSum).toBe(ledger.balance);
    expect((await view()).money.balance).toBe(ledger.balance);
  };

  it('lets operations set the commission, audited; each settlement keeps the rate in force, and refunds after it give back commission at that rate', async () => {
    const start = (await t.post<CommissionSetting>(P.commission, {}, finance)).body.data;
    expect(start.basisPoints).toBe(400);
    const set = await t.post<CommissionSetting>(P.updateCommission, { basisPoints: 550 }, operations);
    expect(set.body.code, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ basisPoints: 550 });
    expect(set.body.data.updatedAt).toBeGreaterThan(0);
    const [audit] = await t.db.query<{ before: unknown; after: unknown }>(`select before, after from staff_action where action = 'commission.update' order by id desc limit 1`);
    expect(audit).toEqual({ before: { basisPoints: 400 }, after: { basisPoints: 550 } });
    // finance reads it but may not change it
    expect((await t.post(P.updateCommission, { basisPoints: 100 }, finance)).body.code).toBe(2002);

    const order = await completedOrder(t, buyer, owner, [10_000]);
    const [funds] = await t.db.query<{ settlementNo: string; rate: number; fee: number; gross: number }>(
      'select settlement_no as "settlementNo", settled_rate as rate, settled_fee as fee, settled_gross as gross from order_funds where order_id = $1',
      [order.orderId],
    );
    expect(funds).toMatchObject({ rate: 550, gross: order.paid, fee: commissionOf(order.paid, 550) });
    expect(await ownerEntries(t, funds!.settlementNo)).toEqual([
      { kind: 'sale', amount: order.paid },
      { kind: 'commission', amount: -commissionOf(order.paid, 550) },
    ]);

    // the rate changes back; a refund of the order gives back commission at the 5.5% it was settled at
    expect((await t.post(P.updateCommission, { basisPoints: 400 }, operations)).body.code).toBe(200);
    const made = await refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 2_000 }]);
    expect(await ownerEntries(t, made.refundNo)).toEqual([
      { kind: 'refund', amount: -2_000 },
      { kind: 'commission', amount: commissionOf(order.paid, 550) - commissionOf(order.paid - 2_000, 550) },
    ]);
    const orderSum = await t.db.query<{ total: string }>('select sum(amount)::text as total from owner_ledger where order_id = $1', [order.orderId]);
    expect(Number(orderSum[0]!.total)).toBe(earnedOf(order.paid - 2_000, 550));
    await expectLedgerHolds();
  });

  it('refuses a bad commission with a bilingual field error and changes nothing', async () => {
    for (const basisPoints of ['400', 5_001, -1, 12.5, 1e20, null]) {
      const res = await t.post(P.updateCommission, { basisPoints }, operations);
      expect(res.status, String(basisPoints)).toBe(400);
      expect(res.body.code).toBe(1001);
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
      expect(res.body.messageEn).toMatch(/[a-z]/);
    }
    expect((await t.post(P.updateCommission, { basisPoints: 400, extra: 1 }, operations)).body.code).toBe(1001);
    expect((await t.post<CommissionSetting>(P.commission, {}, operations)).body.data.basisPoints).toBe(400);
  });

  it('makes earnings due only after the return window; pays no more than is due', async () => {
    const order = await completedOrder(t, buyer, owner, [6_000, 1_500]);
    const money = (await view()).money;
    expect(money.notYetDue).toBeGreaterThanOrEqual(earnedOf(order.paid, 400));
    expect(money.due + money.notYetDue).toBe(money.balance);
    const tooMuch = await pay(money.due + 1);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ code: ErrorCatalogue.payoutExceedsDue.code, messageEn: ErrorCatalogue.payoutExceedsDue.en, message: ErrorCatalogue.payoutExceedsDue.zh });

    await makeAllDue(t, owner.ownerId);
    const due = (await view()).money;
    expect(due).toMatchObject({ due: due.balance, notYetDue: 0 });
    // the finance list has the owner, with what is due
    const listed = (await t.post<OwnerMoneyPage>(P.owners, { keyword: String(owner.ownerId), dueOnly: true }, finance)).body.data;
    expect(listed.list.find((row) => row.ownerId === owner.ownerId)).toMatchObject({ due: due.balance });
    await expectLedgerHolds();
  });

  it('makes one payout of 50 identical requests at once, and answers each with it', async () => {
    await completedOrder(t, buyer, owner, [4_000]);
    await makeAllDue(t, owner.ownerId);
    const before = (await view()).money;
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(1_234, key)));
    for (const answer of answers) expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    const payoutNos = new Set(answers.map((answer) => answer.body.data.payoutNo));
    expect(payoutNos.size).toBe(1);
    const [payoutNo] = [...payoutNos];
    expect(answers[0]!.body.data).toMatchObject({ amount: 1_234, method: 'bank', status: 'paid', reference: 'BACS 2026-12 ClearLot' });
    expect(await ownerEntries(t, payoutNo!)).toEqual([{ kind: 'payout', amount: -1_234 }]);
    expect(await t.db.query(`select 1 from staff_action where action = 'payout.record' and after->>'payoutNo' = $1`, [payoutNo])).toHaveLength(1);
    const after = (await view()).money;
    expect(after).toMatchObject({ balance: before.balance - 1_234, due: before.due - 1_234, paidOut: before.paidOut + 1_234 });
    // the same key for another amount is a different payout: refused, nothing paid
    const reused = await pay(999, key);
    expect(reused.body.code).toBe(ErrorCatalogue.payoutKeyReused.code);
    expect((await view()).money.balance).toBe(after.balance);
    await expectLedgerHolds();
  });

  it('never pays more than is due when 50 different payouts race', async () => {
    await completedOrder(t, buyer, owner, [3_000]);
    await makeAllDue(t, owner.ownerId);
    const due = (await view()).money.due;
    const amount = Math.floor(due / 7) + 1; // only six fit
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(amount)));
    const paid = answers.filter((answer) => answer.body.code === 200);
    const refused = answers.filter((answer) => answer.body.code !== 200);
    expect(paid).toHaveLength(Math.floor(due / amount));
    for (const answer of refused) expect(answer.body.code).toBe(ErrorCatalogue.payoutExceedsDue.code);
    const money = (await view()).money;
    expect(money.due).toBe(due - paid.length * amount);
    expect(money.due).toBeGreaterThanOrEqual(0);
    await expectLedgerHolds();
  });

  it('refuses bad payouts with bilingual errors, never a 500, and changes nothing', async () => {
    const before = (await view()).money;
    const bodies: unknown[] = [
      { ownerId: owner.ownerId, amount: '100', reference: 'x', clientKey: randomUUID() },
      { ownerId: owner.ownerId, amount: 1e30, reference: 'x', clientKey: randomUUID() },
      { ownerId: owner.ownerId, amount: Number.MAX_SAFE_INTEGER + 2, reference: 'x', clientKey: randomUUID() },
      { ownerId: owner.ownerId, amount: 0, reference: 'x', clientKey: randomUUID() },
      { ownerId: owner.ownerId, amount: -5, reference: 'x', clientKey: randomUUID() },
      { ownerId: owner.ownerId, amount: 10.5, reference: 'x', clientKey: randomUUID() },
      { ownerId: owner.ownerId, amount: 100, reference: '   ', clientKey: randomUUID() },
      { ownerId: owner.ownerId, amount: 100, reference: 'x'.repeat(101), clientKey: randomUUID() },
      { ownerId: owner.ownerId, amount: 100, reference: 'x', clientKey: 'not-a-uuid' },
      { ownerId: 'one', amount: 100, reference: 'x', clientKey: randomUUID() },
      { ownerId: 99_999_999_999, amount: 100, reference: 'x', clientKey: randomUUID() },
      { ownerId: owner.ownerId, amount: 100, reference: 'x', clientKey: randomUUID(), method: 'cash' },
      [],
    ];
    for (const body of bodies) {
      const res = await t.post(P.record, body, finance);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(1001);
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const text = await t.post(P.record, 'pay me', finance);
    expect(text.status).toBeLessThan(500);
    expect(text.body.message).toMatch(/[\u4e00-\u9fff]/);
    // an owner that does not exist, and a shop without an account (the generated catalogue's): not found
    const [shop] = await t.db.query<{ id: number }>('select id from goods_owner where user_id is null order by id limit 1');
    for (const ownerId of [2_147_483_647, ...(shop ? [shop.id] : [])]) {
      const res = await t.post(P.record, { ownerId, amount: 100, reference: 'x', clientKey: randomUUID() }, finance);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 4711, messageEn: 'This goods owner does not exist.', message: '该货主不存在。' });
      expect((await t.post(P.owner, { ownerId }, finance)).body.code).toBe(4711);
    }
    // the goods owner, a buyer and operations may not pay anyone, nor read another owner's ledger
    const buyerToken = await signIn(t, DEMO_BUYER);
    for (const token of [owner.token, buyerToken, operations]) {
      expect((await t.post(P.record, { ownerId: owner.ownerId, amount: 1, reference: 'x', clientKey: randomUUID() }, token)).body.code).toBe(2002);
      expect((await t.post(P.owner, { ownerId: owner.ownerId }, token)).body.code).toBe(2002);
    }
    expect((await t.post(P.mine, {}, buyerToken)).body.code).toBe(2002);
    expect((await view()).money).toEqual(before);
  });

  it("shows the goods owner their own ledger and payouts, a period's statement, and the statement as CSV in both languages", async () => {
    const mine = (await t.post<OwnerPayoutsView>(P.mine, {}, owner.token)).body.data;
    const finances = await view();
    expect(mine.money).toEqual(finances.money);
    expect(mine.payouts.length).toBeGreaterThan(0);
    expect(mine.entries[0]).toMatchObject({ kind: expect.any(String) });
    // the owner's body takes no owner id: another owner's ledger cannot be asked for
    expect((await t.post(P.mine, { ownerId: 1 }, owner.token)).body.code).toBe(1001);

    const now = Math.floor(Date.now() / 1000);
    const period = { from: now - 86_400, to: now + 60 };
    const statement = (await t.post<Statement>(P.statement, period, owner.token)).body.data;
    expect(statement.net).toBe(statement.sales - statement.commission - statement.refunds);
    const sum = (kind: string) => statement.lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amount, 0);
    expect(statement.sales).toBe(sum('sale'));
    expect(statement.payouts).toBe(-(sum('payout') + sum('payoutReversal')));
    expect(statement).toMatchObject({ balance: mine.money.balance, due: mine.money.due });
    for (const bad of [
      { from: now, to: now - 1 },
      { from: 0, to: 400 * 86_400 },
      { from: 'yesterday', to: now },
    ]) {
      expect((await t.post(P.statement, bad, owner.token)).body.code).toBe(1001);
    }

    for (const lang of ['en', 'zh'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${P.csv}?from=${period.from}&to=${period.to}&lang=${lang}`, headers: { authorization: `Bearer ${owner.token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="clearlot-statement-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}-${lang}\\.csv"`));
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const text = res.rawPayload.toString('utf8').slice(1);
      const rows = text.split('\r\n');
      expect(rows[0]).toBe(lang === 'en' ? 'ClearLot settlement statement' : 'ClearLot 结算对账单');
      expect(rows[3]).toBe(`${lang === 'en' ? 'Sales' : '销售额'},${(statement.sales / 100).toFixed(2)}`);
      expect(rows.filter((row) => row.includes(',')).length).toBeGreaterThan(statement.lines.length);
    }
    for (const query of ['', '?from=1&to=0', '?from=abc&to=2', `?from=0&to=${period.to}&lang=fr`]) {
      const res = await t.app.inject({ method: 'GET', url: `${P.csv}${query}`, headers: { authorization: `Bearer ${owner.token}` } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: ErrorCatalogue.statementQueryInvalid.code });
    }
    const buyerToken = await signIn(t, DEMO_BUYER);
    expect((await t.app.inject({ method: 'GET', url: `${P.csv}?from=${period.from}&to=${period.to}`, headers: { authorization: `Bearer ${buyerToken}` } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${P.csv}?from=${period.from}&to=${period.to}` })).statusCode).toBe(401);
  });
});

describe.each(engines)('payouts by Stripe Connect on %s', (engine: Engine) => {
  let fake: FakeStripe;
  let t: TestApp;
  let buyer: TestBuyer;
  let owner: GoodsOwner;
  let finance: string;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createPaymentTestApp(engine, { config: { stripe: fake.settings } });
    buyer = await demoBuyer(t);
    owner = await demoOwner(t);
    finance = await signIn(t, DEMO_FINANCE);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const view = async () => (await t.post<OwnerPayoutsView>(P.owner, { ownerId: owner.ownerId }, finance)).body.data;
  const pay = (amount: number, clientKey = randomUUID()) => t.post<Payout>(P.record, { ownerId: owner.ownerId, amount, reference: 'Stripe payout', clientKey }, finance);
  const transfers = () => fake.requests.filter((request) => request.path === '/v1/transfers');

  it('pays by bank transfer until the owner has a connected account, then by a Stripe transfer carrying our idempotency key, once for 20 identical requests', async () => {
    // a Stripe-configured server takes cards only in Stripe's element: the demo buyer pays from their wallet
    const order = await paidOrder(t, buyer, owner, [20_000], { balance: DEMO_PAYMENT_PASSWORD });
    await outForDelivery(t, owner, order);
    expect((await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: order.orderNo }, buyer.token)).body.code).toBe(200);
    await makeAllDue(t, owner.ownerId);
    expect((await view()).money.due).toBeGreaterThan(10_000);

    const bank = await pay(500);
    expect(bank.body.data).toMatchObject({ method: 'bank', status: 'paid', transferId: null });
    expect(transfers()).toHaveLength(0);

    for (const stripeAccountId of ['acct_', 'bank 123', 42]) expect((await t.post(P.connect, { ownerId: owner.ownerId, stripeAccountId }, finance)).body.code).toBe(1001);
    const connected = await t.post(P.connect, { ownerId: owner.ownerId, stripeAccountId: 'acct_1ClearLotOwner01' }, finance);
    expect(connected.body.code, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body.data).toMatchObject({ stripeAccountId: 'acct_1ClearLotOwner01' });

    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(2_500, key)));
    const payoutNos = new Set(answers.map((answer) => answer.body.data?.payoutNo));
    expect(payoutNos.size).toBe(1);
    const final = (await view()).payouts.find((payout) => payout.payoutNo === [...payoutNos][0]);
    expect(final).toMatchObject({ method: 'stripe', status: 'paid', amount: 2_500, transferId: expect.stringMatching(/^tr_/) });
    // every call Stripe saw carried the payout's own key; Stripe made one transfer
    expect(new Set(transfers().map((request) => request.idempotencyKey))).toEqual(new Set([`clearlot-payout-${final!.payoutNo}`]));
    expect(transfers()[0]!.params).toMatchObject({ amount: '2500', currency: 'gbp', destination: 'acct_1ClearLotOwner01' });
    expect(fake.transfers.size).toBe(1);
    const ledger = await ownerLedger(t, owner.ownerId);
    expect(ledger.ledgerSum).toBe(ledger.balance);
  });

  it('puts a transfer Stripe refuses back in the ledger, visibly; sends one Stripe did not answer again under the same key', async () => {
    const before = (await view()).money;
    fake.trouble('/v1/transfers', { kind: 'refuse', status: 400, code: 'insufficient_funds' });
    const refused = await pay(1_000);
    expect(refused.body.code).toBe(200);
    expect(refused.body.data).toMatchObject({ status: 'failed', failure: 'insufficient_funds', transferId: null });
    expect(await ownerEntries(t, refused.body.data.payoutNo)).toEqual([
      { kind: 'payout', amount: -1_000 },
      { kind: 'payoutReversal', amount: 1_000 },
    ]);
    expect((await view()).money).toMatchObject({ balance: before.balance, due: before.due, paidOut: before.paidOut });

    // Stripe cannot be reached (the SDK's own retries too): the payout waits, its money held; the sweeper sends it again
    fake.trouble('/v1/transfers', { kind: 'drop' }, 3);
    const waiting = await pay(700);
    expect(waiting.body.data).toMatchObject({ status: 'pending' });
    expect((await view()).money.due).toBe(before.due - 700);
    // the sweeper's job, in two processes at once
    const outbox = createOutbox(t.db, { smtpUrl: null, mailFrom: 'payouts@clearlot.test', log: t.app.log });
    const job = paymentSweepJobs(outbox, createStripeGateway(fake.settings)).find((candidate) => candidate.name === 'payment-stripe-payouts')!;
    await Promise.all([job.run(t.db), job.run(t.db)]);
    const sent = (await view()).payouts.find((payout) => payout.payoutNo === waiting.body.data.payoutNo);
    expect(sent).toMatchObject({ status: 'paid', transferId: expect.stringMatching(/^tr_/) });
    const keys = transfers()
      .filter((request) => request.params.amount === '700')
      .map((request) => request.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`clearlot-payout-${waiting.body.data.payoutNo}`]));
    expect([...fake.transfers.values()].filter((transfer) => transfer.amount === 700)).toHaveLength(1);
    const ledger = await ownerLedger(t, owner.ownerId);
    expect(ledger.ledgerSum).toBe(ledger.balance);
  });
});
