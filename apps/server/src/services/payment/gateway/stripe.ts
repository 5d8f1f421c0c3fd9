/**
 * The Stripe card gateway (issue 35 item 1), through the official SDK. The card is typed into Stripe's
 * own Payment Element in the buyer's browser and confirmed there (3-D Secure included), so no card
 * number ever reaches this server: the server creates the PaymentIntent, hands its client secret to the
 * storefront, and learns the outcome from Stripe's signed webhook. Every call that creates something
 * at Stripe carries our idempotency key, so a retried call never charges or refunds twice.
 */
import Stripe from 'stripe';
import type { StripeSettings } from '../../../platform/config';
import { AppError, fail } from '../../../platform/errors';

export interface StripeIntent {
  id: string;
  clientSecret: string;
  /** Stripe's own status: requires_payment_method, requires_action, processing, succeeded, canceled… */
  status: string;
}

/** What Stripe answered for a refund: re_… and its status (succeeded, pending, requires_action, failed, canceled). */
export interface StripeRefund {
  id: string;
  status: string;
}

/**
 * Why a call to Stripe did not give an answer: 'refused' when Stripe answered with an error (nothing
 * was made, a new attempt needs a new idempotency key), 'unknown' when it could not be reached or
 * failed on its side (it may have been made: a new attempt must reuse the key).
 */
export class StripeCallFailed extends Error {
  constructor(
    readonly outcome: 'refused' | 'unknown',
    readonly stripeCode: string | null,
    message: string,
  ) {
    super(message);
  }
}

export interface StripeGateway {
  kind: 'stripe';
  publishableKey: string;
  /** A PaymentIntent for `amount` pence in GBP; the same idempotency key answers the same intent. */
  createIntent(input: { amount: number; paymentNo: string; tradeNo: string; userId: number; idempotencyKey: string }): Promise<StripeIntent>;
  retrieveIntent(id: string): Promise<StripeIntent>;
  /** Refunds `amount` pence of a PaymentIntent; the same idempotency key answers the same refund. */
  refund(input: { paymentIntentId: string; amount: number; metadata: Record<string, string>; idempotencyKey: string }): Promise<StripeRefund>;
  /**
   * A Connect transfer of `amount` pence (GBP) from the platform's balance to a goods owner's connected account
   * (a payout, issue 35 item 4); the same idempotency key answers the same transfer.
   */
  transfer(input: { amount: number; destination: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<{ id: string }>;
  /** The event of a webhook delivery, its signature checked against the endpoint's secret; webhookSignatureInvalid otherwise. */
  verifyEvent(rawBody: Buffer, signature: string | string[] | undefined): Stripe.Event;
}

function failedCall(error: unknown): StripeCallFailed {
  if (error instanceof Stripe.errors.StripeError) {
    // an answer from Stripe about the request itself (4xx other than a conflict or rate limit) means nothing was made
    const status = error.statusCode ?? 0;
    const refused = status >= 400 && status < 500 && status !== 409 && status !== 429;
    return new StripeCallFailed(refused ? 'refused' : 'unknown', error.code ?? error.type ?? null, error.message);
  }
  return new StripeCallFailed('unknown', null, error instanceof Error ? error.message : String(error));
}

const intentOf = (intent: Stripe.PaymentIntent): StripeIntent => ({ id: intent.id, clientSecret: intent.client_secret ?? '', status: intent.status });

export function createStripeGateway(settings: StripeSettings): StripeGateway {
  const stripe = new Stripe(settings.secretKey, {
    // two more tries on a network failure; the SDK keeps the same idempotency key for them
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'ClearLot' },
    ...(settings.apiBase ? { host: settings.apiBase.host, port: settings.apiBase.port, protocol: settings.apiBase.protocol } : {}),
  });

  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw failedCall(error);
    }
  }

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent({ amount, paymentNo, tradeNo, userId, idempotencyKey }) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount,
            currency: 'gbp',
            // cards (and wallets such as Apple Pay) as the dashboard enables them; Stripe asks for 3-D Secure whenever SCA requires it
            automatic_payment_methods: { enabled: true },
            description: `ClearLot ${tradeNo}`,
            metadata: { paymentNo, tradeNo, userId: String(userId) },
          },
          { idempotencyKey },
        ),
      );
      return intentOf(intent);
    },

    async retrieveIntent(id) {
      return intentOf(await call(() => stripe.paymentIntents.retrieve(id)));
    },

    async refund({ paymentIntentId, amount, metadata, idempotencyKey }) {
      const refund = await call(() => stripe.refunds.create({ payment_intent: paymentIntentId, amount, metadata }, { idempotencyKey }));
      return { id: refund.id, status: refund.status ?? 'pending' };
    },

    async transfer({ amount, destination, metadata, idempotencyKey }) {
      const transfer = await call(() => stripe.transfers.create({ amount, currency: 'gbp', destination, metadata }, { idempotencyKey }));
      return { id: transfer.id };
    },

    verifyEvent(rawBody, signature) {
      if (typeof signature !== 'string' || signature === '') fail('webhookSignatureInvalid');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        if (error instanceof AppError) throw error;
        fail('webhookSignatureInvalid');
      }
    },
  };
}
