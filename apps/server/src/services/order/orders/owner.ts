/**
 * What goods owners (and the platform) do to move orders on: confirm a pre-order's stock,
 * ship items with tracking numbers, hand the parcel to the courier for delivery, and review
 * cancellation requests. Each is a guarded transition.
 */
import {
  OrderStatus,
  PREORDER_BALANCE_HOURS,
  RECEIPT_AUTO_CONFIRM_DAYS,
  Role,
  SHIPPABLE_STATUSES,
  type ReviewCancellationBody,
  type ShipOrderBody,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { SessionRecord } from '../../../platform/sessions';
import { referenceNo } from '../numbers';
import { type OrderRow, decideCancellation, lockOrder } from './cancel';
import type { OrderScope } from './queries';
import { transitionOrder } from './transitions';

/** The orders a session may act on as a goods owner: its own shop's, or every order for the platform. */
export async function ownerScope(db: Queryable, session: SessionRecord): Promise<OrderScope & { actor: 'owner' | 'platform' }> {
  if (session.roles.includes(Role.Platform)) return { actor: 'platform' };
  if (!session.roles.includes(Role.Seller)) fail(session.roles.length === 0 ? 'noPermission' : 'insufficientPermissions');
  const [owner] = await db.query<{ id: number }>('select id from goods_owner where user_id = $1 order by id limit 1', [session.userId]);
  if (!owner) fail('notGoodsOwner');
  return { ownerId: owner.id, actor: 'owner' };
}

async function ownedOrder(tx: Queryable, scope: OrderScope, orderNo: string): Promise<OrderRow> {
  const order = await lockOrder(tx, scope.ownerId === undefined ? 'order_no = $1' : 'order_no = $1 and owner_id = $2', scope.ownerId === undefined ? [orderNo] : [orderNo, scope.ownerId]);
  if (!order) fail('orderNotFound');
  return order;
}

/** Pre-order stock is ready: the buyer is asked for the balance (9 → 2) by a new trade. */
export async function confirmStock(tx: Queryable, scope: OrderScope & { actor: 'owner' | 'platform' }, orderNo: string): Promise<void> {
  const order = await ownedOrder(tx, scope, orderNo);
  if (order.status !== OrderStatus.PreOrderInProgress) fail('orderStatusChanged');
  const balance = order.payable - order.deposit;
  const [trade] = await tx.query<{ id: number }>(
    `insert into trade (trade_no, user_id, purpose, amount, pay_deadline) values ($1, $2, 'balance', $3, now() + interval '${PREORDER_BALANCE_HOURS} hours') returning id`,
    [referenceNo('TR'), order.userId, Math.max(balance, 1)],
  );
  const moved = await transitionOrder(tx, order.id, [OrderStatus.PreOrderInProgress], OrderStatus.ToBeConfirmed, scope.actor, {
    set: `balance_trade_id = ${Number(trade!.id)}, pre_order_expires_at = null`,
  });
  if (!moved) fail('orderStatusChanged');
}

/** Ships some or all of the unshipped items; every shipped item carries a tracking number (spec §5). */
export async function shipOrder(tx: Queryable, scope: OrderScope & { actor: 'owner' | 'platform' }, body: ShipOrderBody): Promise<void> {
  const order = await ownedOrder(tx, scope, body.orderNo);
  if (!SHIPPABLE_STATUSES.includes(order.status)) fail('orderStatusChanged');
  const [pending] = await tx.query('select 1 from order_cancellation where order_id = $1 and review_status = 0', [order.id]);
  if (pending) fail('orderStatusChanged');
  const itemIds = body.items.map((i) => i.itemId);
  if (new Set(itemIds).size !== itemIds.length) fail('shipmentIncomplete');
  const shipped = await tx.query(
    `update order_item i set tracking_no = s.tracking_no, logistics_company = s.company, shipped_at = now(), reserved_quantity = 0
       from unnest($2::bigint[], $3::text[], $4::text[]) as s(item_id, tracking_no, company)
      where i.id = s.item_id and i.order_id = $1 and i.shipped_at is null
      returning i.id`,
    [order.id, itemIds, body.items.map((i) => i.trackingNo), body.items.map((i) => i.logisticsCompany)],
  );
  if (shipped.length !== itemIds.length) fail('shipmentIncomplete');
  const [left] = await tx.query<{ n: number }>('select count(*)::int as n from order_item where order_id = $1 and shipped_at is null', [order.id]);
  const to = (left?.n ?? 0) === 0 ? OrderStatus.InTransit : OrderStatus.PartiallyShipped;
  if (to === OrderStatus.PartiallyShipped && order.status === OrderStatus.PartiallyShipped) {
    await tx.query('insert into order_log (order_id, status, actor) values ($1, $2, $3)', [order.id, to, scope.actor]);
    return;
  }
  const moved = await transitionOrder(tx, order.id, [order.status], to, scope.actor, { set: 'shipped_at = coalesce(shipped_at, now()), ship_deadline = null' });
  if (!moved) fail('orderStatusChanged');
}

/** The parcel is out for delivery; receipt confirms itself after RECEIPT_AUTO_CONFIRM_DAYS. */
export async function deliverOrder(tx: Queryable, scope: OrderScope & { actor: 'owner' | 'platform' }, orderNo: string): Promise<void> {
  const order = await ownedOrder(tx, scope, orderNo);
  const moved = await transitionOrder(tx, order.id, [OrderStatus.InTransit], OrderStatus.OutForDelivery, scope.actor, {
    set: `receipt_deadline = now() + interval '${RECEIPT_AUTO_CONFIRM_DAYS} days'`,
  });
  if (!moved) fail('orderStatusChanged');
}

export async function reviewCancellation(tx: Queryable, scope: OrderScope & { actor: 'owner' | 'platform' }, body: ReviewCancellationBody): Promise<void> {
  const order = await ownedOrder(tx, scope, body.orderNo);
  if (!(await decideCancellation(tx, order, body.approve, scope.actor, body.note))) fail('cancellationNotFound');
}
