/**
 * Paying a trade by card through Stripe (issue 35 item 1; docs/decisions.md "Card payments through
 * Stripe"). Starting records a pending card payment under the buyer's idempotency key (the same checks
 * as every payment: the trade locked, the amount agreed, the key's replay) and then creates Stripe's
 * PaymentIntent outside the transaction, with that key as Stripe's idempotency key: a retried call gets
 * the same intent, never a second one. The storefront confirms the intent in Stripe's Payment Element
 * (3-D Secure there); Stripe's webhook (./stripe-events.ts) then settles the trade. Nothing here
 * trusts the browser about the outcome.
 */
import { type CardPaymentIntent, ErrorCatalogue, PaymentMethod, PaymentRecordStatus, type StartCardPaymentBody } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { type StripeGateway, type StripeIntent, StripeCallFailed } from '../gateway/stripe';
import type { TradePort } from '../ports';
import { beginPayment, failureOf, inPaymentTransaction, paymentNo } from './attempt';
import { type PaymentRow, insertPayment, setProviderRef } from './store';

/** Stripe's idempotency keys are account-wide: ours are per buyer, so the buyer's id is part of it. */
export const intentIdempotencyKey = (userId: number, paymentKey: string) => `clearlot-pay-${userId}-${paymentKey}`;

async function intentFor(gateway: StripeGateway, payment: PaymentRow): Promise<StripeIntent> {
  try {
    if (payment.providerRef) return await gateway.retrieveIntent(payment.providerRef);
    return await gateway.createIntent({
      amount: payment.amount,
      paymentNo: payment.paymentNo,
      tradeNo: payment.tradeNo,
      userId: payment.userId,
      idempotencyKey: intentIdempotencyKey(payment.userId, payment.paymentKey),
    });
  } catch (error) {
    // the pending payment stays: the same key tries Stripe again with the same idempotency key
    if (error instanceof StripeCallFailed) fail('cardProviderUnavailable');
    throw error;
  }
}

export async function startStripePayment(db: Db, trades: TradePort, gateway: StripeGateway, userId: number, body: StartCardPaymentBody): Promise<CardPaymentIntent> {
  const attempt = { userId, tradeNo: body.tradeNo, amount: body.amount, paymentKey: body.paymentKey, method: PaymentMethod.Card };
  const payment = await inPaymentTransaction(db, async (tx) => {
    const start = await beginPayment(tx, trades, attempt);
    if (start.kind === 'replay') return start.payment;
    return insertPayment(tx, {
      paymentNo: paymentNo(),
      tradeId: start.trade.id,
      userId,
      paymentKey: body.paymentKey,
      method: PaymentMethod.Card,
      amount: start.trade.amount,
      status: PaymentRecordStatus.Pending,
      cardProvider: 'stripe',
    });
  });
  // the key already paid (or failed) through the sandbox's card form: another request
  if (payment.cardProvider !== 'stripe') fail('paymentKeyReused');
  // the trade was closed, or paid another way, before Stripe's success arrived
  if (payment.status === PaymentRecordStatus.Expired) fail('paymentTimedOut');
  if (payment.status === PaymentRecordStatus.Failed) fail(failureOf(payment));

  const intent = await intentFor(gateway, payment);
  if (!payment.providerRef) await setProviderRef(db, payment.id, intent.id);
  if (!intent.clientSecret) fail('cardProviderUnavailable');
  return {
    paymentNo: payment.paymentNo,
    tradeNo: payment.tradeNo,
    amount: payment.amount,
    currency: 'gbp',
    provider: 'stripe',
    publishableKey: gateway.publishableKey,
    clientSecret: intent.clientSecret,
    status: payment.status === PaymentRecordStatus.Succeeded ? 'succeeded' : 'pending',
  };
}

/** The catalogue code a Stripe decline is recorded with on the payment. */
export const STRIPE_DECLINE_CODE = ErrorCatalogue.cardDeclined.code;
