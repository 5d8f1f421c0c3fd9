import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentRecordStatus, type PaymentResult, type QrPayment } from '@clearlot/contract';
import { engines } from '../../testing/harness';
import { inPaymentTransaction, paymentNo } from './pay/attempt';
import { insertPayment } from './pay/store';
import { DEMO_PAYMENT_PASSWORD, PAY, type PaymentTestApp, createPaymentTestApp, insertTrade, ledgerHolds, newCard, paymentKey, paymentsOf, walletBalances } from './testing';

/** "Never charged twice": on PGlite the calls serialise, on PostgreSQL they really race. */
describe.each(engines)('concurrent payments on %s', (engine) => {
  let t: PaymentTestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(engine);
  });
  afterAll(() => t.close());

  const CALLS = 50;
  const debitsFor = async (paymentNos: string[]) =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from wallet_ledger where type = 'payment' and transaction_id = any($1::text[])`, [paymentNos]))[0]!.n;

  it('50 identical card payments: one succeeded payment, every caller gets the same answer', async () => {
    const trade = await insertTrade(t, t.buyerId, 9_999);
    const body = { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), card: newCard(t.addressId) };
    const answers = await Promise.all(Array.from({ length: CALLS }, () => t.post<PaymentResult>(`${PAY}/pay/card`, body, t.buyerToken)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(CALLS).fill(200));
    expect(new Set(answers.map((a) => a.body.data.paymentNo)).size).toBe(1);
    expect(await paymentsOf(t, trade.tradeId)).toEqual([{ status: 2, method: 3, paymentKey: body.paymentKey, failureCode: null }]);
  });

  it('50 identical balance payments: one wallet debit', async () => {
    const before = await walletBalances(t, t.buyerId);
    const trade = await insertTrade(t, t.buyerId, 1_234);
    const body = { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), paymentPassword: DEMO_PAYMENT_PASSWORD };
    const answers = await Promise.all(Array.from({ length: CALLS }, () => t.post<PaymentResult>(`${PAY}/pay/balance`, body, t.buyerToken)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(CALLS).fill(200));
    const paymentNos = [...new Set(answers.map((a) => a.body.data.paymentNo))];
    expect(paymentNos).toHaveLength(1);
    expect(await debitsFor(paymentNos)).toBe(1);
    expect((await walletBalances(t, t.buyerId)).available).toBe(before.available - 1_234);
    expect(await paymentsOf(t, trade.tradeId)).toHaveLength(1);
  });

  it('50 balance payments with different keys: exactly one is charged, the rest are told it is paid', async () => {
    const before = await walletBalances(t, t.buyerId);
    const trade = await insertTrade(t, t.buyerId, 777);
    const answers = await Promise.all(
      Array.from({ length: CALLS }, () =>
        t.post<PaymentResult>(
          `${PAY}/pay/balance`,
          { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), paymentPassword: DEMO_PAYMENT_PASSWORD },
          t.buyerToken,
        ),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 8003)).toHaveLength(CALLS - 1);
    expect((await walletBalances(t, t.buyerId)).available).toBe(before.available - 777);
    expect(await paymentsOf(t, trade.tradeId)).toHaveLength(1);
  });

  it('card, balance and QR approval racing for one trade: exactly one succeeds', async () => {
    const before = await walletBalances(t, t.buyerId);
    const trade = await insertTrade(t, t.buyerId, 5_555);
    const qrs = await Promise.all(
      Array.from({ length: 5 }, () => t.post<QrPayment>(`${PAY}/pay/qr`, { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), method: 1 }, t.buyerToken)),
    );
    const tokens = qrs.map((q) => new URL(q.body.data.confirmUrl.replace('/#/', '/')).searchParams.get('token')!);
    const answers = await Promise.all([
      ...tokens.map((token) => t.post(`${PAY}/sandbox/qr/confirm`, { token, approve: true }, null)),
      ...Array.from({ length: 10 }, () =>
        t.post(`${PAY}/pay/card`, { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), card: newCard(t.addressId) }, t.buyerToken),
      ),
      ...Array.from({ length: 10 }, () =>
        t.post(`${PAY}/pay/balance`, { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), paymentPassword: DEMO_PAYMENT_PASSWORD }, t.buyerToken),
      ),
    ]);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 200).every((a) => a.body.code === 8003)).toBe(true);
    const payments = await paymentsOf(t, trade.tradeId);
    expect(payments.filter((p) => p.status === 2)).toHaveLength(1);
    expect(payments.filter((p) => p.status === 1)).toHaveLength(0);
    const debited = before.available - (await walletBalances(t, t.buyerId)).available;
    expect(debited === 0 || debited === 5_555).toBe(true);
    expect(debited === 5_555).toBe(payments.some((p) => p.status === 2 && p.method === 4));
    expect(await ledgerHolds(t, t.buyerId)).toMatchObject({ runningOk: true });
  });

  it('turns the database refusing a second success (or a taken key) into alreadyPaid (or paymentKeyReused)', async () => {
    const trade = await insertTrade(t, t.buyerId, 1_000);
    const key = paymentKey();
    expect((await t.post(`${PAY}/pay/card`, { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key, card: newCard(t.addressId) }, t.buyerToken)).body.code).toBe(200);
    const row = { tradeId: trade.tradeId, userId: t.buyerId, method: 3 as const, amount: trade.amount, status: PaymentRecordStatus.Succeeded };
    await expect(inPaymentTransaction(t.db, (tx) => insertPayment(tx, { ...row, paymentNo: paymentNo(), paymentKey: paymentKey() }))).rejects.toMatchObject({
      errorName: 'alreadyPaid',
    });
    const failed = { ...row, status: PaymentRecordStatus.Failed, paymentNo: paymentNo(), paymentKey: key };
    await expect(inPaymentTransaction(t.db, (tx) => insertPayment(tx, failed))).rejects.toMatchObject({ errorName: 'paymentKeyReused' });
    expect(await paymentsOf(t, trade.tradeId)).toHaveLength(1);
  });
});
