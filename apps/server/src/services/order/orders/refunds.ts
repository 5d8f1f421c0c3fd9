/**
 * Money back to the buyer when a paid order is cancelled: to the wallet for balance payments,
 * otherwise through the sandbox gateway of the original method (card, Alipay, WeChat), which
 * refunds at once. Every refund is a row with the spec §4 refund status.
 */
import { PaymentMethod, RefundStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { creditWallet } from '../../payment/wallet/ledger';
import { referenceNo } from '../numbers';

export async function refundOrder(tx: Queryable, orderId: number, amount: number, reason: string): Promise<number> {
  if (amount <= 0) return 0;
  const [order] = await tx.query<{ userId: number; paymentMethod: number | null; paymentId: number | null; orderNo: string }>(
    `select o.user_id as "userId", o.payment_method as "paymentMethod", o.order_no as "orderNo",
            (select p.id from payment p where p.status = 2 and p.trade_id in (o.trade_id, o.balance_trade_id) order by p.id desc limit 1) as "paymentId"
       from shop_order o where o.id = $1`,
    [orderId],
  );
  if (!order) return 0;
  const method = order.paymentMethod ?? PaymentMethod.Balance;
  const refundNo = referenceNo('RF');
  if (method === PaymentMethod.Balance) {
    await creditWallet(tx, { userId: order.userId, amount, type: 'refund', transactionId: refundNo, remarks: order.orderNo });
  }
  await tx.query(
    `insert into refund (refund_no, order_id, payment_id, user_id, method, amount, reason, status) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [refundNo, orderId, order.paymentId, order.userId, method, amount, reason, RefundStatus.Succeeded],
  );
  await tx.query('update shop_order set refunded_amount = refunded_amount + $2 where id = $1', [orderId, amount]);
  return amount;
}
