/**
 * The request core (issue 31 item 21, first slice): what a buyer's claim on an order does alike whether
 * it is a return, a refund-only request or an after-sales request, in the way Medusa's returns and claims
 * share their order-change core. Returns (returns/) and after-sales (afterSales/) keep their own status
 * machines, which the product rules give separately (§4), and call these for the rest:
 * - applying once per client key: the body's fingerprint, the replay of an earlier answer for the same
 *   key, and the replay when the same key raced in through another transaction (a unique violation);
 * - the deadlines a request carries (the goods owner's review, the buyer's appeal after a refusal);
 * - completing with a refund: the order lines' refund through the payment service and the points the
 *   refunded goods earned taken back, in the caller's transaction.
 * What each line may still claim is rules/claims.ts in the contract, read under the order's lock by
 * lineClaimsOf (returns/claims.ts).
 */
import { createHash } from 'node:crypto';
import { type ErrorName, INTERVENTION_APPEAL_DAYS, type RefundSource } from '@clearlot/contract';
import { type Db, type Queryable, uniqueViolation } from '../../../platform/db';
import { AppError, fail } from '../../../platform/errors';
import { type SqlExpression, sqlExpression } from '../../../platform/transitions';
import { refundOrderLines } from '../../payment/refund/service';
import { clawBackOrderPoints } from '../../loyalty/points/service';

/** The request a body asks for, without its client key: the same key must come with the same request. */
export function requestFingerprint<B extends { clientKey: string }>(body: B, canonical: (rest: Omit<B, 'clientKey'>) => unknown = (rest) => rest): string {
  const { clientKey: _key, ...rest } = body;
  return createHash('sha256')
    .update(JSON.stringify(canonical(rest)))
    .digest('hex');
}

/** An earlier request made with the same client key: its number when it asked the same, refused (`reused`) when not. */
export function replayOf(earlier: { no: string; requestHash: string } | null, requestHash: string, reused: ErrorName): string | null {
  if (!earlier) return null;
  if (earlier.requestHash !== requestHash) fail(reused);
  return earlier.no;
}

/**
 * Runs an application in its own transaction; when the same client key committed first in another one
 * (the insert meets the unique key), answers what `replay` finds for that key instead of the error.
 */
export async function applyOnce<T>(db: Db, apply: (tx: Queryable) => Promise<T>, replay: (db: Queryable) => Promise<T | null>): Promise<T> {
  try {
    return await db.transaction(apply);
  } catch (error) {
    if (uniqueViolation(error) !== null && !(error instanceof AppError)) {
      const answer = await replay(db);
      if (answer !== null) return answer;
    }
    throw error;
  }
}

/** The goods owner's review deadline of a new request. */
export const reviewDeadline = (hours: number): SqlExpression => sqlExpression(`now() + interval '${hours} hours'`);

/** Until when the buyer may ask the platform to step in after the goods owner refused (INTERVENTION_APPEAL_DAYS). */
export const appealDeadline = (): SqlExpression => sqlExpression(`now() + interval '${INTERVENTION_APPEAL_DAYS} days'`);

/** A request completing with money back: which order, whose payments, and the request's own name for the refund. */
export interface RefundingRequest {
  orderId: number;
  orderNo: string;
  userId: number;
  tradeIds: number[];
  /** the request's number (RT…, AS…), the refund's source id */
  no: string;
  /** what kind of request the refund comes from, as the payment service records it */
  source: RefundSource;
  /** the refund's idempotency key: one refund per request, whatever the retries */
  clientKey: string;
}

/**
 * Refunds the request's lines (pence per order line) through the payment service, and takes back the
 * points the refunded goods earned (nothing when the order has not earned yet). The payment service caps
 * each line at what it can still refund. Answers the refund's number.
 */
export async function refundRequest(tx: Queryable, request: RefundingRequest, lines: ReadonlyArray<{ orderItemId: number; amount: number }>, reason: string): Promise<string> {
  const outcome = await refundOrderLines(tx, {
    orderId: request.orderId,
    orderNo: request.orderNo,
    userId: request.userId,
    tradeIds: request.tradeIds,
    lines,
    reason,
    source: request.source,
    sourceId: request.no,
    clientKey: request.clientKey,
  });
  await clawBackOrderPoints(tx, request.orderId, outcome.refundNo);
  return outcome.refundNo;
}
