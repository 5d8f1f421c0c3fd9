/**
 * Cancelling orders (docs/product.md §4 timed rules, §9): before payment at once; within 30
 * minutes of payment at once with a refund; later by a request the goods owner reviews (approved
 * automatically after the review deadline). Pre-orders cancelled by the buyer, or whose balance
 * is not paid in time, pay the breach penalty out of the deposit.
 *
 * A buyer's cancel is safe to retry: the request is recorded with the cancellation in one
 * transaction, so a repeat (a double click, or a retry after the answer was lost) finds it and
 * gets the same answer, and the refund is made once.
 */
import { CANCEL_REVIEW_HOURS, CANCEL_WITHOUT_REVIEW_MINUTES, CancellationReview, OrderActor, OrderStatus, OrderType, preOrderPenalty, systemNote } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { refundOrderLines, refundableOf } from '../../payment/refund/service';
import { releaseDealUnits, releaseStock } from '../../product/service';
import { releaseCoupons } from '../../loyalty/coupons/service';
import { returnRedeemedPoints } from '../../loyalty/points/service';
import { closeTrade, reduceTrade } from '../trades/service';
import * as store from './store';

/** Puts the order's reserved, unshipped units back on sale. */
async function releaseReservedStock(tx: Queryable, orderId: number): Promise<void> {
  await releaseStock(tx, await store.reservedItems(tx, orderId));
  await store.clearReservations(tx, orderId);
}

/** Gives back all the buyer paid for the order (less any penalty kept), the way it was paid: one refund of every line and the delivery. */
async function refundOrder(tx: Queryable, order: store.OrderRow, reason: string): Promise<void> {
  const refundable = await refundableOf(tx, order.id);
  if (refundable.refundable <= 0) return;
  const tradeIds = order.balanceTradeId === null ? [order.tradeId] : [order.tradeId, order.balanceTradeId];
  const lines = refundable.lines.filter((line) => line.refundable > 0).map((line) => ({ orderItemId: line.orderItemId, amount: line.refundable }));
  const refund = await refundOrderLines(tx, {
    orderId: order.id,
    orderNo: order.orderNo,
    userId: order.userId,
    tradeIds,
    lines,
    reason,
    source: 'cancellation',
    sourceId: order.orderNo,
    clientKey: `cancel:${order.orderNo}`,
  });
  await store.addRefunded(tx, order.id, refund.amount);
}

/**
 * Cancels the order now from the status it is in, releasing stock and refunding what was paid
 * (less a pre-order penalty). Returns false when the order had already moved on.
 */
export async function cancelNow(
  tx: Queryable,
  order: store.OrderRow,
  actor: OrderActor,
  note: string,
  closeAs: typeof OrderStatus.Cancelled | typeof OrderStatus.Closed = OrderStatus.Cancelled,
): Promise<boolean> {
  if (!(await store.closeOrder(tx, order, closeAs, actor, note))) return false;
  // units it took at a flash deal's price go back into the deal's limit (nothing shipped yet: every path here is before shipping)
  await releaseDealUnits(tx, order.id);
  switch (order.status) {
    case OrderStatus.AwaitingPayment: {
      await releaseReservedStock(tx, order.id);
      // an unpaid order gives its coupons back (a coupon used across a checkout's orders once all are gone)
      await releaseCoupons(tx, [order.id]);
      // the trade now asks for less; with no order left to pay it closes
      if ((await store.countAwaitingPayment(tx, order.tradeId)) === 0) await closeTrade(tx, order.tradeId);
      else await reduceTrade(tx, order.tradeId, order.orderType === OrderType.PreOrder ? order.deposit : order.payable);
      break;
    }
    case OrderStatus.PreOrderInProgress:
    case OrderStatus.ToBeConfirmed: {
      const penalty = actor === OrderActor.Owner || actor === OrderActor.Platform ? 0 : preOrderPenalty(await store.unitsOf(tx, order.id), order.deposit);
      if (order.balanceTradeId !== null) await closeTrade(tx, order.balanceTradeId);
      await store.setPenalty(tx, order.id, penalty);
      await refundOrder(tx, order, note || systemNote('preOrderCancelled'));
      break;
    }
    default: {
      await releaseReservedStock(tx, order.id);
      await refundOrder(tx, order, note || systemNote('orderCancelled'));
      // a point-mall order gives its points back (nothing for any other order)
      await returnRedeemedPoints(tx, order.id);
    }
  }
  return true;
}

const paidAwaitingShipment = (order: store.OrderRow) => order.status === OrderStatus.ReadyToShip || order.status === OrderStatus.PreOrderCompleted;

/** Before payment, a pre-order before shipping, or within CANCEL_WITHOUT_REVIEW_MINUTES of payment: no review needed. */
function cancellableAtOnce(order: store.OrderRow): boolean {
  if (order.status === OrderStatus.AwaitingPayment || order.status === OrderStatus.PreOrderInProgress || order.status === OrderStatus.ToBeConfirmed) return true;
  return paidAwaitingShipment(order) && order.paidAt !== null && Date.now() - new Date(order.paidAt).getTime() <= CANCEL_WITHOUT_REVIEW_MINUTES * 60_000;
}

/**
 * The buyer cancels: at once, or by a request for the goods owner's review. A repeat of a cancel
 * already recorded answers as the first did: 'cancelled' once approved, 'review' while pending;
 * only a rejected request refuses (the order goes on).
 */
export async function buyerCancel(tx: Queryable, userId: number, orderNo: string, reason: string): Promise<'cancelled' | 'review'> {
  const order = await store.lockOrder(tx, { orderNo, userId });
  if (!order) fail('orderNotFound');
  const recorded = await store.cancellationStatus(tx, order.id);
  if (recorded === CancellationReview.Approved) return 'cancelled';
  if (recorded === CancellationReview.Pending) return 'review';
  if (recorded === CancellationReview.Rejected) fail('orderStatusChanged');

  if (cancellableAtOnce(order)) {
    if (!(await cancelNow(tx, order, OrderActor.Buyer, reason))) fail('orderStatusChanged');
    await store.insertCancellation(tx, { orderId: order.id, reason, fromStatus: order.status, decided: true });
    return 'cancelled';
  }
  if (!paidAwaitingShipment(order)) fail('orderStatusChanged');
  await store.insertCancellation(tx, { orderId: order.id, reason, fromStatus: order.status, decided: false, reviewHours: CANCEL_REVIEW_HOURS });
  return 'review';
}

/** The goods owner (or the platform, or the review deadline) decides a pending cancellation. */
export async function decideCancellation(tx: Queryable, order: store.OrderRow, approve: boolean, actor: OrderActor, note: string): Promise<boolean> {
  if (!(await store.decideCancellationRequest(tx, order.id, approve ? CancellationReview.Approved : CancellationReview.Rejected, note))) return false;
  if (approve && !(await cancelNow(tx, order, actor, note || systemNote('cancellationApproved')))) {
    // the order moved on (e.g. shipped) before the decision: record the request as rejected
    await store.rejectCancellation(tx, order.id, systemNote('alreadyShipped'));
  }
  return true;
}
