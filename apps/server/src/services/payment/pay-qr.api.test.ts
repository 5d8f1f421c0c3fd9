import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStatus, QrPayment, SandboxQrView } from '@clearlot/contract';
import { QR_PAYMENT_MINUTES } from '@clearlot/contract';
import { engines } from '../../testing/harness';
import { createOutbox } from '../../platform/outbox';
import { paymentSweepJobs } from './sweep';
import { DEMO_PAYMENT_PASSWORD, PAY, type PaymentTestApp, createPaymentTestApp, insertTrade, orderStatus, paymentKey, paymentsOf, tradeStatus } from './testing';

const tokenOf = (qr: QrPayment) => new URL(qr.confirmUrl.replace('/#/', '/')).searchParams.get('token')!;

describe.each(engines)('Alipay and WeChat Pay (sandbox) on %s', (engine) => {
  let t: PaymentTestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(engine);
  });
  afterAll(() => t.close());

  const start = (body: object, headers: Record<string, string> = {}) => t.post<QrPayment>(`${PAY}/pay/qr`, body, t.buyerToken, headers);
  const detail = (token: string) => t.post<SandboxQrView>(`${PAY}/sandbox/qr/detail`, { token }, null);
  const confirm = (token: string, approve: boolean) => t.post<SandboxQrView>(`${PAY}/sandbox/qr/confirm`, { token, approve }, null);
  const status = (tradeNo: string) => t.post<PaymentStatus>(`${PAY}/pay/status`, { tradeNo }, t.buyerToken);

  it('starts, shows, approves on the sandbox page, and the polled status turns paid', async () => {
    const trade = await insertTrade(t, t.buyerId, 8_800);
    const key = paymentKey();
    const res = await start({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key, method: 1 }, { origin: 'https://shop.clearlot.test' });
    expect(res.body.code).toBe(200);
    const qr = res.body.data;
    expect(qr).toMatchObject({ tradeNo: trade.tradeNo, method: 1, amount: 8_800 });
    expect(qr.confirmUrl).toMatch(/^https:\/\/shop\.clearlot\.test\/#\/sandboxPay\?token=[A-Za-z0-9_-]{43}$/);
    expect(qr.qrCode).toMatch(/^data:image\/png;base64,/);
    const now = Date.now() / 1000;
    expect(qr.expiresAt).toBeGreaterThan(now + QR_PAYMENT_MINUTES * 60 - 30);
    expect(qr.expiresAt).toBeLessThan(now + QR_PAYMENT_MINUTES * 60 + 30);
    expect((await status(trade.tradeNo)).body.data).toMatchObject({ tradeStatus: 1, paymentMethod: null });

    // the same key again: the same code
    const again = await start({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key, method: 1 }, { origin: 'https://shop.clearlot.test' });
    expect(again.body.data.confirmUrl).toBe(qr.confirmUrl);
    expect(again.body.data.paymentNo).toBe(qr.paymentNo);
    // the same key for the other wallet is refused
    expect((await start({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key, method: 2 })).body.code).toBe(8005);

    const token = tokenOf(qr);
    const shown = await detail(token);
    expect(shown.body.data).toEqual({ method: 1, amount: 8_800, merchant: 'ClearLot', tradeNo: trade.tradeNo, status: 'pending', expiresAt: qr.expiresAt });
    const approved = await confirm(token, true);
    expect(approved.body.data.status).toBe('succeeded');
    expect((await status(trade.tradeNo)).body.data).toMatchObject({ tradeNo: trade.tradeNo, tradeStatus: 2, paymentMethod: 1 });
    expect(await orderStatus(t, trade.orderNo)).toBe(4);
    // pressing again changes nothing
    expect((await confirm(token, true)).body.data.status).toBe('succeeded');
    expect((await confirm(token, false)).body.data.status).toBe('succeeded');
    expect(await paymentsOf(t, trade.tradeId)).toMatchObject([{ status: 2, method: 1 }]);
  });

  it('uses the server address when there is no Origin header, for WeChat Pay too', async () => {
    const trade = await insertTrade(t, t.buyerId, 1_200);
    const res = await start({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), method: 2 });
    expect(res.body.data.method).toBe(2);
    expect(res.body.data.confirmUrl).toMatch(/^http:\/\/localhost(:80)?\/#\/sandboxPay\?token=/);
  });

  it('records a decline on the sandbox page; the trade stays unpaid', async () => {
    const trade = await insertTrade(t, t.buyerId, 2_000);
    const qr = (await start({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), method: 2 })).body.data;
    const declined = await confirm(tokenOf(qr), false);
    expect(declined.body.data.status).toBe('declined');
    expect((await confirm(tokenOf(qr), true)).body.data.status).toBe('declined');
    expect((await tradeStatus(t, trade.tradeNo)).status).toBe(1);
  });

  it('refuses an expired code, and the sweeper marks pending codes past their time expired', async () => {
    const trade = await insertTrade(t, t.buyerId, 3_000);
    const key = paymentKey();
    const qr = (await start({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key, method: 1 })).body.data;
    const other = (await start({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), method: 1 })).body.data;
    await t.db.query(`update payment set qr_expires_at = now() - interval '1 second' where trade_id = $1`, [trade.tradeId]);
    expect((await detail(tokenOf(qr))).body.data.status).toBe('expired');
    const late = await confirm(tokenOf(qr), true);
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ code: 8013, messageEn: 'This payment code has expired. Please start the payment again.' });
    expect((await start({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key, method: 1 })).body.code).toBe(8013);
    for (const job of paymentSweepJobs(createOutbox(t.db, { smtpUrl: null, mailFrom: 'payments@clearlot.test', log: t.app.log }))) await job.run(t.db);
    expect(await paymentsOf(t, trade.tradeId)).toMatchObject([{ status: 4 }, { status: 4 }]);
    expect((await detail(tokenOf(other))).body.data.status).toBe('expired');
    expect((await tradeStatus(t, trade.tradeNo)).status).toBe(1);
  });

  it('fails a code approved after the trade was paid another way, charging nothing twice', async () => {
    const trade = await insertTrade(t, t.buyerId, 4_000);
    const qr = (await start({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), method: 1 })).body.data;
    const paid = await t.post(
      `${PAY}/pay/balance`,
      { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), paymentPassword: DEMO_PAYMENT_PASSWORD },
      t.buyerToken,
    );
    expect(paid.body.code).toBe(200);
    const late = await confirm(tokenOf(qr), true);
    expect(late.body.code).toBe(8003);
    expect((await detail(tokenOf(qr))).body.data.status).toBe('declined');
    expect(await paymentsOf(t, trade.tradeId)).toMatchObject([
      { status: 3, method: 1, failureCode: 8003 },
      { status: 2, method: 4 },
    ]);
    expect((await tradeStatus(t, trade.tradeNo)).paymentMethod).toBe(4);
  });

  it("never lets a code outlive the trade's payment deadline", async () => {
    const trade = await insertTrade(t, t.buyerId, 1_000, { deadlineMinutes: 5 });
    const qr = (await start({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), method: 1 })).body.data;
    const [deadline] = await t.db.query<{ at: number }>('select floor(extract(epoch from pay_deadline))::int as at from trade where id = $1', [trade.tradeId]);
    expect(qr.expiresAt).toBe(deadline!.at);
    // the trade is closed (payment timeout): approving its code now charges nothing
    await t.db.query('update trade set status = 3 where id = $1', [trade.tradeId]);
    expect((await confirm(tokenOf(qr), true)).body.code).toBe(8002);
    expect(await paymentsOf(t, trade.tradeId)).toMatchObject([{ status: 4, failureCode: 8002 }]);
    expect((await detail(tokenOf(qr))).body.data.status).toBe('expired');
  });

  it('answers an unknown code as not found, and checks the token format', async () => {
    expect((await detail('A'.repeat(43))).body.code).toBe(8001);
    expect((await confirm('A'.repeat(43), true)).body.code).toBe(8001);
    expect((await detail('short')).body.code).toBe(1001);
  });

  it("never starts a code for another user's trade", async () => {
    const theirs = await insertTrade(t, t.otherId, 1_000);
    expect((await start({ tradeNo: theirs.tradeNo, amount: theirs.amount, paymentKey: paymentKey(), method: 1 })).body.code).toBe(8001);
  });
});
