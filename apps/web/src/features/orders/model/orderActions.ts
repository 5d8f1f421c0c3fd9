/**
 * What the buyer may do with an order in its current status (docs/product.md §4 statuses, §9 cancellation
 * review). The order detail carries the server's own verdicts (canCancel, canConfirmReceipt,
 * canCancelNow); a list card, which only has the summary, derives them from the status.
 */
import { CANCELLABLE_STATUSES, OrderStatus, OrderType } from '@clearlot/contract/rules/order';
import type { OrderDetail, OrderSummary } from '@clearlot/contract/schemas/order';

/** What a Pay button pays: a real-time order, a pre-order's deposit or a pre-order's balance. */
export type PayKind = 'order' | 'deposit' | 'balance';

export interface BuyerActions {
  pay: PayKind | null;
  cancel: boolean;
  confirmReceipt: boolean;
  /** a cancellation request exists (pending, or the order was cancelled) */
  cancellationDetails: boolean;
}

export type ActionSource = OrderSummary & Partial<Pick<OrderDetail, 'canCancel' | 'canConfirmReceipt'>>;

export function payKindOf(order: Pick<OrderSummary, 'status' | 'orderType'>): PayKind | null {
  if (order.status === OrderStatus.AwaitingPayment) return order.orderType === OrderType.PreOrder ? 'deposit' : 'order';
  if (order.status === OrderStatus.ToBeConfirmed && order.orderType === OrderType.PreOrder) return 'balance';
  return null;
}

/** The actions offered now; a payment whose deadline has passed is no longer offered (the order is closing). */
export function buyerActionsOf(order: ActionSource, nowSeconds: number): BuyerActions {
  const payKind = payKindOf(order);
  const payOpen = payKind !== null && (order.payDeadline === null || order.payDeadline > nowSeconds);
  return {
    pay: payOpen ? payKind : null,
    cancel: order.canCancel ?? (CANCELLABLE_STATUSES.includes(order.status) && !order.cancellationPending),
    confirmReceipt: order.canConfirmReceipt ?? order.status === OrderStatus.OutForDelivery,
    cancellationDetails: order.hasCancellation,
  };
}

/**
 * A pre-order whose deposit is paid and whose balance is not (in progress, or to be confirmed):
 * cancelling it is a breach that costs a penalty out of the deposit (docs/product.md §4, §9).
 */
export function cancelCostsPenalty(order: Pick<OrderDetail, 'orderType' | 'status'>): boolean {
  const depositOnly: readonly OrderStatus[] = [OrderStatus.PreOrderInProgress, OrderStatus.ToBeConfirmed];
  return order.orderType === OrderType.PreOrder && depositOnly.includes(order.status);
}

/**
 * What cancelling will do, told to the buyer before they confirm: an unpaid order is cancelled
 * at once with nothing to refund; a pre-order holding only its deposit at once, the deposit
 * refunded less the penalty; a paid order at once with a refund while canCancelNow holds
 * (within 30 minutes of payment); after that the request goes to the goods owner's review.
 */
export type CancelEffect = 'unpaid' | 'depositRefund' | 'immediateRefund' | 'review';

export function cancelEffectOf(order: Pick<OrderDetail, 'status' | 'orderType' | 'canCancelNow' | 'paidAmount'>): CancelEffect {
  if (!order.canCancelNow) return 'review';
  if (order.status === OrderStatus.AwaitingPayment || order.paidAmount === 0) return 'unpaid';
  return cancelCostsPenalty(order) ? 'depositRefund' : 'immediateRefund';
}
