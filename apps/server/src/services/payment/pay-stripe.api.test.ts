/**
 * Card payments through Stripe (issue 35 item 1) on both engines, through HTTP: the real Stripe SDK
 * against a local fake of Stripe's endpoints (gateway/stripe-fake.testing.ts) and webhook deliveries
 * signed the way Stripe signs them. Paying (intent → webhook → order paid), the webhook applied once
 * however often it is delivered, forged signatures refused, refunds through Stripe (refused, no
 * answer, pending) never made twice, and production without Stripe's keys taking no cards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPaymentConfig, CardPaymentIntent, RefundDetail } from '@clearlot/contract';
import { buildApp } from '../../app';
import { createOutbox } from '../../platform/outbox';
import { engines } from '../../testing/harness';
import { cardProviderFor, cardProviderNotice } from './gateway/provider';
import { FAKE_PUBLISHABLE_KEY, type FakeStripe, startFakeStripe } from './gateway/stripe-fake.testing';
import { sendStripeRefunds } from './refund/stripe';
import { type GoodsOwner, type PaidOrder, type TestBuyer, demoOwner, makeBuyer, paidOrder, refund } from './refund/testing';
import { paymentSweepJobs } from './sweep';
import {
  DEMO_PAYMENT_PASSWORD,
  PAY,
  type PaymentTestApp,
  createPaymentTestApp,
  insertTrade,
  ledgerHolds,
  newCard,
  orderStatus,
  paymentKey,
  paymentsOf,
  tradeStatus,
  walletBalances,
} from './testing';

const WEBHOOK = `${PAY}/stripe/webhook`;
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

describe.each(engines)('card payments through Stripe on %s', (engine) => {
  let fake: FakeStripe;
  let t: PaymentTestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createPaymentTestApp(engine, { config: { stripe: fake.settings } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const startIntent = (body: object, token: string = t.buyerToken) => t.post<CardPaymentIntent>(`${PAY}/pay/card/intent`, body, token);
  const deliver = async (delivery: { body: string; signature?: string }) => {
    const response = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', ...(delivery.signature !== undefined ? { 'stripe-signature': delivery.signature } : {}) },
      payload: delivery.body,
    });
    return { status: response.statusCode, body: response.json<{ code: number; message: string; messageEn: string; data: unknown }>() };
  };
  const stripeRow = async (tradeId: number) =>
    (
      await t.db.query<{ paymentNo: string; status: number; cardProvider: string; providerRef: string | null; failureCode: number | null; returnRef: string | null }>(
        `select payment_no as "paymentNo", status, card_provider as "cardProvider", provider_ref as "providerRef", failure_code as "failureCode",
                provider_return_ref as "returnRef"
           from payment where trade_id = $1 and card_provider = 'stripe'`,
        [tradeId],
      )
    )[0]!;
  const eventRows = async (eventId: string) => (await t.db.query<{ n: number }>('select count(*)::int as n from stripe_event where event_id = $1', [eventId]))[0]!.n;
  const requestsTo = (path: string) => fake.requests.filter((request) => request.method === 'POST' && request.path === path);

  /** Pays a trade the way the storefront and Stripe do: the intent, the card element's confirmation, the webhook. */
  async function payThroughStripe(trade: { tradeNo: string; amount: number }, token: string = t.buyerToken): Promise<{ intentId: string; eventId: string }> {
    const started = await startIntent({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey() }, token);
    if (started.body.code !== 200) throw new Error(`intent refused: ${JSON.stringify(started.body)}`);
    const intentId = intentIdOf(started.body.data.clientSecret);
    const delivery = fake.delivery('payment_intent.succeeded', fake.succeed(intentId));
    const delivered = await deliver(delivery);
    if (delivered.status !== 200) throw new Error(`webhook refused: ${JSON.stringify(delivered.body)}`);
    return { intentId, eventId: delivery.eventId };
  }

  it('says Stripe takes the cards, with its publishable key, and refuses card numbers sent here', async () => {
    const config = await t.post<CardPaymentConfig>(`${PAY}/pay/card/config`, {}, null);
    expect(config.body.data).toEqual({ provider: 'stripe', publishableKey: FAKE_PUBLISHABLE_KEY });
    // the pages may load Stripe.js, frame its card element and 3-D Secure pages, and let it call Stripe's API
    const policy = String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");

    const trade = await insertTrade(t, t.buyerId, 2_000);
    const byNumber = await t.post(`${PAY}/pay/card`, { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), card: newCard(t.addressId) }, t.buyerToken);
    expect(byNumber.status).toBe(409);
    expect(byNumber.body).toMatchObject({ code: 8031, messageEn: expect.stringContaining('never sent to ClearLot') });
    expect(byNumber.body.message).toMatch(/安全卡片表单/);
    const saving = await t.post(`${PAY}/wallet/cards/add`, newCard(t.addressId), t.buyerToken);
    expect(saving.body.code).toBe(8031);
    expect(await paymentsOf(t, trade.tradeId)).toEqual([]);
  });

  it('pays a trade end to end: a PaymentIntent under our idempotency key, then the webhook pays the trade and its order', async () => {
    const trade = await insertTrade(t, t.buyerId, 12_345);
    const key = paymentKey();
    const started = await startIntent({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key });
    expect(started.body.code).toBe(200);
    expect(started.body.data).toMatchObject({
      tradeNo: trade.tradeNo,
      amount: 12_345,
      currency: 'gbp',
      provider: 'stripe',
      publishableKey: FAKE_PUBLISHABLE_KEY,
      status: 'pending',
    });
    expect(started.body.data.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const intentId = intentIdOf(started.body.data.clientSecret);

    // what Stripe was asked: pence in GBP, the storefront's payment methods (3-D Secure as SCA requires), our numbers, our key
    const [created] = requestsTo('/v1/payment_intents').filter((request) => request.params['metadata[tradeNo]'] === trade.tradeNo);
    expect(created).toMatchObject({
      idempotencyKey: `clearlot-pay-${t.buyerId}-${key}`,
      params: {
        amount: '12345',
        currency: 'gbp',
        'automatic_payment_methods[enabled]': 'true',
        'metadata[paymentNo]': started.body.data.paymentNo,
        'metadata[tradeNo]': trade.tradeNo,
      },
    });
    expect(await stripeRow(trade.tradeId)).toMatchObject({ status: 1, cardProvider: 'stripe', providerRef: intentId });

    // the same key again (a reload, a double click): the same intent, nothing new at Stripe
    const again = await startIntent({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key });
    expect(again.body.data).toEqual(started.body.data);
    expect([...fake.intents.values()].filter((intent) => (intent.metadata as Record<string, string>).tradeNo === trade.tradeNo)).toHaveLength(1);
    // the key for another trade is another request
    const other = await insertTrade(t, t.buyerId, 500);
    expect((await startIntent({ tradeNo: other.tradeNo, amount: other.amount, paymentKey: key })).body.code).toBe(8005);

    // not paid until Stripe says so
    expect(await tradeStatus(t, trade.tradeNo)).toEqual({ status: 1, paymentMethod: null });
    const delivered = await deliver(fake.delivery('payment_intent.succeeded', fake.succeed(intentId)));
    expect(delivered).toMatchObject({ status: 200, body: { code: 200, data: { received: true } } });
    expect(await tradeStatus(t, trade.tradeNo)).toEqual({ status: 2, paymentMethod: 3 });
    expect(await orderStatus(t, trade.orderNo)).toBe(4);
    expect(await stripeRow(trade.tradeId)).toMatchObject({ status: 2, failureCode: null });
    const status = await t.post<{ tradeStatus: number }>(`${PAY}/pay/status`, { tradeNo: trade.tradeNo }, t.buyerToken);
    expect(status.body.data.tradeStatus).toBe(2);
    expect((await startIntent({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key })).body.data.status).toBe('succeeded');
  });

  it('the same webhook delivered 20 times at once pays the trade once; the money adds up', async () => {
    const before = await walletBalances(t, t.buyerId);
    const trade = await insertTrade(t, t.buyerId, 7_777);
    const started = await startIntent({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey() });
    const intent = fake.succeed(intentIdOf(started.body.data.clientSecret));
    const delivery = fake.delivery('payment_intent.succeeded', intent);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(delivery)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await eventRows(delivery.eventId)).toBe(1);
    // Stripe sending the same news as another event changes nothing either
    expect((await deliver(fake.delivery('payment_intent.succeeded', intent))).status).toBe(200);

    const payments = await paymentsOf(t, trade.tradeId);
    expect(payments).toEqual([{ status: 2, method: 3, paymentKey: expect.any(String), failureCode: null }]);
    const [money] = await t.db.query<{ paid: number; order: number }>(
      `select (select coalesce(sum(amount), 0)::int from payment where trade_id = $1 and status = 2) as paid,
              (select paid_amount from shop_order where trade_id = $1) as "order"`,
      [trade.tradeId],
    );
    expect(money).toEqual({ paid: 7_777, order: 7_777 });
    expect(await tradeStatus(t, trade.tradeNo)).toEqual({ status: 2, paymentMethod: 3 });
    // a card payment never touches the wallet, whose ledger still sums to its balance
    expect(await walletBalances(t, t.buyerId)).toEqual(before);
    const ledger = await ledgerHolds(t, t.buyerId);
    expect(ledger.runningOk).toBe(true);
    expect(ledger.ledgerSum).toBe(ledger.balance);
  });

  it('refuses a forged, tampered, unsigned or wrongly signed delivery with a 400 envelope and changes nothing', async () => {
    const trade = await insertTrade(t, t.buyerId, 3_000);
    const started = await startIntent({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey() });
    const intent = fake.succeed(intentIdOf(started.body.data.clientSecret));
    const genuine = fake.delivery('payment_intent.succeeded', intent);
    const forged = fake.delivery('payment_intent.succeeded', intent, { secret: 'whsec_somebodyelse' });
    const tampered = { body: genuine.body.replace('"livemode":false', '"livemode":true'), signature: genuine.signature };
    for (const delivery of [forged, tampered, { body: genuine.body }, { body: genuine.body, signature: 't=1,v1=00' }, { body: '{}', signature: genuine.signature }]) {
      const answer = await deliver(delivery);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 8033, messageEn: 'The notification signature is missing or not valid.', message: '通知签名缺失或无效。', data: null });
    }
    expect(await eventRows(genuine.eventId)).toBe(0);
    expect(await tradeStatus(t, trade.tradeNo)).toEqual({ status: 1, paymentMethod: null });
    expect((await stripeRow(trade.tradeId)).status).toBe(1);
    // the genuine one still works afterwards
    expect((await deliver(genuine)).status).toBe(200);
    expect((await tradeStatus(t, trade.tradeNo)).status).toBe(2);
  });

  it('records a decline (the buyer may try another card on the same intent) and acknowledges events it does not use', async () => {
    const trade = await insertTrade(t, t.buyerId, 4_200);
    const started = await startIntent({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey() });
    const intent = fake.intents.get(intentIdOf(started.body.data.clientSecret))!;
    const declined = fake.delivery('payment_intent.payment_failed', { ...intent, last_payment_error: { code: 'card_declined', type: 'card_error' } });
    expect((await deliver(declined)).status).toBe(200);
    expect(await stripeRow(trade.tradeId)).toMatchObject({ status: 1, failureCode: 8007 });
    expect(await eventRows(declined.eventId)).toBe(1);
    const unknown = fake.delivery('customer.created', { id: 'cus_test', object: 'customer' });
    expect(await deliver(unknown)).toMatchObject({ status: 200, body: { code: 200 } });
    expect(await eventRows(unknown.eventId)).toBe(1);
    // then a card that works, on the same intent
    expect((await deliver(fake.delivery('payment_intent.succeeded', fake.succeed(intent.id as string)))).status).toBe(200);
    expect((await stripeRow(trade.tradeId)).status).toBe(2);
  });

  it('sends the money back through Stripe, once, when the trade was paid another way before Stripe said yes', async () => {
    const trade = await insertTrade(t, t.buyerId, 2_500);
    const started = await startIntent({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey() });
    const paidByWallet = await t.post(
      `${PAY}/pay/balance`,
      { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), paymentPassword: DEMO_PAYMENT_PASSWORD },
      t.buyerToken,
    );
    expect(paidByWallet.body.code).toBe(200);
    const delivery = fake.delivery('payment_intent.succeeded', fake.succeed(intentIdOf(started.body.data.clientSecret)));
    expect((await deliver(delivery)).status).toBe(200);
    const row = await stripeRow(trade.tradeId);
    expect(row).toMatchObject({ status: 3, failureCode: 8003, returnRef: expect.stringMatching(/^re_/) });
    const returns = requestsTo('/v1/refunds').filter((request) => request.params['metadata[paymentNo]'] === row.paymentNo);
    expect(returns).toEqual([expect.objectContaining({ idempotencyKey: `clearlot-return-${row.paymentNo}`, params: expect.objectContaining({ amount: '2500' }) })]);
    // delivered again, and the sweeper's pass: nothing more is sent back
    expect((await deliver(delivery)).status).toBe(200);
    await paymentSweepJobs(createOutbox(t.db, { smtpUrl: null, mailFrom: 'payments@clearlot.test', log: t.app.log }), cardProviderFor(t.config))
      .find((job) => job.name === 'payment-stripe-returns')!
      .run(t.db);
    expect(requestsTo('/v1/refunds').filter((request) => request.params['metadata[paymentNo]'] === row.paymentNo)).toHaveLength(1);
    expect((await paymentsOf(t, trade.tradeId)).filter((payment) => payment.status === 2)).toHaveLength(1);
  });

  it('answers 502 when Stripe cannot be reached, charges nothing, and the same key then gets one intent', async () => {
    const trade = await insertTrade(t, t.buyerId, 1_999);
    const key = paymentKey();
    // the SDK tries three times in all, each under our key
    fake.trouble('/v1/payment_intents', { kind: 'drop' }, 3);
    const failed = await startIntent({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ code: 8032, messageEn: expect.stringContaining('Nothing was charged') });
    expect(await stripeRow(trade.tradeId)).toMatchObject({ status: 1, providerRef: null });
    const retried = await startIntent({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key });
    expect(retried.body.code).toBe(200);
    const asked = requestsTo('/v1/payment_intents').filter((request) => request.idempotencyKey === `clearlot-pay-${t.buyerId}-${key}`);
    expect(asked.length).toBe(4);
    expect([...fake.intents.values()].filter((intent) => (intent.metadata as Record<string, string>).tradeNo === trade.tradeNo)).toHaveLength(1);
  }, 30_000);

  describe('refunds through Stripe', () => {
    let buyer: TestBuyer;
    let owner: GoodsOwner;
    const intents = new Map<string, string>();
    beforeAll(async () => {
      buyer = await makeBuyer(t);
      owner = await demoOwner(t);
    });
    const order = async (): Promise<PaidOrder> => {
      const placed = await paidOrder(t, buyer, owner, [2_500], {
        by: async (trade) => {
          intents.set(trade.tradeNo, (await payThroughStripe(trade, buyer.token)).intentId);
        },
      });
      expect(await tradeStatus(t, placed.tradeNo)).toEqual({ status: 2, paymentMethod: 3 });
      return placed;
    };
    const outbox = () => createOutbox(t.db, { smtpUrl: null, mailFrom: 'refunds@clearlot.test', log: t.app.log });
    const send = () => sendStripeRefunds(t.db, cardProviderFor(t.config) as Parameters<typeof sendStripeRefunds>[1], outbox());
    const refundState = async (refundNo: string) =>
      (
        await t.db.query<{ status: number; providerRef: string | null; attempts: number }>(
          'select status, provider_ref as "providerRef", attempts from refund where refund_no = $1',
          [refundNo],
        )
      )[0]!;
    const sentFor = (refundNo: string) => requestsTo('/v1/refunds').filter((request) => request.params['metadata[refundNo]'] === refundNo);
    const madeFor = (refundNo: string) => [...fake.refunds.values()].filter((made) => (made.metadata as Record<string, string>).refundNo === refundNo);

    it('waits in refund (33) until sent, then Stripe refunds it under our key (31), once', async () => {
      const paid = await order();
      const made = await refund(t, paid, [{ orderItemId: paid.itemIds[0]!, amount: 1_000 }]);
      expect(made.status).toBe(33);
      await send();
      expect(await refundState(made.refundNo)).toMatchObject({ status: 31, providerRef: expect.stringMatching(/^re_/) });
      expect(sentFor(made.refundNo)).toEqual([
        expect.objectContaining({
          idempotencyKey: `clearlot-refund-${made.refundNo}-1`,
          params: expect.objectContaining({ amount: '1000', payment_intent: intents.get(paid.tradeNo) }),
        }),
      ]);
      await send();
      expect(sentFor(made.refundNo)).toHaveLength(1);
      const detail = await t.post<RefundDetail>(`${PAY}/refund/detail`, { refundNo: made.refundNo }, buyer.token);
      expect(detail.body.data).toMatchObject({ status: 31, amount: 1_000 });
    });

    it('ten sweeping processes at once send a refund once', async () => {
      const paid = await order();
      const made = await refund(t, paid, [{ orderItemId: paid.itemIds[0]!, amount: 700 }]);
      await Promise.all(Array.from({ length: 10 }, () => send()));
      expect((await refundState(made.refundNo)).status).toBe(31);
      expect(madeFor(made.refundNo)).toHaveLength(1);
    });

    it('a refund Stripe refuses is failed (34) and visible; the buyer retries it under a new key; never refunded twice', async () => {
      const paid = await order();
      const made = await refund(t, paid, [{ orderItemId: paid.itemIds[0]!, amount: 1_200 }]);
      fake.trouble('/v1/refunds', { kind: 'refuse', status: 402, code: 'expired_or_canceled_card' });
      await send();
      expect((await refundState(made.refundNo)).status).toBe(34);
      const list = await t.post<{ list: Array<{ refundNo: string; status: number }> }>(`${PAY}/refund/list`, {}, buyer.token);
      expect(list.body.data.list.find((row) => row.refundNo === made.refundNo)?.status).toBe(34);
      expect(madeFor(made.refundNo)).toHaveLength(0);

      const retried = await t.post<RefundDetail>(`${PAY}/refund/retry`, { refundNo: made.refundNo, toWallet: false }, buyer.token);
      expect(retried.body.data.status).toBe(33);
      await send();
      expect(await refundState(made.refundNo)).toMatchObject({ status: 31, attempts: 2 });
      expect(sentFor(made.refundNo).map((request) => request.idempotencyKey)).toEqual([`clearlot-refund-${made.refundNo}-1`, `clearlot-refund-${made.refundNo}-2`]);
      expect(madeFor(made.refundNo)).toHaveLength(1);
    });

    it('no answer from Stripe leaves it in refund; the next sweep sends it again under the same key', async () => {
      const paid = await order();
      const made = await refund(t, paid, [{ orderItemId: paid.itemIds[0]!, amount: 900 }]);
      fake.trouble('/v1/refunds', { kind: 'drop' }, 3);
      await send();
      expect(await refundState(made.refundNo)).toMatchObject({ status: 33, providerRef: null });
      await send();
      expect((await refundState(made.refundNo)).status).toBe(31);
      expect(new Set(sentFor(made.refundNo).map((request) => request.idempotencyKey))).toEqual(new Set([`clearlot-refund-${made.refundNo}-1`]));
      expect(madeFor(made.refundNo)).toHaveLength(1);
    }, 30_000);

    it('a refund Stripe accepts as pending ends by its webhook', async () => {
      const paid = await order();
      const made = await refund(t, paid, [{ orderItemId: paid.itemIds[0]!, amount: 800 }]);
      fake.refundStatus = 'pending';
      try {
        await send();
      } finally {
        fake.refundStatus = 'succeeded';
      }
      const pending = await refundState(made.refundNo);
      expect(pending).toMatchObject({ status: 33, providerRef: expect.stringMatching(/^re_/) });
      const stripeRefund = fake.refunds.get(pending.providerRef!)!;
      const delivery = fake.delivery('refund.updated', { ...stripeRefund, status: 'succeeded' });
      expect((await deliver(delivery)).status).toBe(200);
      expect((await refundState(made.refundNo)).status).toBe(31);
      expect((await deliver(delivery)).status).toBe(200);
      expect(madeFor(made.refundNo)).toHaveLength(1);
    });
  });
});

describe.each(engines)('card payments without Stripe on %s', (engine) => {
  let t: PaymentTestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(engine);
  });
  afterAll(() => t.close());

  it('outside production the sandbox takes cards; the Stripe flow is refused as out of date', async () => {
    expect((await t.post<CardPaymentConfig>(`${PAY}/pay/card/config`, {}, null)).body.data).toEqual({ provider: 'sandbox', publishableKey: null });
    const trade = await insertTrade(t, t.buyerId, 1_500);
    const intent = await t.post(`${PAY}/pay/card/intent`, { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey() }, t.buyerToken);
    expect(intent.body.code).toBe(8034);
    expect((await t.app.inject({ method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode).toBe(404);
  });

  it('in production without Stripe keys no card is approved: a clear bilingual refusal, and startup says so', async () => {
    const production = await buildApp({ ...t.config, mode: 'production', stripe: null }, { db: t.db });
    await production.ready();
    try {
      const post = async (url: string, body: object, token: string | null) => {
        const response = await production.inject({ method: 'POST', url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: body });
        return { status: response.statusCode, body: response.json<{ code: number; message: string; messageEn: string; data: unknown }>() };
      };
      expect((await post(`${PAY}/pay/card/config`, {}, null)).body.data).toEqual({ provider: 'none', publishableKey: null });
      const trade = await insertTrade(t, t.buyerId, 2_000);
      const base = { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey() };
      for (const [url, body] of [
        [`${PAY}/pay/card`, { ...base, card: newCard(t.addressId) }],
        [`${PAY}/pay/card/intent`, base],
        [`${PAY}/wallet/cards/add`, newCard(t.addressId)],
      ] as const) {
        const answer = await post(url, body, t.buyerToken);
        expect(answer.status, url).toBe(503);
        expect(answer.body, url).toMatchObject({
          code: 8030,
          messageEn: 'Card payments are not configured on this server. Please choose another payment method.',
          message: '本站尚未配置银行卡支付，请选择其他支付方式。',
        });
      }
      expect(await paymentsOf(t, trade.tradeId)).toEqual([]);
      expect((await tradeStatus(t, trade.tradeNo)).status).toBe(1);
    } finally {
      await production.close();
    }
    const notice = cardProviderNotice(cardProviderFor({ mode: 'production', stripe: null }));
    expect(notice.level).toBe('error');
    expect(notice.message).toMatch(/Card payments are NOT configured.*STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/);
  });
});
