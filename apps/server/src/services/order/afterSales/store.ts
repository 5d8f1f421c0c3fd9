/**
 * Every SQL statement of after-sales requests: the order line a request is about, the request, its
 * moves (through the platform's one transition function, each tagged with the §4 status code that
 * made it), what the pages read and what the sweeper finds due. Statuses are always parameters.
 */
import {
  AfterSaleActor,
  type AfterSaleCode,
  AfterSaleEvents,
  type AfterSaleReasonCode,
  AfterSaleStatus,
  OPEN_AFTER_SALE_STATUSES,
  type OrderStatus,
  type ReceiptStatus,
} from '@clearlot/contract';
import type { SkuOption } from '@clearlot/contract/schemas/catalogue';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import type { Queryable } from '../../../platform/db';
import { type ColumnValue, defineMachine, transition } from '../../../platform/transitions';

export interface AfterSaleRow {
  id: number;
  afterSaleNo: string;
  orderId: number;
  orderNo: string;
  orderItemId: number;
  userId: number;
  ownerId: number;
  status: AfterSaleStatus;
  applyAmount: number;
  returnQuantity: number;
  applyQuantity: number;
  reason: AfterSaleReasonCode;
  description: string;
  tradeIds: number[];
  /** refused by the goods owner: whether the buyer may still ask the platform to step in (null: never offered) */
  appealOpen: boolean | null;
}

const machine = defineMachine<AfterSaleStatus, AfterSaleActor>({
  table: 'after_sale',
  logTable: 'after_sale_log',
  logKey: 'after_sale_id',
  statuses: AfterSaleStatus,
  actors: AfterSaleActor,
  touched: 'updated_at',
  returning: 'id',
});

/**
 * Applies the event `code` to the request (from its statuses to its target, §4), writing the code on
 * the history row; false when the request had moved on. The caller holds the request's row lock, so
 * the log row just written is the request's newest.
 */
export async function applyEvent(
  tx: Queryable,
  id: number,
  code: AfterSaleCode,
  actor: AfterSaleActor,
  options: { note?: string; set?: Record<string, ColumnValue> } = {},
): Promise<boolean> {
  const event = AfterSaleEvents[code];
  if (!(event.by as readonly AfterSaleActor[]).includes(actor)) throw new Error(`after-sales: ${actor} cannot ${code}`);
  const moved = await transition(tx, machine, { where: { id }, from: event.from, to: event.to, actor, ...options });
  if (moved.length === 0) return false;
  await tx.query('update after_sale_log set code = $2 where id = (select max(id) from after_sale_log where after_sale_id = $1)', [id, code]);
  return true;
}

// ---------- the order line ----------
export interface BuyersOrder {
  id: number;
  orderNo: string;
  ownerId: number;
  status: OrderStatus;
  /** when the order first went out for delivery (7) or completed (8); null before */
  windowStartedAt: Date | string | null;
}

/** The buyer's order ($1 number, $2 buyer) with when its period started (it first reached one of $3). */
const BUYERS_ORDER = `select o.id, o.order_no as "orderNo", o.owner_id as "ownerId", o.status,
        (select min(l.created_at) from order_log l where l.order_id = o.id and l.status = any($3::smallint[])) as "windowStartedAt"
   from shop_order o where o.order_no = $1 and o.user_id = $2`;

/**
 * The buyer's order, row-locked (the refund check reads the order's money under the same lock, as the
 * payment service does), and the asked line's ordered quantity (null when the line is not the order's).
 */
export async function buyersOrderLine(
  tx: Queryable,
  userId: number,
  orderNo: string,
  orderItemId: number,
  windowFrom: readonly OrderStatus[],
): Promise<{ order: BuyersOrder; ordered: number | null } | null> {
  const [order] = await tx.query<BuyersOrder>(`${BUYERS_ORDER} for update`, [orderNo, userId, windowFrom]);
  if (!order) return null;
  const [line] = await tx.query<{ quantity: number }>('select quantity from order_item where id = $1 and order_id = $2', [orderItemId, order.id]);
  return { order, ordered: line?.quantity ?? null };
}

export interface EligibleLineRow {
  orderItemId: number;
  productId: number;
  skuOptions: SkuOption[];
  productName: string;
  productNameEn: string;
  productImage: string;
  unitPrice: number;
  quantity: number;
  openAfterSaleNo: string | null;
}

/** The buyer's order (not locked: a read for the form) with when its after-sales period started; null when not theirs. */
export async function buyersOrder(db: Queryable, userId: number, orderNo: string, windowFrom: readonly OrderStatus[]): Promise<BuyersOrder | null> {
  const [order] = await db.query<BuyersOrder>(BUYERS_ORDER, [orderNo, userId, windowFrom]);
  return order ?? null;
}

/** The request open on an order line (at most one: the open-request index), or null. */
export async function openRequestOnLine(db: Queryable, orderItemId: number): Promise<string | null> {
  const [row] = await db.query<{ afterSaleNo: string }>('select after_sale_no as "afterSaleNo" from after_sale where order_item_id = $1 and status = any($2::smallint[])', [
    orderItemId,
    OPEN_AFTER_SALE_STATUSES,
  ]);
  return row?.afterSaleNo ?? null;
}

/** The order's lines with the request open on each (at most one: the open-request index). */
export const eligibleLines = (db: Queryable, orderId: number) =>
  db.query<EligibleLineRow>(
    `select i.id as "orderItemId", i.product_id as "productId", i.sku_options as "skuOptions",
            i.product_name_zh as "productName", i.product_name_en as "productNameEn", i.product_image as "productImage",
            i.unit_price as "unitPrice", i.quantity,
            (select a.after_sale_no from after_sale a where a.order_item_id = i.id and a.status = any($2::smallint[]) limit 1) as "openAfterSaleNo"
       from order_item i where i.order_id = $1 order by i.id`,
    [orderId, OPEN_AFTER_SALE_STATUSES],
  );

// ---------- requests ----------
export interface NewAfterSale {
  afterSaleNo: string;
  orderId: number;
  orderItemId: number;
  userId: number;
  ownerId: number;
  receiptStatus: ReceiptStatus;
  applyQuantity: number;
  returnQuantity: number;
  applyAmount: number;
  reason: AfterSaleReasonCode;
  description: string;
  photos: AttachedFile[];
  clientKey: string;
  requestHash: string;
}

/** Records a request in status 1 (created) with its first history row; null when the line already has an open request. */
export async function insertAfterSale(tx: Queryable, request: NewAfterSale): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `insert into after_sale (after_sale_no, order_id, order_item_id, user_id, owner_id, status, receipt_status, apply_quantity, return_quantity,
                             apply_amount, reason, description, photos, client_key, request_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15)
     on conflict (order_item_id) where status in (${OPEN_AFTER_SALE_STATUSES.join(', ')}) do nothing returning id`,
    [
      request.afterSaleNo,
      request.orderId,
      request.orderItemId,
      request.userId,
      request.ownerId,
      AfterSaleStatus.Created,
      request.receiptStatus,
      request.applyQuantity,
      request.returnQuantity,
      request.applyAmount,
      request.reason,
      request.description,
      JSON.stringify(request.photos),
      request.clientKey,
      request.requestHash,
    ],
  );
  if (!row) return null;
  await tx.query("insert into after_sale_log (after_sale_id, status, code, actor) values ($1, $2, 'APPLY', $3)", [row.id, AfterSaleStatus.Created, AfterSaleActor.Buyer]);
  return row.id;
}

export async function afterSaleOfClientKey(db: Queryable, userId: number, clientKey: string): Promise<{ afterSaleNo: string; requestHash: string } | null> {
  const [row] = await db.query<{ afterSaleNo: string; requestHash: string }>(
    'select after_sale_no as "afterSaleNo", request_hash as "requestHash" from after_sale where user_id = $1 and client_key = $2',
    [userId, clientKey],
  );
  return row ?? null;
}

/** Who may see a request: its buyer, its goods owner, or (neither given) the platform. */
export interface AfterSaleScope {
  userId?: number;
  ownerId?: number;
}

function scopeConditions(scope: AfterSaleScope, params: unknown[]): string[] {
  const conditions: string[] = [];
  if (scope.userId !== undefined) conditions.push(`a.user_id = $${params.push(scope.userId)}`);
  if (scope.ownerId !== undefined) conditions.push(`a.owner_id = $${params.push(scope.ownerId)}`);
  return conditions;
}

/** Row-locks one request within the scope for a change; null when none matches (someone else's is "not found"). */
export async function lockAfterSale(tx: Queryable, scope: AfterSaleScope, afterSaleNo: string): Promise<AfterSaleRow | null> {
  const params: unknown[] = [afterSaleNo];
  const conditions = ['a.after_sale_no = $1', ...scopeConditions(scope, params)];
  const [row] = await tx.query<AfterSaleRow>(
    `select a.id, a.after_sale_no as "afterSaleNo", a.order_id as "orderId", o.order_no as "orderNo", a.order_item_id as "orderItemId",
            a.user_id as "userId", a.owner_id as "ownerId", a.status, a.apply_amount as "applyAmount", a.return_quantity as "returnQuantity",
            a.apply_quantity as "applyQuantity", a.reason, a.description, case when a.appeal_deadline is null then null else a.appeal_deadline > now() end as "appealOpen",
            array_remove(array[o.trade_id, o.balance_trade_id], null)::bigint[] as "tradeIds"
       from after_sale a join shop_order o on o.id = a.order_id
      where ${conditions.join(' and ')} for update of a`,
    params,
  );
  return row ? { ...row, orderItemId: Number(row.orderItemId), tradeIds: row.tradeIds.map(Number) } : null;
}

// ---------- what the pages read ----------
export interface AfterSaleDetailRow {
  id: number;
  afterSaleNo: string;
  orderNo: string;
  status: AfterSaleStatus;
  receiptStatus: ReceiptStatus;
  reason: AfterSaleReasonCode;
  description: string;
  photos: AttachedFile[];
  item: { orderItemId: number; productId: number; productName: string; productNameEn: string; productImage: string; unitPrice: number; orderedQuantity: number };
  applyQuantity: number;
  applyAmount: number;
  returnQuantity: number;
  refundedAmount: number | null;
  refundNo: string | null;
  ownerName: string;
  ownerNameEn: string;
  buyerName: string;
  refuseReason: string;
  createdAt: string | Date;
  reviewDeadline: string | Date | null;
  confirmDeadline: string | Date | null;
  appealDeadline: string | Date | null;
  settleProblem: number | null;
  logs: Array<{ code: AfterSaleCode; status: AfterSaleStatus; actor: AfterSaleActor; note: string; time: string }>;
}

const DETAIL_SELECT = `
  select a.id, a.after_sale_no as "afterSaleNo", o.order_no as "orderNo", a.status, a.receipt_status as "receiptStatus", a.reason, a.description, a.photos,
         json_build_object('orderItemId', i.id, 'productId', i.product_id, 'productName', i.product_name_zh, 'productNameEn', i.product_name_en,
                           'productImage', i.product_image, 'unitPrice', i.unit_price, 'orderedQuantity', i.quantity) as item,
         a.apply_quantity as "applyQuantity", a.apply_amount as "applyAmount", a.return_quantity as "returnQuantity",
         a.refunded_amount as "refundedAmount", a.refund_no as "refundNo",
         g.shop_name_zh as "ownerName", g.shop_name_en as "ownerNameEn", u.username as "buyerName",
         a.refuse_reason as "refuseReason",
         a.created_at as "createdAt", a.review_deadline as "reviewDeadline", a.confirm_deadline as "confirmDeadline",
         a.appeal_deadline as "appealDeadline", a.settle_problem as "settleProblem",
         (select coalesce(json_agg(json_build_object('code', h.code, 'status', h.status, 'actor', h.actor, 'note', h.note, 'time', h.created_at) order by h.id), '[]')
            from after_sale_log h where h.after_sale_id = a.id) as logs
    from after_sale a
    join shop_order o on o.id = a.order_id
    join order_item i on i.id = a.order_item_id
    join goods_owner g on g.id = a.owner_id
    join app_user u on u.id = a.user_id`;

export async function detailRow(db: Queryable, scope: AfterSaleScope, afterSaleNo: string): Promise<AfterSaleDetailRow | null> {
  const params: unknown[] = [afterSaleNo];
  const conditions = ['a.after_sale_no = $1', ...scopeConditions(scope, params)];
  const [row] = await db.query<AfterSaleDetailRow>(`${DETAIL_SELECT} where ${conditions.join(' and ')}`, params);
  return row ?? null;
}

/** One page of requests, newest first, and how many match in all. */
export async function detailRows(
  db: Queryable,
  scope: AfterSaleScope,
  status: AfterSaleStatus | undefined,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: AfterSaleDetailRow[]; total: number }> {
  const params: unknown[] = [];
  const conditions = scopeConditions(scope, params);
  if (status !== undefined) conditions.push(`a.status = $${params.push(status)}`);
  const where = conditions.length > 0 ? conditions.join(' and ') : 'true';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from after_sale a where ${where}`, params);
  const limit = params.push(page.pageSize);
  const offset = params.push((page.pageNum - 1) * page.pageSize);
  const rows = await db.query<AfterSaleDetailRow>(`${DETAIL_SELECT} where ${where} order by a.id desc limit $${limit} offset $${offset}`, params);
  return { rows, total: count?.total ?? 0 };
}

/** The e-mail addresses of the two sides of a request (the goods owner's account may have none). */
export async function partiesOf(
  db: Queryable,
  afterSaleNo: string,
): Promise<{ buyerEmail: string | null; ownerEmail: string | null; orderNo: string; status: AfterSaleStatus } | null> {
  const [row] = await db.query<{ buyerEmail: string | null; ownerEmail: string | null; orderNo: string; status: AfterSaleStatus }>(
    `select b.email as "buyerEmail", s.email as "ownerEmail", o.order_no as "orderNo", a.status
       from after_sale a join shop_order o on o.id = a.order_id join app_user b on b.id = a.user_id
       join goods_owner g on g.id = a.owner_id left join app_user s on s.id = g.user_id
      where a.after_sale_no = $1`,
    [afterSaleNo],
  );
  return row ?? null;
}

// ---------- timed rules ----------
/** Requests past their deadline in `status` (2: the review; 5: the buyer's confirmation), oldest first. */
export const dueAfterSales = (db: Queryable, status: typeof AfterSaleStatus.ToBeConfirmed | typeof AfterSaleStatus.AwaitingReceipt, limit: number) =>
  db.query<{ afterSaleNo: string }>(
    `select after_sale_no as "afterSaleNo" from after_sale
      where status = $1 and ${status === AfterSaleStatus.ToBeConfirmed ? 'review_deadline' : 'confirm_deadline'} <= now() and settle_problem is null
      order by id limit $2`,
    [status, limit],
  );

/** Records the error the sweeper met settling the request (it is skipped from then on, and shown on the request). */
export async function recordSettleProblem(db: Queryable, afterSaleNo: string, code: number): Promise<void> {
  await db.query('update after_sale set settle_problem = $2, settle_problem_at = now() where after_sale_no = $1', [afterSaleNo, code]);
}
