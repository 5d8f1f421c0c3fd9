/**
 * Refunds: money back the way it came, never more than was paid (docs/product.md §3 refund, §4
 * refund statuses; docs/decisions.md "Refunds and settlement"). Every refund — a cancellation, a
 * return, a refund-only request, an after-sales request, a platform decision — is one call of
 * refundOrderLines inside the caller's transaction, so the refund is saved exactly when what
 * caused it is.
 *
 * - What can still be refunded is derived from the records (orderRefundable in the contract): the
 *   order's payment shared among its lines and delivery, less each one's refund lines. It is worked
 *   out under the lock of the order's funds row, so refunds of one order queue and each sees the
 *   ones before it: no sequence or race of requests refunds more than was paid.
 * - To the original method: the wallet balance at once (31); a card through the sandbox gateway (31,
 *   or 34 failed when the gateway refuses, retried by the buyer); a card paid through Stripe waits as
 *   33 in refund until the sweeper has sent it to Stripe outside this transaction (./stripe.ts: 31, or
 *   34 when Stripe refuses it, retried by the buyer); Alipay and WeChat Pay through their sandbox,
 *   accepted as 33 in refund and confirmed by the sweeper (31).
 * - After the order was settled to the goods owner, the money first comes back from their wallet
 *   (the part of the platform's fee on it goes back to them); when their available balance cannot
 *   cover it the refund waits as 32 suspended and the sweeper retries it.
 */
import {
  PLATFORM_FEE_BASIS_POINTS,
  PaymentMethod,
  RefundActor,
  type OrderRefundable,
  type RefundSource,
  RefundStatus,
  orderRefundable,
  planRefund,
  refundClawback,
  settlementClawback,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { referenceNo } from '../../../platform/reference-numbers';
import { refundCharge } from '../gateway/sandbox';
import { appendOwnerEntries, lockOwnerAccount, orderDueAt } from '../payouts/ledger';
import { type OrderFunds, lockOrderFunds } from '../settlement/store';
import { creditWallet, debitWallet } from '../wallet/ledger';
import { issueCreditNote } from '../invoices/service';
import { lockWallet } from '../wallet/store';
import * as store from './store';

export type { RefundSource } from '@clearlot/contract';

/** One order line and the pence of it to refund (at most what it can still refund). */
export interface RefundLineRequest {
  orderItemId: number;
  amount: number;
}

export interface OrderLinesRefund {
  orderId: number;
  /** the order's number (the wallet ledger's remark) */
  orderNo: string;
  /** the buyer, who paid and gets the money back */
  userId: number;
  /** the trades that paid for the order, e.g. a pre-order's deposit and balance */
  tradeIds: readonly number[];
  /**
   * The lines refunded and how much of each. The order's delivery share is added by itself to the
   * refund that takes the last of the goods' money (the whole order refunded); a refund of the
   * delivery alone is an empty list when no goods money is left.
   */
  lines: readonly RefundLineRequest[];
  /** a system note key or the words the buyer, goods owner or agent gave */
  reason: string;
  source: RefundSource;
  /** the record the refund answers: the order, return or after-sales number */
  sourceId: string;
  /** the caller's key for this refund: the same key on the same order answers the same refund, made once */
  clientKey: string;
}

export interface RefundOutcome {
  refundNo: string;
  /** pence refunded in all, the delivery's share included */
  amount: number;
  /** of it, the delivery's share */
  deliveryAmount: number;
  status: RefundStatus;
  /** true when the client key had already made this refund (nothing new was refunded) */
  replayed: boolean;
}

/** What the order can still refund, per line and for its delivery (read it in the transaction that refunds, after locking the order). */
export async function refundableOf(db: Queryable, orderId: number): Promise<OrderRefundable> {
  const money = await store.orderMoney(db, orderId);
  if (!money) throw new Error(`order ${orderId} not found`);
  const refunds = await store.orderLineRefunds(db, orderId);
  return orderRefundable({ paid: money.paid, deliveryCost: money.deliveryCost, deliveryRefunded: refunds.deliveryRefunded, lines: refunds.lines });
}

async function outcomeOf(db: Queryable, refund: store.RefundRow, replayed: boolean): Promise<RefundOutcome> {
  const lines = await store.refundLinesOf(db, refund.id);
  const deliveryAmount = lines.filter((line) => line.orderItemId === null).reduce((total, line) => total + line.amount, 0);
  return { refundNo: refund.refundNo, amount: refund.amount, deliveryAmount, status: refund.status, replayed };
}

/** A replay must ask for what the first call asked; anything else is the caller reusing a key. */
async function sameRequest(db: Queryable, refund: store.RefundRow, request: OrderLinesRefund): Promise<boolean> {
  const goods = (await store.refundLinesOf(db, refund.id)).filter((line) => line.orderItemId !== null);
  const asked = [...request.lines].sort((a, b) => a.orderItemId - b.orderItemId);
  return (
    refund.source === request.source &&
    goods.length === asked.length &&
    goods.every((line, index) => Number(line.orderItemId) === asked[index]!.orderItemId && line.amount === asked[index]!.amount)
  );
}

/**
 * Takes a refund made after settlement back from the goods owner: from their payouts ledger (the refund, and the
 * commission on it given back: refundClawback), or from their wallet for an order settled there before the ledger
 * existed. Answers what they lost, or null when their balance cannot cover it (the refund is then suspended).
 */
async function takeBackFromOwner(tx: Queryable, funds: OrderFunds, refund: { refundNo: string; orderNo: string; amount: number }): Promise<number | null> {
  const settledGross = funds.settledGross! - (await store.grossTakenBack(tx, funds.orderId));
  const rate = funds.settledRate ?? PLATFORM_FEE_BASIS_POINTS;
  if (funds.settledToLedger) {
    const clawback = refundClawback(settledGross, refund.amount, rate);
    if (clawback.net === 0 && clawback.refund === 0) return 0;
    const balance = await lockOwnerAccount(tx, funds.ownerId);
    if (balance < clawback.net) return null;
    // due with the order's earnings: an order's entries together are what it finally earned
    const dueAt = await orderDueAt(tx, funds.orderId);
    await appendOwnerEntries(tx, funds.ownerId, [
      { kind: 'refund', amount: -clawback.refund, reference: refund.refundNo, orderId: funds.orderId, dueAt },
      { kind: 'commission', amount: clawback.commissionBack, reference: refund.refundNo, orderId: funds.orderId, dueAt },
    ]);
    return clawback.net;
  }
  const ownerUserId = funds.ownerUserId!;
  const clawback = settlementClawback(settledGross, refund.amount, rate);
  if (clawback === 0) return 0;
  const wallet = await lockWallet(tx, ownerUserId);
  if (wallet.available < clawback) return null;
  await debitWallet(tx, { userId: ownerUserId, amount: clawback, type: 'settlementReversal', transactionId: refund.refundNo, remarks: refund.orderNo });
  return clawback;
}

/**
 * Sends the money to the buyer by the original method (or the wallet when asked) and answers the
 * status that leaves the refund in: 31 paid, 33 with the provider, 34 refused by the card gateway.
 */
async function payOut(
  tx: Queryable,
  payment: store.RefundedPayment,
  refund: { refundNo: string; orderNo: string; userId: number; amount: number; toWallet: boolean },
): Promise<RefundStatus> {
  if (refund.toWallet || payment.method === PaymentMethod.Balance) {
    await creditWallet(tx, { userId: refund.userId, amount: refund.amount, type: 'refund', transactionId: refund.refundNo, remarks: refund.orderNo });
    return RefundStatus.Succeeded;
  }
  // Stripe is called outside the transaction, by the sweeper (./stripe.ts): the refund waits in 33 until Stripe accepts it
  if (payment.method === PaymentMethod.Card && payment.cardProvider === 'stripe') return RefundStatus.InRefund;
  if (payment.method === PaymentMethod.Card) return refundCharge(payment.cardToken, refund.amount) === 'refunded' ? RefundStatus.Succeeded : RefundStatus.Failed;
  // Alipay and WeChat Pay accept a refund at once and confirm it later (the sweeper)
  return RefundStatus.InRefund;
}

/**
 * Refunds order lines in the caller's transaction and answers the refund. Refuses
 * refundAmountNotRetrieved (nothing paid to refund), refundLineNotInOrder, refundAmountInvalid,
 * refundExceedsRefundable (more than a line can still refund) and refundKeyReused (the client key
 * made a different refund).
 */
export async function refundOrderLines(tx: Queryable, request: OrderLinesRefund): Promise<RefundOutcome> {
  const funds = await lockOrderFunds(tx, request.orderId);
  const earlier = await store.refundByClientKey(tx, request.orderId, request.clientKey);
  if (earlier) {
    if (!(await sameRequest(tx, earlier, request))) fail('refundKeyReused');
    return outcomeOf(tx, earlier, true);
  }
  const payment = await store.lastSucceededPayment(tx, request.tradeIds);
  if (!payment) fail('refundAmountNotRetrieved');
  const plan = planRefund(await refundableOf(tx, request.orderId), request.lines);
  if ('problem' in plan) fail(plan.problem);

  const refundNo = referenceNo('RF');
  const afterSettlement = funds.settledAt !== null;
  let ownerDebit: number | null = null;
  let status: RefundStatus = RefundStatus.Suspended;
  if (afterSettlement) ownerDebit = await takeBackFromOwner(tx, funds, { refundNo, orderNo: request.orderNo, amount: plan.amount });
  if (!afterSettlement || ownerDebit !== null) {
    status = await payOut(tx, payment, { refundNo, orderNo: request.orderNo, userId: request.userId, amount: plan.amount, toWallet: false });
  }
  const refund = await store.insertRefund(tx, {
    refundNo,
    orderId: request.orderId,
    orderNo: request.orderNo,
    ownerId: funds.ownerId,
    paymentId: payment.id,
    userId: request.userId,
    method: payment.method,
    amount: plan.amount,
    reason: request.reason,
    source: request.source,
    sourceId: request.sourceId,
    clientKey: request.clientKey,
    afterSettlement,
    ownerDebit,
    status,
    lines: plan.lines,
  });
  // the refund reduces what was supplied for: its credit note, referring to the order's invoice (issue 35 item 3)
  await issueCreditNote(tx, refund.id);
  return outcomeOf(tx, refund, false);
}

/**
 * Pays out a refund that was waiting (32 suspended: the goods owner's balance is taken back first)
 * or had failed (34), under the order's funds lock. Answers the refund as it was left, or null
 * when it had moved on (another process, or a repeat).
 */
export async function resumeRefund(
  tx: Queryable,
  refund: Pick<store.RefundRow, 'id' | 'orderId' | 'status'>,
  actor: RefundActor,
  options: { toWallet?: boolean } = {},
): Promise<store.RefundRow | null> {
  const funds = await lockOrderFunds(tx, refund.orderId);
  const current = await store.lockRefundById(tx, refund.id, refund.status);
  if (!current) return null;
  let ownerDebit = current.ownerDebit;
  if (current.afterSettlement && ownerDebit === null) {
    ownerDebit = await takeBackFromOwner(tx, funds, current);
    if (ownerDebit === null) return current.status === RefundStatus.Suspended ? current : store.moveRefund(tx, current.id, [current.status], RefundStatus.Suspended, actor);
  }
  const toWallet = options.toWallet ?? current.toWallet;
  const status = await payOut(tx, await store.paymentById(tx, current.paymentId), { ...current, toWallet });
  // a new attempt: a Stripe refund is sent afresh (under the next attempt's idempotency key)
  return store.moveRefund(tx, current.id, [current.status], status, actor, {
    owner_debit: ownerDebit,
    to_wallet: toWallet,
    attempts: store.nextAttempt,
    provider_ref: null,
    provider_claimed_at: null,
  });
}

/** The buyer tries a failed refund again: to the original method, or to their wallet balance instead. */
export async function retryRefund(tx: Queryable, userId: number, refundNo: string, toWallet: boolean): Promise<void> {
  const refund = await store.refundByNo(tx, { refundNo, userId });
  if (!refund) fail('refundNotFound');
  if (refund.status !== RefundStatus.Failed || !(await resumeRefund(tx, refund, RefundActor.Buyer, { toWallet }))) fail('refundNotRetryable');
}

// other services announce the refunds their requests made through here
export { notifyWaitingRefundsOf } from './notify';
