/**
 * Stripe's webhook events, the source of truth for Stripe payments (issue 35 item 1). The route has
 * already checked the signature (gateway/stripe.ts verifyEvent); here each event is applied once: its
 * id is recorded in stripe_event in the same transaction as its effect, so a delivery repeated (Stripe
 * retries until it gets a 2xx, and may deliver twice) or raced finds the row and changes nothing. An
 * effect that fails rolls the row back with it and the error answer makes Stripe deliver it again.
 *
 * - payment_intent.succeeded: the payment is settled through the same path as every payment (the trade
 *   locked by the order service's port, the payment's compare-and-set pending → succeeded, then the
 *   trade's settlement). When the trade can no longer be paid by it (paid another way meanwhile,
 *   closed, or another amount), the payment fails with that reason and the money Stripe took is owed
 *   back: sendPaymentReturns refunds it through Stripe.
 * - payment_intent.payment_failed: the decline is recorded on the pending payment; the intent stays
 *   usable, so the buyer may try another card in the same element.
 * - refund.updated, refund.failed, charge.refund.updated: a pending Stripe refund ends (refund/stripe.ts).
 * - anything else is acknowledged and recorded, with no effect.
 */
import type Stripe from 'stripe';
import { ErrorCatalogue, PaymentMethod, PaymentRecordStatus } from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { StripeCallFailed, type StripeGateway } from '../gateway/stripe';
import type { TradePort } from '../ports';
import { applyStripeRefundEvent } from '../refund/stripe';
import { STRIPE_DECLINE_CODE } from './stripe';
import { dueReturns, lockStripePayment, markReturnDue, recordProviderDecline, settleProviderPayment, settleReturn } from './store';

export interface EventOutcome {
  /** false when the event had been applied before (nothing changed now) */
  applied: boolean;
  /** a payment whose money is owed back (sent after the transaction commits) */
  returnDue: boolean;
  /** the refund that moved on, to announce */
  refundNo: string | null;
}

const recordEvent = async (tx: Queryable, event: Stripe.Event) =>
  (
    await tx.query<{ eventId: string }>(
      'insert into stripe_event (event_id, type, object_id) values ($1, $2, $3) on conflict (event_id) do nothing returning event_id as "eventId"',
      [event.id, event.type, (event.data.object as { id?: string }).id ?? null],
    )
  ).length === 1;

/** Settles the payment behind a succeeded intent; true when its money is owed back instead. */
async function intentSucceeded(tx: Queryable, trades: TradePort, intent: Stripe.PaymentIntent): Promise<boolean> {
  const payment = await lockStripePayment(tx, intent.id, intent.metadata?.paymentNo ?? null);
  // not one of ours (another application on the same Stripe account)
  if (!payment) return false;
  if (!payment.providerRef) await tx.query('update payment set provider_ref = $2 where id = $1', [payment.id, intent.id]);
  if (payment.status === PaymentRecordStatus.Succeeded) return false;
  if (payment.status !== PaymentRecordStatus.Pending) {
    await markReturnDue(tx, payment.id);
    return true;
  }
  const refuse = async (failureCode: number) => {
    await settleProviderPayment(tx, payment.id, PaymentRecordStatus.Failed, failureCode);
    await markReturnDue(tx, payment.id);
    return true;
  };
  if (intent.currency !== 'gbp' || intent.amount_received !== payment.amount) return refuse(ErrorCatalogue.paymentAmountMismatch.code);
  let trade;
  try {
    trade = await trades.lockForPayment(tx, payment.userId, payment.tradeNo);
  } catch (error) {
    // paid another way meanwhile, or closed: this payment cannot pay it, the money goes back
    if (error instanceof AppError && (error.errorName === 'alreadyPaid' || error.errorName === 'paymentTimedOut')) return refuse(error.definition.code);
    throw error;
  }
  if (trade.amount !== payment.amount) return refuse(ErrorCatalogue.paymentAmountMismatch.code);
  if (!(await settleProviderPayment(tx, payment.id, PaymentRecordStatus.Succeeded))) return false;
  await trades.settle(tx, trade.id, PaymentMethod.Card);
  return false;
}

async function intentFailed(tx: Queryable, intent: Stripe.PaymentIntent): Promise<void> {
  const payment = await lockStripePayment(tx, intent.id, intent.metadata?.paymentNo ?? null);
  if (payment) await recordProviderDecline(tx, payment.id, STRIPE_DECLINE_CODE);
}

/** Applies one verified event once. */
export async function applyStripeEvent(db: Db, trades: TradePort, event: Stripe.Event): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const outcome: EventOutcome = { applied: await recordEvent(tx, event), returnDue: false, refundNo: null };
    if (!outcome.applied) return outcome;
    switch (event.type) {
      case 'payment_intent.succeeded':
        outcome.returnDue = await intentSucceeded(tx, trades, event.data.object);
        break;
      case 'payment_intent.payment_failed':
        await intentFailed(tx, event.data.object);
        break;
      case 'refund.updated':
      case 'refund.failed':
      case 'charge.refund.updated':
        outcome.refundNo = await applyStripeRefundEvent(tx, event.data.object);
        break;
      default:
        break;
    }
    return outcome;
  });
}

/** Payments whose money goes back per sweep at most. */
const RETURNS_BATCH = 50;

export const returnIdempotencyKey = (paymentNo: string) => `clearlot-return-${paymentNo}`;

/**
 * Sends back, through Stripe, the money of payments that could not pay their trade. The idempotency key is the payment's own,
 * so however often this runs (the webhook right away, the sweeper after), Stripe refunds each at most once. When Stripe refuses
 * (e.g. it was refunded in Stripe's dashboard already), that is recorded on the payment for finance to see, and not retried.
 */
export async function sendPaymentReturns(db: Db, gateway: StripeGateway, log?: { warn: (object: object, message: string) => void }): Promise<number> {
  let sent = 0;
  for (const due of await dueReturns(db, RETURNS_BATCH)) {
    try {
      const refund = await gateway.refund({
        paymentIntentId: due.providerRef,
        amount: due.amount,
        metadata: { paymentNo: due.paymentNo, reason: 'payment not applied' },
        idempotencyKey: returnIdempotencyKey(due.paymentNo),
      });
      await settleReturn(db, due.id, refund.id);
      sent++;
    } catch (error) {
      if (!(error instanceof StripeCallFailed)) throw error;
      log?.warn({ paymentNo: due.paymentNo, outcome: error.outcome, stripeCode: error.stripeCode, reason: error.message }, 'Stripe payment not sent back');
      if (error.outcome === 'unknown') break;
      await settleReturn(db, due.id, `refused: ${error.stripeCode ?? error.message}`.slice(0, 200));
    }
  }
  return sent;
}
