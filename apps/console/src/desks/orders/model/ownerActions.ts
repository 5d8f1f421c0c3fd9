/**
 * What the goods owner may do with an order now (docs/briefs/buying.md order flow): confirm a
 * pre-order's stock (9), ship remaining items (4/5/10), hand the parcel to the courier for the
 * last mile (6), review a pending cancellation. While the buyer's cancellation request waits, the
 * order is not shipped: the request is answered first.
 */
import { OrderStatus, OrderType, SHIPPABLE_STATUSES } from '@clearlot/contract/rules/order';
import type { OrderDetail, OrderItem } from '@clearlot/contract/schemas/order';

export interface OwnerActions {
  confirmStock: boolean;
  ship: boolean;
  deliver: boolean;
  reviewCancellation: boolean;
}

type OwnerOrder = Pick<OrderDetail, 'status' | 'orderType' | 'cancellationPending' | 'items'>;

/** Items with no tracking number yet. */
export function unshippedItems(order: Pick<OrderDetail, 'items'>): OrderItem[] {
  return order.items.filter((item) => !item.trackingNo);
}

export function ownerActionsOf(order: OwnerOrder): OwnerActions {
  const pending = order.cancellationPending;
  return {
    confirmStock: !pending && order.orderType === OrderType.PreOrder && order.status === OrderStatus.PreOrderInProgress,
    ship: !pending && SHIPPABLE_STATUSES.includes(order.status) && unshippedItems(order).length > 0,
    deliver: !pending && order.status === OrderStatus.InTransit,
    reviewCancellation: pending,
  };
}
