/**
 * Every SQL statement that changes an order after it was placed: locking it, its transitions
 * (through the platform's one transition function, with the order machine below), its items'
 * reservations and shipments, and cancellation requests. Statuses are always parameters, named
 * from the contract.
 */
import { CancellationReview, OrderActor, OrderStatus, OrderType, type PaymentMethod, RECEIPT_AUTO_CONFIRM_DAYS, SHIPMENT_TIMEOUT_DAYS } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { type ColumnValue, type Guard, type Transition, defineMachine, sqlExpression, transition, transitionGuarded } from '../../../platform/transitions';

export interface OrderRow {
  id: number;
  orderNo: string;
  userId: number;
  ownerId: number;
  tradeId: number;
  balanceTradeId: number | null;
  orderType: OrderType;
  status: OrderStatus;
  payable: number;
  deposit: number;
  paidAmount: number;
  paidAt: Date | null;
  /** the goods' total (what an insured order's policy covers) */
  subtotal: number;
}

const ORDER_COLUMNS = `id, order_no as "orderNo", user_id as "userId", owner_id as "ownerId", trade_id as "tradeId",
  balance_trade_id as "balanceTradeId", order_type as "orderType", status, payable, deposit, paid_amount as "paidAmount", paid_at as "paidAt", subtotal`;

// ---------- transitions ----------
/** Orders move through the statuses of docs/product.md §4; every move is logged in order_log with who made it. */
const orderMachine = defineMachine<OrderStatus, OrderActor>({
  table: 'shop_order',
  logTable: 'order_log',
  logKey: 'order_id',
  statuses: OrderStatus,
  actors: OrderActor,
  touched: 'updated_at',
  returning: ORDER_COLUMNS,
});

const moveOrders = (tx: Queryable, change: Transition<OrderStatus, OrderActor>) => transition<OrderStatus, OrderActor, OrderRow>(tx, orderMachine, change);

async function moveOrder(
  tx: Queryable,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  actor: OrderActor,
  options: { note?: string; set?: Record<string, ColumnValue> } = {},
) {
  const [moved] = await moveOrders(tx, { where: { id: orderId }, from, to, actor, ...options });
  return moved ?? null;
}

const now = sqlExpression('now()');
const shipDeadline = sqlExpression(`now() + interval '${SHIPMENT_TIMEOUT_DAYS} days'`);

/** A checkout's real-time orders are paid: ready to ship (3 → 4). */
const payRealTime = (tradeId: number, method: PaymentMethod): Transition<OrderStatus, OrderActor> => ({
  where: { trade_id: tradeId, order_type: OrderType.RealTime },
  from: [OrderStatus.AwaitingPayment],
  to: OrderStatus.ReadyToShip,
  actor: OrderActor.Buyer,
  set: { paid_amount: sqlExpression('payable'), payment_method: method, paid_at: now, pay_deadline: null, ship_deadline: shipDeadline },
});

/**
 * A checkout's trade is paid, marked so by `guard` (the trade service's compare-and-set) in the same
 * statement as its real-time orders become ready to ship (3 → 4): the usual checkout settles in one
 * round trip. Answers the guard's value (null when the trade was not awaiting payment: nothing moved)
 * and the orders moved, none when the trade pays for pre-orders (payPreOrdersOfTrade) or a balance
 * (payBalanceOfTrade; a balance trade's orders point at it by balance_trade_id, never trade_id).
 */
export const payRealTimeOrdersOfTrade = <G>(tx: Queryable, tradeId: number, method: PaymentMethod, guard: Guard) =>
  transitionGuarded<OrderStatus, OrderActor, OrderRow, G>(tx, orderMachine, payRealTime(tradeId, method), guard);

/** A checkout's pre-orders are paid (their deposit): they start (3 → 9); answers the orders moved. */
export async function payPreOrdersOfTrade(tx: Queryable, tradeId: number, method: PaymentMethod): Promise<OrderRow[]> {
  return moveOrders(tx, {
    where: { trade_id: tradeId, order_type: OrderType.PreOrder },
    from: [OrderStatus.AwaitingPayment],
    to: OrderStatus.PreOrderInProgress,
    actor: OrderActor.Buyer,
    set: {
      paid_amount: sqlExpression('deposit'),
      payment_method: method,
      paid_at: now,
      pay_deadline: null,
      pre_order_expires_at: sqlExpression('now() + make_interval(days => pre_order_days)'),
    },
  });
}

/** A point-mall redemption's order was paid with points as it was placed: ready to ship (3 → 4), no money taken. */
export async function payOrdersWithPoints(tx: Queryable, tradeId: number): Promise<void> {
  await moveOrders(tx, {
    where: { trade_id: tradeId, order_type: OrderType.RealTime },
    from: [OrderStatus.AwaitingPayment],
    to: OrderStatus.ReadyToShip,
    actor: OrderActor.Buyer,
    set: { paid_at: now, pay_deadline: null, ship_deadline: shipDeadline },
  });
}

/** The points a point-mall redemption's order cost (loyalty/points/mall.ts); the order's status moves by payOrdersWithPoints. */
export async function markOrderPaidWithPoints(tx: Queryable, orderId: number, points: number): Promise<void> {
  await tx.query('update shop_order set points_spent = $2 where id = $1', [orderId, points]);
}

/** A pre-order's balance was paid: the pre-order is complete and ready to ship (2 → 10); answers the orders moved. */
export async function payBalanceOfTrade(tx: Queryable, balanceTradeId: number, method: PaymentMethod): Promise<OrderRow[]> {
  return moveOrders(tx, {
    where: { balance_trade_id: balanceTradeId },
    from: [OrderStatus.ToBeConfirmed],
    to: OrderStatus.PreOrderCompleted,
    actor: OrderActor.Buyer,
    set: { paid_amount: sqlExpression('payable'), payment_method: method, ship_deadline: shipDeadline },
  });
}

/** Cancels (12) or closes (11) the order from the status it was read in; null when it had moved on. */
export const closeOrder = (tx: Queryable, order: Pick<OrderRow, 'id' | 'status'>, to: typeof OrderStatus.Cancelled | typeof OrderStatus.Closed, actor: OrderActor, note: string) =>
  moveOrder(tx, order.id, [order.status], to, actor, { note, set: { closed_at: now, pay_deadline: null, ship_deadline: null } });

/** Pre-order stock is ready: the buyer is asked for the balance by its own trade (9 → 2). */
export const askForBalance = (tx: Queryable, orderId: number, balanceTradeId: number, actor: OrderActor) =>
  moveOrder(tx, orderId, [OrderStatus.PreOrderInProgress], OrderStatus.ToBeConfirmed, actor, { set: { balance_trade_id: balanceTradeId, pre_order_expires_at: null } });

/** Items left the warehouse: partially shipped (5) or all in transit (6); 5 → 5 logs another shipment. */
export const recordShipment = (tx: Queryable, order: Pick<OrderRow, 'id' | 'status'>, to: typeof OrderStatus.PartiallyShipped | typeof OrderStatus.InTransit, actor: OrderActor) =>
  moveOrder(tx, order.id, [order.status], to, actor, { set: { shipped_at: sqlExpression('coalesce(shipped_at, now())'), ship_deadline: null } });

/** The parcel is out for delivery (6 → 7); receipt confirms itself after RECEIPT_AUTO_CONFIRM_DAYS. */
export const sendOutForDelivery = (tx: Queryable, orderId: number, actor: OrderActor) =>
  moveOrder(tx, orderId, [OrderStatus.InTransit], OrderStatus.OutForDelivery, actor, {
    set: { receipt_deadline: sqlExpression(`now() + interval '${RECEIPT_AUTO_CONFIRM_DAYS} days'`) },
  });

/** Receipt confirmed, by the buyer or by the clock (→ 8). */
export const completeOrder = (tx: Queryable, orderId: number, from: readonly OrderStatus[], actor: OrderActor, note?: string) =>
  moveOrder(tx, orderId, from, OrderStatus.Completed, actor, { ...(note ? { note } : {}), set: { completed_at: now, receipt_deadline: null } });

// ---------- one order ----------
export interface OrderKey {
  id?: number;
  orderNo?: string;
  /** the buyer's own orders only */
  userId?: number;
  /** a goods owner's orders only */
  ownerId?: number;
}

const KEY_COLUMNS: Record<keyof OrderKey, string> = { id: 'id', orderNo: 'order_no', userId: 'user_id', ownerId: 'owner_id' };

/** Row-locks one order for a state change; null when no order matches every given key. */
export async function lockOrder(tx: Queryable, key: OrderKey): Promise<OrderRow | null> {
  const params: unknown[] = [];
  const conditions = (Object.keys(KEY_COLUMNS) as Array<keyof OrderKey>)
    .filter((name) => key[name] !== undefined)
    .map((name) => `${KEY_COLUMNS[name]} = $${params.push(key[name])}`);
  if (conditions.length === 0) throw new Error('lockOrder needs a key');
  const [row] = await tx.query<OrderRow>(`select ${ORDER_COLUMNS} from shop_order where ${conditions.join(' and ')} for update`, params);
  return row ?? null;
}

/** Timed rules: the deadline each status waits on. */
export type OrderDeadline = 'ship_deadline' | 'receipt_deadline' | 'pre_order_expires_at';

/** Orders in `status` whose deadline has passed, oldest first (the sweeper takes them one by one). */
export const dueOrders = (db: Queryable, status: OrderStatus, deadline: OrderDeadline, limit: number) =>
  db.query<{ id: number }>(`select id from shop_order where status = $1 and ${deadline} <= now() order by ${deadline} limit $2`, [status, limit]);

/** Locks the order only while it is still in `status` past its deadline. */
export async function lockDueOrder(tx: Queryable, id: number, status: OrderStatus, deadline: OrderDeadline): Promise<OrderRow | null> {
  const [row] = await tx.query<OrderRow>(`select ${ORDER_COLUMNS} from shop_order where id = $1 and status = $2 and ${deadline} <= now() for update`, [id, status]);
  return row ?? null;
}

/** The orders a trade pays for: a checkout's still awaiting payment, or the pre-order whose balance it is. */
export const ordersOfTrade = (tx: Queryable, tradeId: number, purpose: 'order' | 'balance') =>
  purpose === 'balance'
    ? tx.query<{ id: number }>('select id from shop_order where balance_trade_id = $1 order by id', [tradeId])
    : tx.query<{ id: number }>('select id from shop_order where trade_id = $1 and status = $2 order by id', [tradeId, OrderStatus.AwaitingPayment]);

export async function countAwaitingPayment(tx: Queryable, tradeId: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>('select count(*)::int as n from shop_order where trade_id = $1 and status = $2', [tradeId, OrderStatus.AwaitingPayment]);
  return row?.n ?? 0;
}

export async function unitsOf(tx: Queryable, orderId: number): Promise<number> {
  const [row] = await tx.query<{ units: number }>('select coalesce(sum(quantity), 0)::int as units from order_item where order_id = $1', [orderId]);
  return row?.units ?? 0;
}

export async function setPenalty(tx: Queryable, orderId: number, penalty: number): Promise<void> {
  await tx.query('update shop_order set penalty = $2 where id = $1', [orderId, penalty]);
}

export async function addRefunded(tx: Queryable, orderId: number, amount: number): Promise<void> {
  await tx.query('update shop_order set refunded_amount = refunded_amount + $2 where id = $1', [orderId, amount]);
}

// ---------- items ----------
/** The units still reserved for the order's unshipped items, to give back to stock. */
export const reservedItems = (tx: Queryable, orderId: number) =>
  tx.query<{ productId: number; skuId: number; warehouseCode: string; quantity: number }>(
    `select product_id as "productId", sku_id as "skuId", warehouse_code as "warehouseCode", reserved_quantity as quantity
       from order_item where order_id = $1 and reserved_quantity > 0 and shipped_at is null order by product_id`,
    [orderId],
  );

export async function clearReservations(tx: Queryable, orderId: number): Promise<void> {
  await tx.query('update order_item set reserved_quantity = 0 where order_id = $1 and shipped_at is null and reserved_quantity > 0', [orderId]);
}

/** Marks unshipped items of the order shipped with their tracking numbers; answers how many matched. */
export async function shipItems(tx: Queryable, orderId: number, items: ReadonlyArray<{ itemId: number; trackingNo: string; logisticsCompany: string }>): Promise<number> {
  const shipped = await tx.query(
    `update order_item i set tracking_no = s.tracking_no, logistics_company = s.company, shipped_at = now(), reserved_quantity = 0
       from unnest($2::bigint[], $3::text[], $4::text[]) as s(item_id, tracking_no, company)
      where i.id = s.item_id and i.order_id = $1 and i.shipped_at is null
      returning i.id`,
    [orderId, items.map((i) => i.itemId), items.map((i) => i.trackingNo), items.map((i) => i.logisticsCompany)],
  );
  return shipped.length;
}

export async function countUnshipped(tx: Queryable, orderId: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>('select count(*)::int as n from order_item where order_id = $1 and shipped_at is null', [orderId]);
  return row?.n ?? 0;
}

// ---------- cancellation requests ----------
export async function cancellationStatus(tx: Queryable, orderId: number): Promise<CancellationReview | null> {
  const [row] = await tx.query<{ reviewStatus: CancellationReview }>('select review_status as "reviewStatus" from order_cancellation where order_id = $1', [orderId]);
  return row?.reviewStatus ?? null;
}

/** The buyer's request, decided at once (approved) or waiting for the goods owner until the deadline. */
export async function insertCancellation(
  tx: Queryable,
  request: { orderId: number; reason: string; fromStatus: OrderStatus } & ({ decided: true } | { decided: false; reviewHours: number }),
): Promise<void> {
  if (request.decided) {
    await tx.query(`insert into order_cancellation (order_id, reason, review_status, reviewed_at, from_status) values ($1, $2, $3, now(), $4)`, [
      request.orderId,
      request.reason,
      CancellationReview.Approved,
      request.fromStatus,
    ]);
    return;
  }
  await tx.query(`insert into order_cancellation (order_id, reason, review_status, review_deadline, from_status) values ($1, $2, $3, now() + make_interval(hours => $4), $5)`, [
    request.orderId,
    request.reason,
    CancellationReview.Pending,
    request.reviewHours,
    request.fromStatus,
  ]);
}

/** Decides a pending request (compare-and-set on pending); false when there was none. */
export async function decideCancellationRequest(
  tx: Queryable,
  orderId: number,
  decision: typeof CancellationReview.Approved | typeof CancellationReview.Rejected,
  note: string,
): Promise<boolean> {
  const decided = await tx.query(
    `update order_cancellation set review_status = $2, reviewed_at = now(), review_note = $3 where order_id = $1 and review_status = $4 returning order_id`,
    [orderId, decision, note, CancellationReview.Pending],
  );
  return decided.length > 0;
}

/** Turns an approval into a rejection that could not be carried out (the order had moved on). */
export async function rejectCancellation(tx: Queryable, orderId: number, note: string): Promise<void> {
  await tx.query('update order_cancellation set review_status = $2, review_note = $3 where order_id = $1', [orderId, CancellationReview.Rejected, note]);
}

/** Pending requests whose review deadline has passed, oldest first. */
export const overdueCancellations = (db: Queryable, limit: number) =>
  db.query<{ orderId: number }>('select order_id as "orderId" from order_cancellation where review_status = $1 and review_deadline <= now() order by review_deadline limit $2', [
    CancellationReview.Pending,
    limit,
  ]);

// ---------- goods owners ----------
/** The goods owner a seller account acts for (its first shop). */
export async function goodsOwnerOfUser(db: Queryable, userId: number): Promise<number | null> {
  const [owner] = await db.query<{ id: number }>('select id from goods_owner where user_id = $1 order by id limit 1', [userId]);
  return owner?.id ?? null;
}

/** Whether the order waits for the goods owner's review of a cancellation (it cannot ship meanwhile). */
export async function hasPendingCancellation(tx: Queryable, orderId: number): Promise<boolean> {
  return (await cancellationStatus(tx, orderId)) === CancellationReview.Pending;
}
