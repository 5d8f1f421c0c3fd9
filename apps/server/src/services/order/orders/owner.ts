/**
 * Moving a paid order on: the goods owner (or the platform) confirms a pre-order's stock, ships
 * items with tracking numbers, hands the parcel to the courier and reviews cancellation
 * requests; the buyer confirms receipt. Each is a guarded transition.
 */
import { OrderActor, OrderStatus, PREORDER_BALANCE_HOURS, SHIPPABLE_STATUSES, type ReviewCancellationBody, type ShipOrderBody } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { referenceNo } from '../../../platform/reference-numbers';
import { settleOrder } from '../../payment/settlement/service';
import { orderCompletedForPoints } from '../../loyalty/points/service';
import { insertBalanceTrade } from '../trades/service';
import { decideCancellation } from './cancel';
import type { OrderScope } from './detail';
import * as store from './store';

async function ownedOrder(tx: Queryable, scope: OrderScope, orderNo: string): Promise<store.OrderRow> {
  const order = await store.lockOrder(tx, scope.ownerId === undefined ? { orderNo } : { orderNo, ownerId: scope.ownerId });
  if (!order) fail('orderNotFound');
  return order;
}

/** Pre-order stock is ready: the buyer is asked for the balance (9 → 2) by a new trade. */
export async function confirmStock(tx: Queryable, scope: OrderScope & { actor: 'owner' | 'platform' }, orderNo: string): Promise<void> {
  const order = await ownedOrder(tx, scope, orderNo);
  if (order.status !== OrderStatus.PreOrderInProgress) fail('orderStatusChanged');
  const balanceTradeId = await insertBalanceTrade(tx, {
    tradeNo: referenceNo('TR'),
    userId: order.userId,
    amount: Math.max(order.payable - order.deposit, 1),
    hours: PREORDER_BALANCE_HOURS,
  });
  if (!(await store.askForBalance(tx, order.id, balanceTradeId, scope.actor))) fail('orderStatusChanged');
}

/** Ships some or all of the unshipped items; every shipped item carries a tracking number (docs/product.md §5). */
export async function shipOrder(tx: Queryable, scope: OrderScope & { actor: 'owner' | 'platform' }, body: ShipOrderBody): Promise<void> {
  const order = await ownedOrder(tx, scope, body.orderNo);
  if (!SHIPPABLE_STATUSES.includes(order.status)) fail('orderStatusChanged');
  if (await store.hasPendingCancellation(tx, order.id)) fail('orderStatusChanged');
  if (new Set(body.items.map((i) => i.itemId)).size !== body.items.length) fail('shipmentIncomplete');
  if ((await store.shipItems(tx, order.id, body.items)) !== body.items.length) fail('shipmentIncomplete');
  const to = (await store.countUnshipped(tx, order.id)) === 0 ? OrderStatus.InTransit : OrderStatus.PartiallyShipped;
  if (!(await store.recordShipment(tx, order, to, scope.actor))) fail('orderStatusChanged');
}

/** The parcel is out for delivery; receipt confirms itself after RECEIPT_AUTO_CONFIRM_DAYS. */
export async function deliverOrder(tx: Queryable, scope: OrderScope & { actor: 'owner' | 'platform' }, orderNo: string): Promise<void> {
  const order = await ownedOrder(tx, scope, orderNo);
  if (!(await store.sendOutForDelivery(tx, order.id, scope.actor))) fail('orderStatusChanged');
}

export async function reviewCancellation(tx: Queryable, scope: OrderScope & { actor: 'owner' | 'platform' }, body: ReviewCancellationBody): Promise<void> {
  const order = await ownedOrder(tx, scope, body.orderNo);
  if (!(await decideCancellation(tx, order, body.approve, scope.actor, body.note))) fail('cancellationNotFound');
}

/** The buyer confirms receipt of an order in transit or out for delivery; the completed order is settled to its goods owner. */
export async function confirmReceipt(tx: Queryable, userId: number, orderNo: string): Promise<void> {
  const order = await store.lockOrder(tx, { orderNo, userId });
  if (!order) fail('orderNotFound');
  if (!(await store.completeOrder(tx, order.id, [OrderStatus.InTransit, OrderStatus.OutForDelivery], OrderActor.Buyer))) fail('orderStatusChanged');
  await settleOrder(tx, { orderId: order.id, orderNo: order.orderNo });
  await orderCompletedForPoints(tx, order.id);
}
