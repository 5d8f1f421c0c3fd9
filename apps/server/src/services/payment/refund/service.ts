/**
 * Refunds: money back the way it came (docs/decisions.md "Refunds"). Wallet payments go back to
 * the wallet (ledger "refund"); card, Alipay and WeChat payments through the sandbox gateway of
 * the original method, which refunds at once (status 31). Only this service writes refund rows;
 * the order service calls refundPayment inside the transaction that cancels the order, so the
 * refund is saved exactly when the cancellation is.
 */
import { PaymentMethod, RefundStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { referenceNo } from '../../../platform/reference-numbers';
import { creditWallet } from '../wallet/ledger';
import { insertRefund, lastSucceededPayment } from './store';

export interface RefundRequest {
  userId: number;
  /** the order refunded and its number (the wallet ledger's remark) */
  orderId: number;
  orderNo: string;
  /** the trades that paid for it, e.g. a pre-order's deposit and balance */
  tradeIds: readonly number[];
  /** pence, more than zero */
  amount: number;
  /** a system note key or the words the buyer or goods owner gave */
  reason: string;
}

/** Refunds `amount` of what the trades paid, in the caller's transaction; answers the refund's number. */
export async function refundPayment(tx: Queryable, request: RefundRequest): Promise<string> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw new RangeError(`a refund must be a positive whole number of pence, got ${request.amount}`);
  const payment = await lastSucceededPayment(tx, request.tradeIds);
  // a refund of money never received is a caller's bug, not a buyer's mistake
  if (!payment) throw new Error(`order ${request.orderNo} has no succeeded payment to refund`);
  const refundNo = referenceNo('RF');
  if (payment.method === PaymentMethod.Balance) {
    await creditWallet(tx, { userId: request.userId, amount: request.amount, type: 'refund', transactionId: refundNo, remarks: request.orderNo });
  }
  await insertRefund(tx, {
    refundNo,
    orderId: request.orderId,
    paymentId: payment.id,
    userId: request.userId,
    method: payment.method,
    amount: request.amount,
    reason: request.reason,
    status: RefundStatus.Succeeded,
  });
  return refundNo;
}
