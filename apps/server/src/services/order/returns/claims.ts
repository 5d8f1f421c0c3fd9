/**
 * What each line of an order can still be claimed for by a return, a refund-only request or an
 * after-sales request (rules/claims.ts), from the one-snapshot read of claims.store.ts. Callers hold
 * the order's row lock (FOR UPDATE on shop_order) so that applications of either kind queue and each
 * sees the ones before it.
 */
import { type LineClaims, orderRefundable } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { orderClaims } from './claims.store';

export type { LineClaims } from '@clearlot/contract';

/** Per order line id: what claims see of it (its paid share, refunds made, units held, money pending). */
export async function lineClaimsOf(db: Queryable, orderId: number): Promise<Map<number, LineClaims>> {
  const order = await orderClaims(db, orderId);
  if (!order) throw new Error(`order ${orderId} not found`);
  const refundable = orderRefundable({
    paid: order.paid,
    deliveryCost: order.deliveryCost,
    deliveryRefunded: order.deliveryRefunded,
    lines: order.lines.map((line) => ({ orderItemId: line.orderItemId, cost: line.cost, refunded: line.refunded })),
  });
  return new Map(
    order.lines.map((line, index) => {
      const share = refundable.lines[index]!;
      return [line.orderItemId, { ordered: line.ordered, paid: share.paid, refundable: share.refundable, heldUnits: line.heldUnits, pendingAmount: line.pendingAmount }];
    }),
  );
}
