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

export async function startFakeStripe(): Promise<FakeStripe> {
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

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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
    succeed(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: id('ch') });
      return { ...intent };
    },
    delivery(type: string, object: JsonObject, options: { eventId?: string; secret?: string } = {}) {
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
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}
