/**
 * Paying goods owners (docs/decisions.md "Refunds and settlement"). Until an order completes the
 * platform holds what the buyer paid, and refunds go out of it at once. When the order completes
 * (status 8, confirmed by the buyer or by the receipt sweeper) the order service calls settleOrder
 * in the same transaction: the goods owner's wallet is credited once with what the order was paid,
 * less the penalty kept and the refunds made so far (the gross), less the platform's fee
 * (platformFee, 4%). Refunds after that take the money back from the goods owner's wallet first.
 *
 * A shop without an account (the generated catalogue's) has no wallet: its orders are not settled
 * and the platform keeps holding their money.
 */
import { platformFee } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { referenceNo } from '../../../platform/reference-numbers';
import { orderMoney, refundedTotal } from '../refund/store';
import { creditWallet } from '../wallet/ledger';
import { lockOrderFunds, markSettled } from './store';

export interface Settlement {
  settlementNo: string;
  /** what the order was paid less the penalty kept and refunds so far */
  gross: number;
  /** the platform's fee on it */
  fee: number;
  /** credited to the goods owner's wallet: gross − fee */
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
  const fee = platformFee(gross);
  const settlementNo = referenceNo('ST');
  if (!(await markSettled(tx, order.orderId, { settlementNo, gross, fee }))) return null;
  if (gross - fee > 0) await creditWallet(tx, { userId: funds.ownerUserId, amount: gross - fee, type: 'settlement', transactionId: settlementNo, remarks: order.orderNo });
  return { settlementNo, gross, fee, credited: gross - fee };
}
