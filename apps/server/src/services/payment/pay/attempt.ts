/**
 * The start of every payment (docs/product.md §5, "never charged twice"), inside the transaction that
 * records it: lock the trade, check the amount the buyer agreed to, and look the idempotency
 * key up. The same key with the same trade, method and amount is a replay and gets the stored
 * result; the same key with anything different is refused. The database's partial unique index
 * (one succeeded payment per trade) is the last line of defence.
 */
import { ErrorCatalogue, type ErrorName, type PaymentMethod, PaymentRecordStatus, type PaymentResult, toEpochSeconds } from '@clearlot/contract';
import { type Db, type Queryable, uniqueViolation } from '../../../platform/db';
import { AppError, fail } from '../../../platform/errors';
import { referenceNo } from '../../../platform/reference-numbers';
import type { PayableTrade, TradePort } from '../ports';
import { type PaymentRow, paymentByKey } from './store';

export interface PaymentAttempt {
  userId: number;
  tradeNo: string;
  amount: number;
  paymentKey: string;
  method: PaymentMethod;
}

export type AttemptStart = { kind: 'new'; trade: PayableTrade } | { kind: 'replay'; payment: PaymentRow };

const sameAttempt = (payment: PaymentRow, attempt: PaymentAttempt) => payment.tradeNo === attempt.tradeNo && payment.method === attempt.method && payment.amount === attempt.amount;

/** A new payment number: PY and 14 random characters. */
export const paymentNo = () => referenceNo('PY', 14);

export async function beginPayment(tx: Queryable, trades: TradePort, attempt: PaymentAttempt): Promise<AttemptStart> {
  let trade: PayableTrade;
  try {
    trade = await trades.lockForPayment(tx, attempt.userId, attempt.tradeNo);
  } catch (error) {
    // a paid trade: the replay of the request that paid it still gets its original answer
    if (error instanceof AppError && (error.errorName === 'alreadyPaid' || error.errorName === 'paymentTimedOut')) {
      const earlier = await paymentByKey(tx, attempt.userId, attempt.paymentKey);
      if (earlier && earlier.status === PaymentRecordStatus.Succeeded && sameAttempt(earlier, attempt)) return { kind: 'replay', payment: earlier };
    }
    throw error;
  }
  if (attempt.amount !== trade.amount) fail('paymentAmountMismatch');
  const earlier = await paymentByKey(tx, attempt.userId, attempt.paymentKey);
  if (earlier) {
    if (!sameAttempt(earlier, attempt)) fail('paymentKeyReused');
    return { kind: 'replay', payment: earlier };
  }
  return { kind: 'new', trade };
}

/**
 * Runs a payment transaction, turning the database's own refusals into answers: a second
 * succeeded payment for a trade is alreadyPaid, an idempotency key taken by a concurrent
 * request for another trade is paymentKeyReused.
 */
export async function inPaymentTransaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'payment_one_success_per_trade') fail('alreadyPaid');
    if (constraint === 'payment_user_id_payment_key_key') fail('paymentKeyReused');
    throw error;
  }
}

/** The answer for a recorded payment: the result when it succeeded (or is pending), its error when it failed. */
export function resultOf(payment: PaymentRow): PaymentResult {
  if (payment.status === PaymentRecordStatus.Failed || payment.status === PaymentRecordStatus.Expired) fail(failureOf(payment));
  return {
    paymentNo: payment.paymentNo,
    tradeNo: payment.tradeNo,
    method: payment.method,
    amount: payment.amount,
    status: payment.status === PaymentRecordStatus.Succeeded ? 'succeeded' : 'pending',
    paidAt: toEpochSeconds(payment.succeededAt),
  };
}

const byCode = new Map<number, ErrorName>(Object.entries(ErrorCatalogue).map(([name, definition]) => [definition.code, name as ErrorName]));

/** The error a failed payment was answered with (failure_code holds its catalogue code). */
export function failureOf(payment: Pick<PaymentRow, 'status' | 'failureCode'>): ErrorName {
  if (payment.status === PaymentRecordStatus.Expired) return 'qrPaymentExpired';
  return (payment.failureCode !== null ? byCode.get(payment.failureCode) : undefined) ?? 'cardDeclined';
}
