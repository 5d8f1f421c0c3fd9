import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardPaymentConfig, startCardPayment, stripeLocale, waitUntilPaid } from './cardPayment';

const envelope = (data: unknown, code = 200) => ({ code, message: '成功', messageEn: 'Success', data });

/** The server answers each call with the next of `bodies` (the last one again once they run out). */
function answers(...bodies: unknown[]) {
  let call = 0;
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(bodies[Math.min(call++, bodies.length - 1)]), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', { getItem: () => null });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('card payments in the browser', () => {
  it('asks the server once which card provider it uses', async () => {
    const fetchMock = answers(envelope({ provider: 'stripe', publishableKey: 'pk_test_x' }));
    expect(await cardPaymentConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_x' });
    expect(await cardPaymentConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_x' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/srs-payment-service/pay/card/config', expect.objectContaining({ method: 'POST' }));
  });

  it("starts the payment with the trade, the amount and the page's idempotency key", async () => {
    const intent = {
      paymentNo: 'PY1',
      tradeNo: 'TR1',
      amount: 1200,
      currency: 'gbp',
      provider: 'stripe',
      publishableKey: 'pk_test_x',
      clientSecret: 'pi_1_secret_2',
      status: 'pending',
    };
    const fetchMock = answers(envelope(intent));
    expect(await startCardPayment({ tradeNo: 'TR1', amount: 1200, paymentKey: 'key-1' }, { loading: false })).toEqual(intent);
    expect(fetchMock).toHaveBeenCalledWith('/srs-payment-service/pay/card/intent', expect.objectContaining({ body: '{"tradeNo":"TR1","amount":1200,"paymentKey":"key-1"}' }));
  });

  it('waits for the webhook: paid once the trade says so, closed, or still waiting after the time allowed', async () => {
    const status = (tradeStatus: number) => envelope({ tradeNo: 'TR1', tradeStatus, paymentMethod: null, paidAt: null });
    const polled = answers(status(1), status(1), status(2));
    expect(await waitUntilPaid('TR1', { intervalMs: 1, timeoutMs: 5_000 })).toBe('paid');
    expect(polled).toHaveBeenCalledTimes(3);
    answers(status(3));
    expect(await waitUntilPaid('TR1', { intervalMs: 1 })).toBe('closed');
    answers(status(1));
    expect(await waitUntilPaid('TR1', { intervalMs: 5, timeoutMs: 20 })).toBe('waiting');
  });

  it("gives Stripe's element the page's language", () => {
    expect(stripeLocale('zh')).toBe('zh');
    expect(stripeLocale('en')).toBe('en-GB');
  });
});
