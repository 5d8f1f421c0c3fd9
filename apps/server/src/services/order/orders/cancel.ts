/**
 * Cancelling orders (spec §4 timed rules, §9): before payment at once; within 30 minutes of
 * payment at once with a refund; later by a request the goods owner reviews (approved
 * automatically after the review deadline). Pre-orders cancelled by the buyer, or whose
 * balance is not paid in time, pay the breach penalty out of the deposit.
 */
import {
  CANCEL_REVIEW_HOURS,
  CANCEL_WITHOUT_REVIEW_MINUTES,
  type OrderActor,
  OrderStatus,
  preOrderPenalty,
  systemNote,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { refundOrder } from './refunds';
import { releaseStock } from './stock';
import { transitionOrder } from './transitions';

export interface OrderRow {
  id: number;
  orderNo: string;
  userId: number;
  ownerId: number;
  tradeId: number;
  balanceTradeId: number | null;
  orderType: 1 | 2;
  status: OrderStatus;
  payable: number;
  deposit: number;
  paidAmount: number;
  paidAt: Date | null;
}

export const ORDER_ROW = `id, order_no as "orderNo", user_id as "userId", owner_id as "ownerId", trade_id as "tradeId",
  balance_trade_id as "balanceTradeId", order_type as "orderType", status, payable, deposit, paid_amount as "paidAmount", paid_at as "paidAt"`;

/** Row-locks one order for a state change. */
export async function lockOrder(tx: Queryable, where: string, params: unknown[]): Promise<OrderRow | null> {
  const [row] = await tx.query<OrderRow>(`select ${ORDER_ROW} from shop_order where ${where} for update`, params);
  return row ?? null;
}

async function unitsOf(tx: Queryable, orderId: number): Promise<number> {
  const [row] = await tx.query<{ units: number }>('select coalesce(sum(quantity), 0)::int as units from order_item where order_id = $1', [orderId]);
  return row?.units ?? 0;
}

/**
 * Cancels the order now from the status it is in, releasing stock and refunding what was paid
 * (less a pre-order penalty). Returns false when the order had already moved on.
 */
export async function cancelNow(tx: Queryable, order: OrderRow, actor: OrderActor, note: string, closeAs: OrderStatus = OrderStatus.Cancelled): Promise<boolean> {
  const moved = await transitionOrder(tx, order.id, [order.status], closeAs, actor, { note, set: 'closed_at = now(), pay_deadline = null, ship_deadline = null' });
  if (!moved) return false;
  switch (order.status) {
    case OrderStatus.AwaitingPayment: {
      await releaseStock(tx, order.id);
      // the trade now asks for less; with no order left to pay it closes
      const due = order.orderType === 2 ? order.deposit : order.payable;
      const [left] = await tx.query<{ n: number }>('select count(*)::int as n from shop_order where trade_id = $1 and status = $2', [order.tradeId, OrderStatus.AwaitingPayment]);
      if ((left?.n ?? 0) === 0) await tx.query('update trade set status = 3 where id = $1 and status = 1', [order.tradeId]);
      else await tx.query('update trade set amount = amount - $2 where id = $1 and status = 1 and amount > $2', [order.tradeId, due]);
      break;
    }
    case OrderStatus.PreOrderInProgress:
    case OrderStatus.ToBeConfirmed: {
      const penalty = actor === 'owner' || actor === 'platform' ? 0 : preOrderPenalty(await unitsOf(tx, order.id), order.deposit);
      if (order.balanceTradeId) await tx.query('update trade set status = 3 where id = $1 and status = 1', [order.balanceTradeId]);
      await tx.query('update shop_order set penalty = $2 where id = $1', [order.id, penalty]);
      await refundOrder(tx, order.id, order.paidAmount - penalty, note || systemNote('preOrderCancelled'));
      break;
    }
    default: {
      await releaseStock(tx, order.id);
      await refundOrder(tx, order.id, order.paidAmount, note || systemNote('orderCancelled'));
    }
  }
  return true;
}

/** The buyer cancels: at once, or by a request for the goods owner's review. */
export async function buyerCancel(tx: Queryable, userId: number, orderNo: string, reason: string): Promise<'cancelled' | 'review'> {
  const order = await lockOrder(tx, 'order_no = $1 and user_id = $2', [orderNo, userId]);
  if (!order) fail('orderNotFound');
  const [existing] = await tx.query<{ reviewStatus: number }>('select review_status as "reviewStatus" from order_cancellation where order_id = $1', [order.id]);
  if (existing?.reviewStatus === 0) return 'review';
  if (existing) fail('orderStatusChanged');

  const paidAwaitingShipment = order.status === OrderStatus.ReadyToShip || order.status === OrderStatus.PreOrderCompleted;
  const immediate =
    order.status === OrderStatus.AwaitingPayment ||
    order.status === OrderStatus.PreOrderInProgress ||
    order.status === OrderStatus.ToBeConfirmed ||
    (paidAwaitingShipment && order.paidAt !== null && Date.now() - new Date(order.paidAt).getTime() <= CANCEL_WITHOUT_REVIEW_MINUTES * 60_000);
  if (!immediate && !paidAwaitingShipment) fail('orderStatusChanged');

  if (immediate) {
    if (!(await cancelNow(tx, order, 'buyer', reason))) fail('orderStatusChanged');
    await tx.query(
      `insert into order_cancellation (order_id, reason, review_status, reviewed_at, from_status) values ($1, $2, 1, now(), $3)`,
      [order.id, reason, order.status],
    );
    return 'cancelled';
  }
  await tx.query(
    `insert into order_cancellation (order_id, reason, review_status, review_deadline, from_status)
     values ($1, $2, 0, now() + interval '${CANCEL_REVIEW_HOURS} hours', $3)`,
    [order.id, reason, order.status],
  );
  return 'review';
}

/** The goods owner (or the platform, or the review deadline) decides a pending cancellation. */
export async function decideCancellation(tx: Queryable, order: OrderRow, approve: boolean, actor: OrderActor, note: string): Promise<boolean> {
  const decided = await tx.query(
    `update order_cancellation set review_status = $2, reviewed_at = now(), review_note = $3 where order_id = $1 and review_status = 0 returning order_id`,
    [order.id, approve ? 1 : 2, note],
  );
  if (decided.length === 0) return false;
  if (approve && !(await cancelNow(tx, order, actor, note || systemNote('cancellationApproved')))) {
    // the order moved on (e.g. shipped) before the decision: record the request as rejected
    await tx.query(`update order_cancellation set review_status = 2, review_note = $2 where order_id = $1`, [order.id, systemNote('alreadyShipped')]);
  }
  return true;
}
