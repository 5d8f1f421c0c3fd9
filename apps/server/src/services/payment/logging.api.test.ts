import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedCard } from '@clearlot/contract';
import { engines } from '../../testing/harness';
import { DECLINED_VISA, DEMO_BUYER, DEMO_PAYMENT_PASSWORD, PAY, type PaymentTestApp, createPaymentTestApp, insertTrade, newCard, paymentKey } from './testing';

/** Card numbers, CVVs and passwords are request fields only: the server's log never sees them. */
describe.each(engines)('what the log sees on %s', (engine) => {
  let t: PaymentTestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createPaymentTestApp(engine, {
      config: { logLevel: 'trace' },
      beforeSignIn(app) {
        // every request logger is a child of app.log and writes to its stream
        const stream = (app.app.log as unknown as Record<symbol, { write: (line: string) => void }>)[pino.symbols.streamSym]!;
        stream.write = (line: string) => void lines.push(line);
      },
    });
  });
  afterAll(() => t.close());

  it('logs requests at trace level without their bodies', async () => {
    const cvv = '739';
    const pay = async (card: object) => {
      const trade = await insertTrade(t, t.buyerId, 2_000);
      return t.post(`${PAY}/pay/card`, { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), card }, t.buyerToken);
    };
    expect((await pay(newCard(t.addressId, { cvv }))).body.code).toBe(200);
    expect((await pay(newCard(t.addressId, { cvv, number: DECLINED_VISA }))).body.code).toBe(8007);
    expect((await pay(newCard(t.addressId, { cvv, number: '4242424242424241' }))).body.code).toBe(1001);
    expect((await pay(newCard(t.addressId, { cvv: '12' }))).body.code).toBe(1001);
    expect((await t.post(`${PAY}/wallet/cards/add`, newCard(t.addressId, { cvv }), t.buyerToken)).body.code).toBe(200);
    const card = (await t.post<SavedCard[]>(`${PAY}/wallet/cards/list`, {}, t.buyerToken)).body.data[0]!;
    const setPassword = { loginPassword: DEMO_BUYER.password, paymentPassword: DEMO_PAYMENT_PASSWORD, confirmPaymentPassword: DEMO_PAYMENT_PASSWORD };
    expect((await t.post(`${PAY}/wallet/setPaymentPassword`, setPassword, t.buyerToken)).body.code).toBe(200);
    expect((await t.post(`${PAY}/wallet/topUp`, { amount: 1_000, paymentKey: paymentKey(), savedCardId: card.id, cvv }, t.buyerToken)).body.code).toBe(200);
    expect((await t.post(`${PAY}/wallet/withdraw`, { amount: 500, savedCardId: card.id, paymentPassword: DEMO_PAYMENT_PASSWORD }, t.buyerToken)).body.code).toBe(200);

    expect(lines.some((line) => line.includes('/srs-payment-service/pay/card'))).toBe(true);
    // times are long numbers: drop them before looking for card numbers
    const log = lines.join('\n').replace(/"(time|responseTime)":[\d.]+/g, '');
    expect(log).not.toMatch(/\d{13,}/);
    for (const field of ['"number"', '"cvv"', '"paymentPassword"', '"loginPassword"', '"card"', DEMO_BUYER.password, `"${cvv}"`]) expect(log).not.toContain(field);
  });
});
