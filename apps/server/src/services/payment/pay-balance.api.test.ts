import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult, WalletInfo, WalletTransaction } from '@clearlot/contract';
import { PAYMENT_PASSWORD_MAX_TRIES } from '@clearlot/contract';
import { engines } from '../../testing/harness';
import {
  DEMO_OPENING_CREDIT,
  DEMO_PAYMENT_PASSWORD,
  NEW_BUYER,
  PAY,
  type PaymentTestApp,
  createPaymentTestApp,
  insertTrade,
  ledgerHolds,
  orderStatus,
  paymentKey,
  paymentsOf,
  tradeStatus,
  walletBalances,
} from './testing';

describe.each(engines)('paying from the wallet balance on %s', (engine) => {
  let t: PaymentTestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(engine);
  });
  afterAll(() => t.close());

  const payBalance = (body: object, token: string = t.buyerToken) => t.post<PaymentResult>(`${PAY}/pay/balance`, body, token);

  it('pays with the right payment password: one debit, one ledger row, trade and order move on', async () => {
    const before = await walletBalances(t, t.buyerId);
    expect(before.available).toBe(DEMO_OPENING_CREDIT);
    const trade = await insertTrade(t, t.buyerId, 25_000);
    const key = paymentKey();
    const res = await payBalance({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key, paymentPassword: DEMO_PAYMENT_PASSWORD });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ tradeNo: trade.tradeNo, method: 4, amount: 25_000, status: 'succeeded' });
    expect(await tradeStatus(t, trade.tradeNo)).toEqual({ status: 2, paymentMethod: 4 });
    expect(await orderStatus(t, trade.orderNo)).toBe(4);
    expect((await walletBalances(t, t.buyerId)).available).toBe(DEMO_OPENING_CREDIT - 25_000);

    const ledger = await t.post<{ list: WalletTransaction[]; total: number }>(`${PAY}/wallet/transactions`, { direction: 'expense' }, t.buyerToken);
    expect(ledger.body.data.list[0]).toMatchObject({
      direction: 'expense',
      type: 'payment',
      amount: 25_000,
      transactionId: res.body.data.paymentNo,
      balanceAfter: DEMO_OPENING_CREDIT - 25_000,
    });

    // replay: the original answer, no second debit
    const replay = await payBalance({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key, paymentPassword: DEMO_PAYMENT_PASSWORD });
    expect(replay.body.data).toEqual(res.body.data);
    expect((await walletBalances(t, t.buyerId)).available).toBe(DEMO_OPENING_CREDIT - 25_000);
    // another key for a paid trade: already paid
    const again = await payBalance({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), paymentPassword: DEMO_PAYMENT_PASSWORD });
    expect(again.body.code).toBe(8003);
    // the same key with a different amount is refused too
    const changed = await payBalance({ tradeNo: trade.tradeNo, amount: trade.amount + 1, paymentKey: key, paymentPassword: DEMO_PAYMENT_PASSWORD });
    expect(changed.body.code).toBe(8003);
    expect(await paymentsOf(t, trade.tradeId)).toHaveLength(1);
    expect(await ledgerHolds(t, t.buyerId)).toMatchObject({ runningOk: true });
  });

  it('refuses an amount that differs from the trade, and a key already used for another payment', async () => {
    const trade = await insertTrade(t, t.buyerId, 1_500);
    const key = paymentKey();
    const mismatch = await payBalance({ tradeNo: trade.tradeNo, amount: 1_499, paymentKey: key, paymentPassword: DEMO_PAYMENT_PASSWORD });
    expect(mismatch.body).toMatchObject({ code: 8004, messageEn: 'The payment amount does not match the order. Please refresh and try again.' });
    const paid = await payBalance({ tradeNo: trade.tradeNo, amount: 1_500, paymentKey: key, paymentPassword: DEMO_PAYMENT_PASSWORD });
    expect(paid.body.code).toBe(200);
    const other = await insertTrade(t, t.buyerId, 1_500);
    const reused = await payBalance({ tradeNo: other.tradeNo, amount: 1_500, paymentKey: key, paymentPassword: DEMO_PAYMENT_PASSWORD });
    expect(reused.body.code).toBe(8005);
    expect(await paymentsOf(t, other.tradeId)).toEqual([]);
  });

  it('refuses when the balance is short, taking nothing', async () => {
    const before = await walletBalances(t, t.buyerId);
    const trade = await insertTrade(t, t.buyerId, before.available + 1);
    const res = await payBalance({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), paymentPassword: DEMO_PAYMENT_PASSWORD });
    expect(res.body).toMatchObject({ code: 8008, messageEn: 'Your wallet balance is insufficient.' });
    expect(await walletBalances(t, t.buyerId)).toEqual(before);
    expect(await paymentsOf(t, trade.tradeId)).toEqual([]);
    expect((await tradeStatus(t, trade.tradeNo)).status).toBe(1);
  });

  it('needs a payment password, refuses a wrong one and locks after too many wrong tries', async () => {
    const trade = await insertTrade(t, t.otherId, 1_000);
    const body = (paymentPassword: string) => ({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), paymentPassword });
    expect((await payBalance(body('135790'), t.otherToken)).body.code).toBe(8009);
    const set = await t.post<WalletInfo>(
      `${PAY}/wallet/setPaymentPassword`,
      { loginPassword: NEW_BUYER.password, paymentPassword: '135790', confirmPaymentPassword: '135790' },
      t.otherToken,
    );
    expect(set.body.data).toEqual({ balance: 0, available: 0, frozen: 0, hasPaymentPassword: true });
    // the right password, but nothing in the wallet
    expect((await payBalance(body('135790'), t.otherToken)).body.code).toBe(8008);
    expect((await payBalance(body('12345'), t.otherToken)).body.code).toBe(1001);
    for (let i = 1; i < PAYMENT_PASSWORD_MAX_TRIES; i++) {
      const wrong = await payBalance(body('000000'), t.otherToken);
      expect(wrong.body).toMatchObject({ code: 8010, messageEn: 'The payment password is incorrect.' });
    }
    const last = await payBalance(body('000000'), t.otherToken);
    expect(last.body).toMatchObject({ code: 8011, messageEn: 'Too many wrong payment passwords. Please try again in 15 minutes.' });
    expect((await payBalance(body('135790'), t.otherToken)).body.code).toBe(8011);
    // the lock covers withdrawals too
    expect((await t.post(`${PAY}/wallet/withdraw`, { amount: 100, savedCardId: 1, paymentPassword: '135790' }, t.otherToken)).body.code).toBe(8011);
    // the window passes
    await t.db.query(`update rate_limit_counter set window_start = now() - interval '16 minutes' where key like 'payment-password-fail:%'`);
    expect((await payBalance(body('135790'), t.otherToken)).body.code).toBe(8008);
  });

  it("never pays another user's trade, nor shows its status", async () => {
    const theirs = await insertTrade(t, t.otherId, 1_000);
    const res = await payBalance({ tradeNo: theirs.tradeNo, amount: theirs.amount, paymentKey: paymentKey(), paymentPassword: DEMO_PAYMENT_PASSWORD });
    expect(res.body).toMatchObject({ code: 8001, messageEn: 'This payment does not exist.' });
    expect((await t.post(`${PAY}/pay/status`, { tradeNo: theirs.tradeNo }, t.buyerToken)).body.code).toBe(8001);
    expect((await t.post(`${PAY}/pay/status`, { tradeNo: theirs.tradeNo }, t.otherToken)).body.data).toMatchObject({ tradeStatus: 1, paymentMethod: null, paidAt: null });
  });

  it('refuses a closed trade', async () => {
    const trade = await insertTrade(t, t.buyerId, 1_000);
    await t.db.query('update trade set status = 3 where id = $1', [trade.tradeId]);
    const res = await payBalance({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), paymentPassword: DEMO_PAYMENT_PASSWORD });
    expect(res.body).toMatchObject({ code: 8002, messageEn: 'Payment timed out and the order was closed.' });
  });
});
