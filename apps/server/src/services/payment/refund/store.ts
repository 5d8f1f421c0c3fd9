/** Every SQL statement about refunds. */
import { PaymentRecordStatus, type PaymentMethod, type RefundStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

/** The newest succeeded payment among the trades (a pre-order's deposit and balance are two). */
export async function lastSucceededPayment(db: Queryable, tradeIds: readonly number[]): Promise<{ id: number; method: PaymentMethod } | null> {
  const [row] = await db.query<{ id: number; method: PaymentMethod }>(
    'select id, method from payment where trade_id = any($1::bigint[]) and status = $2 order by id desc limit 1',
    [tradeIds, PaymentRecordStatus.Succeeded],
  );
  return row ?? null;
}

export interface NewRefund {
  refundNo: string;
  orderId: number;
  paymentId: number;
  userId: number;
  method: PaymentMethod;
  amount: number;
  reason: string;
  status: RefundStatus;
}

export async function insertRefund(tx: Queryable, refund: NewRefund): Promise<void> {
  await tx.query(
    `insert into refund (refund_no, order_id, payment_id, user_id, method, amount, reason, status) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [refund.refundNo, refund.orderId, refund.paymentId, refund.userId, refund.method, refund.amount, refund.reason, refund.status],
  );
}
