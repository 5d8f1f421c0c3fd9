/**
 * Paying goods owners (docs/decisions.md "Refunds and settlement", "Goods owners paid"). Until an order completes the
 * platform holds what the buyer paid, and refunds go out of it at once. When the order completes
 * (status 8, confirmed by the buyer or by the receipt sweeper) the order service calls settleOrder
 * in the same transaction: the goods owner's payouts ledger (../payouts/ledger.ts) records once the sale — what the
 * order was paid, less the penalty kept and the refunds made so far (the gross) — and the platform's commission on it
 * at the rate in force (a platform setting, 4% by default; the rate is kept on the settlement), due when the order's
 * return window has passed. Refunds after that take the money back from the owner's ledger first.
 *
 * A point-mall order was paid with points, not money (gross 0): the platform buys its goods from the
 * goods owner at the price agreed on the point mall desk, recorded with the redemption (agreeOwnerPayout)
 * and credited in the same settlement, once, without the fee (docs/decisions.md "The point mall desk").
 *
 * A shop without an account (the generated catalogue's) has no wallet: its orders are not settled
 * and the platform keeps holding their money.
 */
import { commissionOf } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { referenceNo } from '../../../platform/reference-numbers';
import { appendOwnerEntries, commissionRate, lockOwnerAccount } from '../payouts/ledger';
import { orderMoney, refundedTotal } from '../refund/store';
import { dropAgreedPayout, insertAgreedPayout, lockOrderFunds, markSettled } from './store';

export interface Settlement {
  settlementNo: string;
  /** what the order was paid less the penalty kept and refunds so far */
  gross: number;
  /** the platform's commission on it, at `rate` */
  fee: number;
  /** the commission rate in force at settlement, basis points */
  rate: number;
  /** owed at an agreed price (a point-mall order's agreed price × units), paid without a fee */
  agreed: number;
  /** added to the goods owner's payouts ledger: gross − fee + agreed */
  credited: number;
}

/**
 * Settles a completed order to its goods owner, once: a repeat (a second process, a retry) finds
 * it settled and answers null, as does an order whose shop has no account.
 */
export async function settleOrder(tx: Queryable, order: { orderId: number; orderNo: string }): Promise<Settlement | null> {
  const funds = await lockOrderFunds(tx, order.orderId);
  if (funds.settledAt !== null || funds.ownerUserId === null) return null;
  const money = await orderMoney(tx, order.orderId);
  if (!money) throw new Error(`order ${order.orderId} not found`);
  const gross = money.paid - (await refundedTotal(tx, order.orderId));
  const rate = await commissionRate(tx);
  const fee = commissionOf(gross, rate);
  const agreed = funds.agreedPayout;
  const credited = gross - fee + agreed;
  const settlementNo = referenceNo('ST');
  const settled = await markSettled(tx, order.orderId, { settlementNo, gross, fee, agreed, rate });
  if (!settled) return null;
  // the sale (the money paid and any agreed point-mall price) and the commission, due when the return window has passed
  await lockOwnerAccount(tx, funds.ownerId);
  await appendOwnerEntries(tx, funds.ownerId, [
    { kind: 'sale', amount: gross + agreed, reference: settlementNo, orderId: order.orderId, dueAt: settled.dueAt },
    { kind: 'commission', amount: -fee, reference: settlementNo, orderId: order.orderId, dueAt: settled.dueAt },
  ]);
  return { settlementNo, gross, fee, rate, agreed, credited };
}

/**
 * Records, with the redemption that placed a point-mall order, what the platform will pay the goods owner for it at the
 * agreed price (pence), in the caller's transaction; settleOrder pays it when the order completes. Nothing is owed for an
 * order cancelled or closed before completion: it is never settled.
 */
export async function agreeOwnerPayout(tx: Queryable, order: { orderId: number; amount: number }): Promise<void> {
  if (!Number.isSafeInteger(order.amount) || order.amount < 0) throw new RangeError(`agreed payout must be whole pence: ${order.amount}`);
  if (!(await insertAgreedPayout(tx, order.orderId, order.amount))) throw new Error(`order ${order.orderId} already has its funds recorded`);
}

/**
 * A point-mall order cancelled or closed before completion owes the goods owner nothing: what was agreed for it is taken
 * off its funds (the redemption keeps the agreed price it was made at), in the caller's transaction, so no settlement of
 * it can ever pay it. A settled order is left as it is; a repeat changes nothing.
 */
export async function dropOwnerPayout(tx: Queryable, orderId: number): Promise<void> {
  await lockOrderFunds(tx, orderId);
  await dropAgreedPayout(tx, orderId);
}
