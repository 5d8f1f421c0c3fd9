/**
 * Refunds of payments made through Stripe (issue 35 item 1). refundOrderLines records such a refund as
 * 33 (in refund) inside the caller's transaction, without calling anyone; here the sweeper sends each
 * to Stripe outside any transaction and moves it on by what Stripe answers:
 *
 * - accepted and done: 33 → 31; accepted but pending: stays 33 with Stripe's refund id until the
 *   refund.updated webhook says how it ended (31, or 34);
 * - refused by Stripe (an error answer: nothing was refunded): 33 → 34, visible to the buyer, who may
 *   retry it (to the card again, or to the wallet);
 * - no answer (Stripe unreachable, or failing on its side): stays 33 and is sent again next sweep.
 *
 * Never twice: the idempotency key is the refund's number and its attempt, so sending the same attempt
 * again (no answer, two processes, a crash before the answer was saved) gets Stripe's first answer
 * back instead of a second refund; only a retry after Stripe refused (nothing refunded) is a new
 * attempt with a new key. The claim (store.claimStripeRefund) keeps two sweeping processes apart.
 */
import { RefundActor, RefundStatus } from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { StripeCallFailed, type StripeGateway } from '../gateway/stripe';
import { notifyRefundChange } from './notify';
import * as store from './store';

/** Refunds sent per sweep at most (the rest wait for the next one). */
const BATCH = 50;

export const refundIdempotencyKey = (refundNo: string, attempt: number) => `clearlot-refund-${refundNo}-${attempt}`;

/** Stripe's refund statuses that are final. */
const DONE = new Set(['succeeded']);
const FAILED = new Set(['failed', 'canceled']);

/** Moves a refund by the status Stripe gave its refund; the refund's number when it moved. */
async function applyStripeStatus(tx: Queryable, refundId: number, stripeRefund: { id: string; status: string }): Promise<string | null> {
  if (DONE.has(stripeRefund.status)) {
    const moved = await store.moveRefund(tx, refundId, [RefundStatus.InRefund], RefundStatus.Succeeded, RefundActor.System, { provider_ref: stripeRefund.id });
    return moved?.refundNo ?? null;
  }
  if (FAILED.has(stripeRefund.status)) {
    // nothing was refunded: the buyer's retry sends a new attempt (resumeRefund clears provider_ref)
    const moved = await store.moveRefund(tx, refundId, [RefundStatus.InRefund], RefundStatus.Failed, RefundActor.System, { provider_ref: stripeRefund.id });
    return moved?.refundNo ?? null;
  }
  // pending or requires_action: Stripe's webhook says how it ends
  await tx.query('update refund set provider_ref = $2 where id = $1 and status = $3 and provider_ref is null', [refundId, stripeRefund.id, RefundStatus.InRefund]);
  return null;
}

/** Sends the refunds waiting for Stripe; answers how many moved on (to 31 or 34). */
export async function sendStripeRefunds(db: Db, gateway: StripeGateway, outbox: Outbox, log?: { warn: (object: object, message: string) => void }): Promise<number> {
  let moved = 0;
  for (let sent = 0; sent < BATCH; sent++) {
    const due = await store.claimStripeRefund(db);
    if (!due) break;
    let refundNo: string | null;
    try {
      const answer = await gateway.refund({
        paymentIntentId: due.paymentIntentId,
        amount: due.amount,
        metadata: { refundNo: due.refundNo, attempt: String(due.attempts) },
        idempotencyKey: refundIdempotencyKey(due.refundNo, due.attempts),
      });
      refundNo = await db.transaction((tx) => applyStripeStatus(tx, due.id, answer));
    } catch (error) {
      if (!(error instanceof StripeCallFailed)) throw error;
      log?.warn({ refundNo: due.refundNo, outcome: error.outcome, stripeCode: error.stripeCode, reason: error.message }, 'Stripe refund not made');
      if (error.outcome === 'unknown') {
        await store.releaseStripeRefund(db, due.id);
        // Stripe is not answering: the rest wait for the next sweep
        break;
      }
      const failed = await db.transaction((tx) => store.moveRefund(tx, due.id, [RefundStatus.InRefund], RefundStatus.Failed, RefundActor.System));
      refundNo = failed?.refundNo ?? null;
    }
    if (refundNo) {
      moved++;
      // announced after the move commits; a notice that fails is logged by the sweeper and never undoes it
      await notifyRefundChange(db, outbox, refundNo);
    }
  }
  return moved;
}

/** A refund.updated (refund.failed, charge.refund.updated) webhook, in the webhook's transaction; the refund's number when it moved. */
export async function applyStripeRefundEvent(tx: Queryable, stripeRefund: { id: string; status: string | null; metadata?: Record<string, string> | null }): Promise<string | null> {
  const attempt = Number(stripeRefund.metadata?.attempt);
  const refund = await store.lockRefundByProviderRef(
    tx,
    stripeRefund.id,
    stripeRefund.metadata?.refundNo && Number.isSafeInteger(attempt) ? { refundNo: stripeRefund.metadata.refundNo, attempt } : null,
  );
  if (!refund || refund.status !== RefundStatus.InRefund) return null;
  return applyStripeStatus(tx, refund.id, { id: stripeRefund.id, status: stripeRefund.status ?? 'pending' });
}
