/**
 * Every SQL statement of returns and refund-only requests: the order a request is made from (row-
 * locked, so what can still be returned of its lines is counted once at a time), the request and its
 * lines, their transitions (through the platform's one transition function, machine below), what the
 * pages read, and what the sweeper finds due. Statuses are always parameters, named from the contract.
 */
import {
  QUANTITY_HOLDING_STATUSES,
  ReturnActor,
  type ReturnKind,
  type ReturnReasonCode,
  ReturnStatus,
  type ReturnTab,
  type OrderStatus,
  RETURN_TABS,
  type SkuOption,
} from '@clearlot/contract';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import type { Queryable } from '../../../platform/db';
import { type ColumnValue, defineMachine, sqlExpression, transition } from '../../../platform/transitions';

// ---------- the order a request is made from ----------
export interface ReturnableOrderRow {
  id: number;
  orderNo: string;
  userId: number;
  ownerId: number;
  status: OrderStatus;
  returnWindowDays: number;
  /** when the order first went out for delivery (7) or completed (8); null before */
  windowStartedAt: Date | string | null;
}

const WINDOW_STARTED = `(select min(l.created_at) from order_log l where l.order_id = o.id and l.status = any($3::smallint[]))`;

/**
 * The buyer's order, row-locked when `lock` (an application holds it until it commits, so two
 * requests for the same line count each other); null when the buyer has no such order.
 */
export async function buyersOrder(tx: Queryable, userId: number, orderNo: string, windowFrom: readonly OrderStatus[], lock: boolean): Promise<ReturnableOrderRow | null> {
  const [row] = await tx.query<ReturnableOrderRow>(
    `select o.id, o.order_no as "orderNo", o.user_id as "userId", o.owner_id as "ownerId", o.status,
            o.return_window_days as "returnWindowDays", ${WINDOW_STARTED} as "windowStartedAt"
       from shop_order o where o.order_no = $1 and o.user_id = $2 ${lock ? 'for update' : ''}`,
    [orderNo, userId, windowFrom],
  );
  return row ?? null;
}

export interface OrderLineRow {
  orderItemId: number;
  productId: number;
  skuId: number;
  skuOptions: SkuOption[];
  productName: string;
  productNameEn: string;
  productImage: string;
  unitPrice: number;
  quantity: number;
  /** what the buyer paid for the line: its total less the coupons' share of it */
  lineTotal: number;
  /** units and refund amounts of the line in requests still holding them (open or completed) */
  heldQuantity: number;
  heldAmount: number;
}

/** The order's lines with what open and completed requests already hold of each. */
export const orderLines = (tx: Queryable, orderId: number) =>
  tx.query<OrderLineRow>(
    `select i.id as "orderItemId", i.product_id as "productId", i.sku_id as "skuId", i.sku_options as "skuOptions",
            i.product_name_zh as "productName", i.product_name_en as "productNameEn", i.product_image as "productImage",
            i.unit_price as "unitPrice", i.quantity, i.net_amount + i.vat_amount as "lineTotal",
            coalesce(sum(l.quantity) filter (where r.status = any($2::smallint[])), 0)::int as "heldQuantity",
            coalesce(sum(l.refund_amount) filter (where r.status = any($2::smallint[])), 0)::int as "heldAmount"
       from order_item i
       left join return_line l on l.order_item_id = i.id
       left join return_request r on r.id = l.return_id and r.after_sale_id is null
      where i.order_id = $1
      group by i.id order by i.id`,
    [orderId, QUANTITY_HOLDING_STATUSES],
  );

// ---------- requests ----------
export interface ReturnRow {
  id: number;
  returnNo: string;
  orderId: number;
  orderNo: string;
  userId: number;
  ownerId: number;
  kind: ReturnKind;
  status: ReturnStatus;
  tradeIds: number[];
  interventionAskedBy: 'buyer' | 'owner' | null;
  interventionDecision: 'full' | 'partial' | 'none' | null;
  /** rejected by the goods owner: whether the buyer may still ask the platform to step in (null: never offered; lockReturn only) */
  appealOpen?: boolean | null;
}

const RETURN_COLUMNS = `id, return_no as "returnNo", order_id as "orderId", user_id as "userId", owner_id as "ownerId", kind, status,
  intervention_asked_by as "interventionAskedBy", intervention_decision as "interventionDecision"`;

/** A request moves through the statuses of docs/product.md §4; every move is logged in return_log with who made it. */
const returnMachine = defineMachine<ReturnStatus, ReturnActor>({
  table: 'return_request',
  logTable: 'return_log',
  logKey: 'return_id',
  statuses: ReturnStatus,
  actors: ReturnActor,
  touched: 'updated_at',
  returning: RETURN_COLUMNS,
});

/** Moves the request from one of `from` to `to`; false when it had moved on. */
export async function moveReturn(
  tx: Queryable,
  id: number,
  from: readonly ReturnStatus[],
  to: ReturnStatus,
  actor: ReturnActor,
  options: { note?: string; set?: Record<string, ColumnValue> } = {},
): Promise<boolean> {
  const moved = await transition(tx, returnMachine, { where: { id }, from, to, actor, ...options });
  return moved.length > 0;
}

export interface NewReturn {
  returnNo: string;
  orderId: number;
  userId: number;
  ownerId: number;
  kind: ReturnKind;
  reason: ReturnReasonCode;
  reasonText: string;
  notes: string;
  photos: AttachedFile[];
  clientKey: string;
  requestHash: string;
  lines: ReadonlyArray<{ orderItemId: number; quantity: number; refundAmount: number }>;
  /** the after-sales request whose goods this return carries back (null: the buyer's own return) */
  afterSaleId?: number | null;
}

/** Records a request in status 1 (created) with its lines and the first history row; answers its id. */
export async function insertReturn(tx: Queryable, request: NewReturn, actor: ReturnActor): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into return_request (return_no, order_id, user_id, owner_id, kind, status, reason, reason_text, notes, photos, client_key, request_hash, after_sale_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13) returning id`,
    [
      request.returnNo,
      request.orderId,
      request.userId,
      request.ownerId,
      request.kind,
      ReturnStatus.Created,
      request.reason,
      request.reasonText,
      request.notes,
      JSON.stringify(request.photos),
      request.clientKey,
      request.requestHash,
      request.afterSaleId ?? null,
    ],
  );
  const id = row!.id;
  await tx.query(
    `insert into return_line (return_id, order_item_id, quantity, refund_amount)
     select $1, l.item, l.quantity, l.amount from unnest($2::bigint[], $3::int[], $4::int[]) as l(item, quantity, amount)`,
    [id, request.lines.map((l) => l.orderItemId), request.lines.map((l) => l.quantity), request.lines.map((l) => l.refundAmount)],
  );
  await tx.query('insert into return_log (return_id, status, actor) values ($1, $2, $3)', [id, ReturnStatus.Created, actor]);
  return id;
}

/** The request an earlier application with this client key made, and its fingerprint. */
export async function returnOfClientKey(db: Queryable, userId: number, clientKey: string): Promise<{ returnNo: string; requestHash: string } | null> {
  const [row] = await db.query<{ returnNo: string; requestHash: string }>(
    'select return_no as "returnNo", request_hash as "requestHash" from return_request where user_id = $1 and client_key = $2',
    [userId, clientKey],
  );
  return row ?? null;
}

/**
 * Who may see a request: its buyer, its goods owner, or (neither given) the platform. A return that
 * carries an after-sales request's goods back is read and moved through that request, so the returns
 * desks leave it out; only the label (`withClaimReturns`) reads it here.
 */
export interface ReturnScope {
  userId?: number;
  ownerId?: number;
  withClaimReturns?: boolean;
}

function scopeConditions(scope: ReturnScope, params: unknown[], alias = 'r'): string[] {
  const conditions: string[] = scope.withClaimReturns ? [] : [`${alias}.after_sale_id is null`];
  if (scope.userId !== undefined) conditions.push(`${alias}.user_id = $${params.push(scope.userId)}`);
  if (scope.ownerId !== undefined) conditions.push(`${alias}.owner_id = $${params.push(scope.ownerId)}`);
  return conditions;
}

const LOCK_RETURN = `select r.id, r.return_no as "returnNo", r.order_id as "orderId", o.order_no as "orderNo", r.user_id as "userId", r.owner_id as "ownerId",
            r.kind, r.status, array_remove(array[o.trade_id, o.balance_trade_id], null)::bigint[] as "tradeIds",
            r.intervention_asked_by as "interventionAskedBy", r.intervention_decision as "interventionDecision",
            case when r.appeal_deadline is null then null else r.appeal_deadline > now() end as "appealOpen"
       from return_request r join shop_order o on o.id = r.order_id`;

/** Row-locks one request within the scope for a change; null when none matches (someone else's is "not found"). */
export async function lockReturn(tx: Queryable, scope: ReturnScope, returnNo: string): Promise<ReturnRow | null> {
  const params: unknown[] = [returnNo];
  const conditions = ['r.return_no = $1', ...scopeConditions(scope, params)];
  const [row] = await tx.query<ReturnRow>(`${LOCK_RETURN} where ${conditions.join(' and ')} for update of r`, params);
  return row ? { ...row, tradeIds: row.tradeIds.map(Number) } : null;
}

/** Row-locks the return that carries the after-sales request's goods back; null when it has none. */
export async function lockClaimReturn(tx: Queryable, afterSaleId: number): Promise<ReturnRow | null> {
  const [row] = await tx.query<ReturnRow>(`${LOCK_RETURN} where r.after_sale_id = $1 for update of r`, [afterSaleId]);
  return row ? { ...row, tradeIds: row.tradeIds.map(Number) } : null;
}

/** A return carrying an after-sales request's goods back, as that request's pages show it. */
export interface ClaimReturnRow {
  afterSaleId: number;
  returnNo: string;
  status: ReturnStatus;
  returnAddress: { warehouseCode: string; name: string; nameEn: string; address: string; city: string; countryCode: string } | null;
  logisticsCompany: string | null;
  trackingNo: string | null;
}

/** The returns carrying the goods of these after-sales requests back (each has one line: the request's line). */
export const claimReturns = (db: Queryable, afterSaleIds: readonly number[]) =>
  db.query<ClaimReturnRow>(
    `select r.after_sale_id as "afterSaleId", r.return_no as "returnNo", r.status, r.return_address as "returnAddress",
            l.logistics_company as "logisticsCompany", l.tracking_no as "trackingNo"
       from return_request r join return_line l on l.return_id = r.id
      where r.after_sale_id = any($1::bigint[])`,
    [afterSaleIds],
  );

export interface ReturnLineRow {
  id: number;
  orderItemId: number;
  quantity: number;
  refundAmount: number;
  logisticsCompany: string | null;
  trackingNo: string | null;
}

export const returnLines = (tx: Queryable, returnId: number) =>
  tx.query<ReturnLineRow>(
    `select id, order_item_id as "orderItemId", quantity, refund_amount as "refundAmount", logistics_company as "logisticsCompany", tracking_no as "trackingNo"
       from return_line where return_id = $1 order by id`,
    [returnId],
  );

/** Records the logistics company and tracking number of each line sent back. */
export async function recordShipment(tx: Queryable, returnId: number, items: ReadonlyArray<{ lineId: number; logisticsCompany: string; trackingNo: string }>): Promise<void> {
  await tx.query(
    `update return_line l set logistics_company = s.company, tracking_no = s.tracking_no, shipped_at = now()
       from unnest($2::bigint[], $3::text[], $4::text[]) as s(line_id, company, tracking_no)
      where l.id = s.line_id and l.return_id = $1`,
    [returnId, items.map((i) => i.lineId), items.map((i) => i.logisticsCompany), items.map((i) => i.trackingNo)],
  );
}

/** Records what was granted per line when the request completes (lines not given get nothing). */
export async function recordGranted(tx: Queryable, returnId: number, granted: ReadonlyMap<number, number>): Promise<void> {
  await tx.query(
    `update return_line l
        set refunded_amount = coalesce((select g.amount from unnest($2::bigint[], $3::int[]) as g(line_id, amount) where g.line_id = l.id), 0)
      where l.return_id = $1`,
    [returnId, [...granted.keys()], [...granted.values()]],
  );
}

/**
 * The return address, as an assignment of the approving UPDATE: the ship-from warehouse of the
 * request's order, copied onto the request so the label keeps printing what the buyer was told.
 */
export const returnAddressOfOrder = sqlExpression(
  `(select jsonb_build_object('warehouseCode', w.warehouse_code, 'name', w.name_zh, 'nameEn', w.name_en, 'address', w.address, 'city', w.city, 'countryCode', w.country_code)
      from shop_order o join warehouse w on w.warehouse_code = o.warehouse_code where o.id = return_request.order_id)`,
);

// ---------- what the pages read ----------
export interface ReturnDetailRow {
  id: number;
  returnNo: string;
  orderNo: string;
  kind: ReturnKind;
  status: ReturnStatus;
  reason: ReturnReasonCode;
  reasonText: string;
  notes: string;
  photos: AttachedFile[];
  ownerId: number;
  ownerName: string;
  ownerNameEn: string;
  buyerName: string;
  returnAddress: { warehouseCode: string; name: string; nameEn: string; address: string; city: string; countryCode: string } | null;
  rejectReason: string;
  interventionAskedBy: 'buyer' | 'owner' | null;
  interventionReason: string;
  interventionAskedAt: string | Date | null;
  interventionDecision: 'full' | 'partial' | 'none' | null;
  interventionNote: string;
  interventionDecidedAt: string | Date | null;
  createdAt: string | Date;
  reviewDeadline: string | Date | null;
  completedAt: string | Date | null;
  appealDeadline: string | Date | null;
  settleProblem: number | null;
  /** the buyer's delivery address on the order: where the label says the parcel comes from */
  sender: { name: string; address: string; region: string; postcode: string };
  lines: Array<{
    id: number;
    orderItemId: number;
    productId: number;
    skuId: number;
    skuOptions: SkuOption[];
    productName: string;
    productNameEn: string;
    productImage: string;
    unitPrice: number;
    orderedQuantity: number;
    quantity: number;
    refundAmount: number;
    refundedAmount: number | null;
    logisticsCompany: string | null;
    trackingNo: string | null;
  }>;
  logs: Array<{ status: ReturnStatus; actor: ReturnActor; note: string; time: string }>;
}

const DETAIL_SELECT = `
  select r.id, r.return_no as "returnNo", o.order_no as "orderNo", r.kind, r.status, r.reason, r.reason_text as "reasonText", r.notes, r.photos,
         r.owner_id as "ownerId", g.shop_name_zh as "ownerName", g.shop_name_en as "ownerNameEn", u.username as "buyerName",
         r.return_address as "returnAddress", r.reject_reason as "rejectReason",
         r.intervention_asked_by as "interventionAskedBy", r.intervention_reason as "interventionReason", r.intervention_asked_at as "interventionAskedAt",
         r.intervention_decision as "interventionDecision", r.intervention_note as "interventionNote", r.intervention_decided_at as "interventionDecidedAt",
         r.created_at as "createdAt", r.review_deadline as "reviewDeadline", r.completed_at as "completedAt",
         r.appeal_deadline as "appealDeadline", r.settle_problem as "settleProblem",
         json_build_object('name', o.recipient_name, 'address', o.recipient_address, 'region', o.recipient_region, 'postcode', o.recipient_postcode) as sender,
         (select coalesce(json_agg(json_build_object(
             'id', l.id, 'orderItemId', i.id, 'productId', i.product_id, 'skuId', i.sku_id, 'skuOptions', i.sku_options,
             'productName', i.product_name_zh, 'productNameEn', i.product_name_en, 'productImage', i.product_image, 'unitPrice', i.unit_price,
             'orderedQuantity', i.quantity, 'quantity', l.quantity, 'refundAmount', l.refund_amount, 'refundedAmount', l.refunded_amount,
             'logisticsCompany', l.logistics_company, 'trackingNo', l.tracking_no) order by l.id), '[]')
            from return_line l join order_item i on i.id = l.order_item_id where l.return_id = r.id) as lines,
         (select coalesce(json_agg(json_build_object('status', h.status, 'actor', h.actor, 'note', h.note, 'time', h.created_at) order by h.id), '[]')
            from return_log h where h.return_id = r.id) as logs
    from return_request r
    join shop_order o on o.id = r.order_id
    join goods_owner g on g.id = r.owner_id
    join app_user u on u.id = r.user_id`;

export async function detailRow(db: Queryable, scope: ReturnScope, returnNo: string): Promise<ReturnDetailRow | null> {
  const params: unknown[] = [returnNo];
  const conditions = ['r.return_no = $1', ...scopeConditions(scope, params)];
  const [row] = await db.query<ReturnDetailRow>(`${DETAIL_SELECT} where ${conditions.join(' and ')}`, params);
  return row ?? null;
}

function filterConditions(scope: ReturnScope, filter: { statuses: readonly ReturnStatus[]; keyword?: string }, params: unknown[]): string {
  const conditions = scopeConditions(scope, params);
  if (filter.statuses.length > 0) conditions.push(`r.status = any($${params.push(filter.statuses)}::smallint[])`);
  if (filter.keyword) {
    const p = params.push(`%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`(r.return_no ilike $${p} or exists (select 1 from shop_order k where k.id = r.order_id and k.order_no ilike $${p}))`);
  }
  return conditions.length > 0 ? conditions.join(' and ') : 'true';
}

/** One page of requests, newest first, and how many match in all. */
export async function detailRows(
  db: Queryable,
  scope: ReturnScope,
  filter: { statuses: readonly ReturnStatus[]; keyword?: string },
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: ReturnDetailRow[]; total: number }> {
  const params: unknown[] = [];
  const where = filterConditions(scope, filter, params);
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from return_request r where ${where}`, params);
  const limit = params.push(page.pageSize);
  const offset = params.push((page.pageNum - 1) * page.pageSize);
  const rows = await db.query<ReturnDetailRow>(`${DETAIL_SELECT} where ${where} order by r.id desc limit $${limit} offset $${offset}`, params);
  return { rows, total: count?.total ?? 0 };
}

/** How many requests of the scope are in each tab. */
export async function tabCounts(db: Queryable, scope: ReturnScope): Promise<Record<ReturnTab, number>> {
  const params: unknown[] = [];
  const conditions = scopeConditions(scope, params);
  const rows = await db.query<{ status: ReturnStatus; n: number }>(
    `select r.status, count(*)::int as n from return_request r where ${conditions.length > 0 ? conditions.join(' and ') : 'true'} group by r.status`,
    params,
  );
  const counts = Object.fromEntries(Object.keys(RETURN_TABS).map((tab) => [tab, 0])) as Record<ReturnTab, number>;
  for (const { status, n } of rows) {
    for (const [tab, statuses] of Object.entries(RETURN_TABS) as Array<[ReturnTab, ReturnStatus[]]>) {
      if (statuses.length === 0 || statuses.includes(status)) counts[tab] += n;
    }
  }
  return counts;
}

/** The e-mail addresses of the two sides of a request (the goods owner's account may have none). */
export async function partiesOf(db: Queryable, returnNo: string): Promise<{ buyerEmail: string | null; ownerEmail: string | null } | null> {
  const [row] = await db.query<{ buyerEmail: string | null; ownerEmail: string | null }>(
    `select b.email as "buyerEmail", s.email as "ownerEmail"
       from return_request r join app_user b on b.id = r.user_id join goods_owner g on g.id = r.owner_id left join app_user s on s.id = g.user_id
      where r.return_no = $1`,
    [returnNo],
  );
  return row ?? null;
}

// ---------- timed rules ----------
/** Requests waiting for review past their deadline, oldest first; not those the sweeper already found it cannot settle. */
export const dueReviews = (db: Queryable, limit: number) =>
  db.query<{ returnNo: string }>(
    `select return_no as "returnNo" from return_request
      where status = $1 and review_deadline <= now() and settle_problem is null and after_sale_id is null order by review_deadline limit $2`,
    [ReturnStatus.ToBeConfirmed, limit],
  );

/** Records the error the sweeper met settling the request (it is skipped from then on, and shown on the request). */
export async function recordSettleProblem(db: Queryable, returnNo: string, code: number): Promise<void> {
  await db.query('update return_request set settle_problem = $2, settle_problem_at = now() where return_no = $1', [returnNo, code]);
}
