/**
 * A small local fake of the Stripe API endpoints ClearLot uses (issue 35 item 1), for the tests: the
 * real SDK is pointed at it through its host/port/protocol options. It speaks Stripe's wire format
 * (form-encoded requests, JSON answers, Bearer secret key, Idempotency-Key replays) for
 *
 *   POST /v1/payment_intents, GET /v1/payment_intents/:id, POST /v1/refunds, POST /v1/transfers (Connect payouts)
 *
 * records every request with the idempotency key it carried, and lets a test make Stripe succeed an
 * intent (as the buyer's card element would), refuse or not answer the next calls, or leave refunds
 * pending. Webhook deliveries are signed the way Stripe signs them (generateTestHeaderString).
 *
 * For the browser journeys (scripts/stripe-fake.ts runs it as a server of its own) it also answers what
 * Stripe.js calls with the publishable key, POST /v1/payment_intents/:id/confirm with one of Stripe's
 * test payment methods (pm_card_visa pays, pm_card_chargeDeclined and
 * pm_card_chargeDeclinedInsufficientFunds are declined, pm_card_authenticationRequired asks for 3-D
 * Secure on a small page of the fake's, /3ds/:id, that approves or fails it and returns to return_url),
 * and with `webhookUrl` delivers the signed payment_intent.succeeded / payment_failed events there
 * as Stripe would.
 */
import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeSettings } from '../../../platform/config';

export const FAKE_SECRET_KEY = 'sk_test_clearlotfake';
export const FAKE_PUBLISHABLE_KEY = 'pk_test_clearlotfake';
export const FAKE_WEBHOOK_SECRET = 'whsec_clearlotfake';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, string>;
}

type JsonObject = Record<string, unknown>;

/** What the next calls to a path do instead of answering: Stripe refuses them (402 card_error / 400), or the connection drops. */
export type Trouble = { kind: 'refuse'; status: number; code: string } | { kind: 'drop' };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (metadata[paymentNo]=…) as flat keys. */
function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

function metadataOf(params: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

export interface FakeStripe {
  settings: StripeSettings;
  requests: RecordedRequest[];
  intents: Map<string, JsonObject>;
  refunds: Map<string, JsonObject>;
  /** Connect transfers made (payouts to goods owners), by id */
  transfers: Map<string, JsonObject>;
  /** the status new refunds get ('succeeded' unless a test says 'pending') */
  refundStatus: 'succeeded' | 'pending';
  /** the next `times` calls to `path` meet `trouble` */
  trouble(path: string, trouble: Trouble, times?: number): void;
  /** Stripe has taken the money: the intent succeeded (what the card element's confirmation leads to) */
  succeed(intentId: string): JsonObject;
  /** A signed webhook delivery of an event about `object`: the exact body and its Stripe-Signature header. */
  delivery(type: string, object: JsonObject, options?: { eventId?: string; secret?: string }): { body: string; signature: string; eventId: string };
  close(): Promise<void>;
}

/** Stripe's test payment methods the fake's confirmation knows (docs.stripe.com/testing), and what each does. */
const TEST_PAYMENT_METHODS: Record<string, { outcome: 'succeed' } | { outcome: 'decline'; declineCode: string; message: string } | { outcome: '3ds' }> = {
  pm_card_visa: { outcome: 'succeed' },
  pm_card_mastercard: { outcome: 'succeed' },
  pm_card_chargeDeclined: { outcome: 'decline', declineCode: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { outcome: 'decline', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  pm_card_authenticationRequired: { outcome: '3ds' },
};

export interface FakeStripeOptions {
  /** the port to listen on (0, any free one, unless given) */
  port?: number;
  /** where to deliver signed webhook events when an intent is confirmed through the fake (the journeys' server) */
  webhookUrl?: string;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, JsonObject>();
  const refunds = new Map<string, JsonObject>();
  const transfers = new Map<string, JsonObject>();
  const replays = new Map<string, { status: number; body: string }>();
  const troubles = new Map<string, Array<Trouble>>();
  const signer = new Stripe(FAKE_SECRET_KEY);

  const fake = {
    requests,
    intents,
    refunds,
    transfers,
    refundStatus: 'succeeded' as 'succeeded' | 'pending',
  };

  function succeed(intentId: string): JsonObject {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: id('ch'), last_payment_error: null, next_action: null });
    return { ...intent };
  }

  function delivery(type: string, object: JsonObject, options: { eventId?: string; secret?: string } = {}) {
    const eventId = options.eventId ?? id('evt');
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-11-18.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? FAKE_WEBHOOK_SECRET });
    return { body, signature, eventId };
  }

  function answer(path: string, method: string, params: Record<string, string>): { status: number; body: JsonObject } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isSafeInteger(amount) || amount < 30)
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount too small' } } };
      const intentId = id('pi');
      const intent: JsonObject = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: params.currency,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        description: params.description ?? null,
        metadata: metadataOf(params),
        automatic_payment_methods: params['automatic_payment_methods[enabled]'] === 'true' ? { enabled: true } : null,
        livemode: false,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (method === 'GET' && intentPath) {
      const intent = intents.get(intentPath[1]!);
      return intent
        ? { status: 200, body: intent }
        : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(params.payment_intent ?? '');
      if (!intent || intent.status !== 'succeeded') {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This PaymentIntent has no charge to refund' } } };
      }
      const amount = Number(params.amount ?? intent.amount);
      const refunded = [...refunds.values()].filter((r) => r.payment_intent === intent.id && r.status !== 'failed').reduce((sum, r) => sum + Number(r.amount), 0);
      if (refunded + amount > Number(intent.amount_received)) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Refund exceeds the charge' } } };
      }
      const refund: JsonObject = { id: id('re'), object: 'refund', amount, currency: 'gbp', payment_intent: intent.id, status: fake.refundStatus, metadata: metadataOf(params) };
      refunds.set(refund.id as string, refund);
      return { status: 200, body: refund };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const amount = Number(params.amount);
      if (!Number.isSafeInteger(amount) || amount < 1)
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'parameter_invalid_integer', message: 'Invalid amount' } } };
      if (!/^acct_\w+$/.test(params.destination ?? ''))
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such destination' } } };
      const transfer: JsonObject = {
        id: id('tr'),
        object: 'transfer',
        amount,
        currency: params.currency,
        destination: params.destination,
        metadata: metadataOf(params),
        reversed: false,
        livemode: false,
      };
      transfers.set(transfer.id as string, transfer);
      return { status: 200, body: transfer };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const params = method === 'GET' ? Object.fromEntries(url.searchParams) : parseForm(raw);
    const idempotencyKey = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    requests.push({ method, path: url.pathname, idempotencyKey, params });
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(body);
    };
    if (method === 'GET' && url.pathname === '/healthz') return send(200, '{"ok":true}');
    const threeDs = /^\/3ds\/(pi_\w+)$/.exec(url.pathname);
    if (threeDs) return bankPage(threeDs[1]!, method, params, url, response);
    const confirm = /^\/v1\/payment_intents\/(pi_\w+)\/confirm$/.exec(url.pathname);
    if (method === 'POST' && confirm) {
      const { status, body } = confirmIntent(confirm[1]!, params, request.headers.authorization);
      // Stripe.js calls from the storefront's page: a cross-origin answer
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'request-id': id('req') });
      response.end(JSON.stringify(body));
      return;
    }
    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      return send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
    }
    const trouble = troubles.get(url.pathname)?.shift();
    if (trouble?.kind === 'drop') {
      request.socket.destroy();
      return;
    }
    if (trouble?.kind === 'refuse') {
      return send(
        trouble.status,
        JSON.stringify({ error: { type: trouble.status === 402 ? 'card_error' : 'invalid_request_error', code: trouble.code, message: `Refused: ${trouble.code}` } }),
      );
    }
    // Stripe's idempotency: the same key on a POST answers what it answered the first time
    const replayKey = method === 'POST' && idempotencyKey ? `${url.pathname} ${idempotencyKey}` : null;
    const earlier = replayKey ? replays.get(replayKey) : undefined;
    if (earlier) return send(earlier.status, earlier.body);
    const { status, body } = answer(url.pathname, method, params);
    const text = JSON.stringify(body);
    if (replayKey && status < 500) replays.set(replayKey, { status, body: text });
    send(status, text);
  }

  /** Stripe's webhook, as Stripe sends it: a moment after the change, signed, tried again a few times if the server does not take it. */
  function notify(type: string, object: JsonObject): void {
    const target = options.webhookUrl;
    if (!target) return;
    const { body, signature } = delivery(type, { ...object });
    void (async () => {
      for (let tries = 0; tries < 5; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 300 * (tries + 1)));
        try {
          const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
          if (answer.ok) return;
        } catch {
          // not reachable yet: again
        }
      }
    })();
  }

  const declineError = (intent: JsonObject, code: string, declineCode: string | null, message: string) => {
    const error = { type: code === 'card_declined' ? 'card_error' : 'invalid_request_error', code, ...(declineCode ? { decline_code: declineCode } : {}), message };
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error, next_action: null });
    notify('payment_intent.payment_failed', intent);
    return { ...error, payment_intent: { ...intent } };
  };

  /** What Stripe.js's confirmPayment asks: the publishable key (or the secret one) and the intent's client secret, with a test payment method. */
  function confirmIntent(intentId: string, params: Record<string, string>, authorization: string | undefined): { status: number; body: JsonObject } {
    const key = params.key ?? authorization?.replace(/^Bearer /, '');
    if (key !== FAKE_PUBLISHABLE_KEY && key !== FAKE_SECRET_KEY) return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    const intent = intents.get(intentId);
    if (!intent || (key === FAKE_PUBLISHABLE_KEY && params.client_secret !== intent.client_secret)) {
      return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };
    }
    if (intent.status === 'succeeded') {
      return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.' } } };
    }
    const behaviour = TEST_PAYMENT_METHODS[params.payment_method ?? ''];
    if (!behaviour)
      return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${params.payment_method ?? ''}'` } } };
    intent.payment_method = params.payment_method;
    if (behaviour.outcome === 'decline') return { status: 402, body: { error: declineError(intent, 'card_declined', behaviour.declineCode, behaviour.message) } };
    if (behaviour.outcome === '3ds') {
      const returnUrl = params.return_url;
      if (!returnUrl)
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'A return_url is required for this payment method.' } } };
      const bank = `http://127.0.0.1:${(server.address() as AddressInfo).port}/3ds/${intentId}?${new URLSearchParams({ return_url: returnUrl }).toString()}`;
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { url: bank, return_url: returnUrl } } });
      return { status: 200, body: { ...intent } };
    }
    const succeeded = succeed(intentId);
    notify('payment_intent.succeeded', succeeded);
    return { status: 200, body: succeeded };
  }

  /** The card issuer's 3-D Secure page, as Stripe's test mode shows one: approve or fail, then back to return_url. */
  function bankPage(intentId: string, method: string, params: Record<string, string>, url: URL, response: ServerResponse): void {
    const intent = intents.get(intentId);
    const returnUrl = method === 'POST' ? params.return_url : url.searchParams.get('return_url');
    if (!intent || intent.status !== 'requires_action' || !returnUrl) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('No 3-D Secure authentication is waiting for this payment.');
      return;
    }
    if (method === 'POST') {
      const approved = params.outcome === 'complete';
      if (approved) notify('payment_intent.succeeded', succeed(intentId));
      else declineError(intent, 'payment_intent_authentication_failure', null, 'We are unable to authenticate your payment method.');
      const back = new URL(returnUrl);
      back.searchParams.set('payment_intent', intentId);
      back.searchParams.set('payment_intent_client_secret', String(intent.client_secret));
      back.searchParams.set('redirect_status', approved ? 'succeeded' : 'failed');
      response.writeHead(303, { location: back.toString() });
      response.end();
      return;
    }
    const escaped = returnUrl.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><meta name="viewport" content="width=device-width"><title>3D Secure test page</title>` +
        `<h1>3D Secure 2 test page</h1><p>Amount: ${Number(intent.amount) / 100} GBP</p>` +
        `<form method="post"><input type="hidden" name="return_url" value="${escaped}">` +
        `<button name="outcome" value="complete">Complete</button> <button name="outcome" value="fail">Fail</button></form>`,
    );
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    settings: {
      secretKey: FAKE_SECRET_KEY,
      publishableKey: FAKE_PUBLISHABLE_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      apiBase: { protocol: 'http' as const, host: '127.0.0.1', port },
    },
    trouble(path: string, trouble: Trouble, times = 1) {
      troubles.set(path, [...(troubles.get(path) ?? []), ...Array.from({ length: times }, () => trouble)]);
    },
    succeed,
    delivery,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}
