/**
 * Every SQL statement about refunds and the order's money in the payment service (order_funds).
 * Orders and their lines are read here (read-only joins across services, decisions "Service
 * boundaries"); nothing here writes or locks an order-service table. Statuses are parameters.
 */
import { PaymentRecordStatus, type PaymentMethod, RefundActor, type RefundSource, RefundStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { type ColumnValue, defineMachine, sqlExpression, transition } from '../../../platform/transitions';

// ---------- the payment being refunded ----------
export interface RefundedPayment {
  id: number;
  method: PaymentMethod;
  cardToken: string | null;
  /** the gateway of a card payment: a Stripe payment is refunded through Stripe (./stripe.ts) */
  cardProvider: 'sandbox' | 'stripe' | null;
}

const PAYMENT_COLUMNS = 'id, method, card_token as "cardToken", card_provider as "cardProvider"';

/** The newest succeeded payment among the trades (a pre-order's deposit and balance are two). */
export async function lastSucceededPayment(db: Queryable, tradeIds: readonly number[]): Promise<RefundedPayment | null> {
  const [row] = await db.query<RefundedPayment>(`select ${PAYMENT_COLUMNS} from payment where trade_id = any($1::bigint[]) and status = $2 order by id desc limit 1`, [
    tradeIds,
    PaymentRecordStatus.Succeeded,
  ]);
  return row ?? null;
}

export async function paymentById(db: Queryable, id: number): Promise<RefundedPayment> {
  const [row] = await db.query<RefundedPayment>(`select ${PAYMENT_COLUMNS} from payment where id = $1`, [id]);
  if (!row) throw new Error(`payment ${id} not found`);
  return row;
}

// ---------- the order's money ----------
/** What refunds after settlement have already taken back from the goods owner, in gross terms (what settlementClawback starts from). */
export async function grossTakenBack(tx: Queryable, orderId: number): Promise<number> {
  const [row] = await tx.query<{ gross: number }>(
    'select coalesce(sum(amount), 0)::int as gross from refund where order_id = $1 and after_settlement and owner_debit is not null',
    [orderId],
  );
  return row?.gross ?? 0;
}

/** The order as refunds see it: what its trades paid for it less the penalty kept, and its delivery's cost after coupons. */
export async function orderMoney(db: Queryable, orderId: number): Promise<{ paid: number; deliveryCost: number } | null> {
  const [row] = await db.query<{ paid: number; deliveryCost: number }>(
    `select greatest(paid_amount - penalty, 0) as paid, delivery_net + delivery_vat as "deliveryCost" from shop_order where id = $1`,
    [orderId],
  );
  return row ?? null;
}

/** Every refund of the order so far, whatever its status (a suspended or failed one is still owed to the buyer). */
export async function refundedTotal(db: Queryable, orderId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>('select coalesce(sum(amount), 0)::int as total from refund where order_id = $1', [orderId]);
  return row?.total ?? 0;
}

/** Each line of the order with its cost after coupons and what refunds took from it; the delivery's refunds as the line without an item. */
export async function orderLineRefunds(
  db: Queryable,
  orderId: number,
): Promise<{ lines: Array<{ orderItemId: number; cost: number; refunded: number }>; deliveryRefunded: number }> {
  const lines = await db.query<{ orderItemId: number; cost: number; refunded: number }>(
    `select i.id as "orderItemId", (i.net_amount + i.vat_amount)::int as cost,
            coalesce((select sum(l.amount) from refund_line l where l.order_item_id = i.id), 0)::int as refunded
       from order_item i where i.order_id = $1 order by i.id`,
    [orderId],
  );
  const [delivery] = await db.query<{ refunded: number }>('select coalesce(sum(amount), 0)::int as refunded from refund_line where order_id = $1 and order_item_id is null', [
    orderId,
  ]);
  return { lines, deliveryRefunded: delivery?.refunded ?? 0 };
}

// ---------- refunds ----------
export interface RefundRow {
  id: number;
  refundNo: string;
  orderId: number;
  orderNo: string;
  paymentId: number;
  userId: number;
  ownerId: number;
  method: PaymentMethod;
  amount: number;
  status: RefundStatus;
  source: RefundSource;
  sourceId: string;
  afterSettlement: boolean;
  ownerDebit: number | null;
  toWallet: boolean;
}

const REFUND_COLUMNS = `id, refund_no as "refundNo", order_id as "orderId", (select o.order_no from shop_order o where o.id = order_id) as "orderNo",
  payment_id as "paymentId", user_id as "userId", owner_id as "ownerId", method, amount, status, source, source_id as "sourceId",
  after_settlement as "afterSettlement", owner_debit as "ownerDebit", to_wallet as "toWallet"`;

/** Refunds move through the statuses of docs/product.md §4; every move is logged in refund_log with who made it. */
const refundMachine = defineMachine<RefundStatus, RefundActor>({
  table: 'refund',
  logTable: 'refund_log',
  logKey: 'refund_id',
  statuses: RefundStatus,
  actors: RefundActor,
  touched: 'updated_at',
  returning: REFUND_COLUMNS,
});

export async function moveRefund(
  tx: Queryable,
  refundId: number,
  from: readonly RefundStatus[],
  to: RefundStatus,
  actor: RefundActor,
  set: Record<string, ColumnValue> = {},
): Promise<RefundRow | null> {
  const completed: Record<string, ColumnValue> = to === RefundStatus.Succeeded ? { completed_at: sqlExpression('now()') } : {};
  const [moved] = await transition<RefundStatus, RefundActor, RefundRow>(tx, refundMachine, { where: { id: refundId }, from, to, actor, set: { ...set, ...completed } });
  return moved ?? null;
}

/** One more attempt at paying a refund out (set by the move that makes it). */
export const nextAttempt = sqlExpression('attempts + 1');

export async function refundByClientKey(tx: Queryable, orderId: number, clientKey: string): Promise<RefundRow | null> {
  const [row] = await tx.query<RefundRow>(`select ${REFUND_COLUMNS} from refund where order_id = $1 and client_key = $2`, [orderId, clientKey]);
  return row ?? null;
}

export async function refundLinesOf(db: Queryable, refundId: number): Promise<Array<{ orderItemId: number | null; amount: number }>> {
  return db.query('select order_item_id as "orderItemId", amount from refund_line where refund_id = $1 order by order_item_id nulls last', [refundId]);
}

export interface NewRefund {
  refundNo: string;
  orderId: number;
  orderNo: string;
  ownerId: number;
  paymentId: number;
  userId: number;
  method: PaymentMethod;
  amount: number;
  reason: string;
  source: RefundSource;
  sourceId: string;
  clientKey: string;
  afterSettlement: boolean;
  ownerDebit: number | null;
  /** where paying it out left it: 31, 32, 33 or 34 */
  status: RefundStatus;
  lines: ReadonlyArray<{ orderItemId: number | null; amount: number }>;
}

/** Records a new refund with its lines and its first log row, in the status paying it out reached. */
export async function insertRefund(tx: Queryable, refund: NewRefund): Promise<RefundRow> {
  const [row] = await tx.query<RefundRow>(
    `with created as (
       insert into refund (refund_no, order_id, owner_id, payment_id, user_id, method, amount, reason, status, source, source_id, client_key,
                           after_settlement, owner_debit, attempts, completed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::smallint, $10, $11, $12, $13, $14, case when $9::smallint = $20::smallint then 0 else 1 end,
               case when $9::smallint = $18::smallint then now() end) returning *
     ), lines as (
       insert into refund_line (refund_id, order_id, order_item_id, amount)
       select created.id, created.order_id, l.item_id, l.amount from created, unnest($15::bigint[], $16::int[]) as l(item_id, amount)
     ), logged as (
       insert into refund_log (refund_id, status, actor) select id, status, $17 from created
     )
     select id, refund_no as "refundNo", order_id as "orderId", $19::text as "orderNo", payment_id as "paymentId", user_id as "userId",
            owner_id as "ownerId", method, amount, status, source, source_id as "sourceId", after_settlement as "afterSettlement",
            owner_debit as "ownerDebit", to_wallet as "toWallet"
       from created`,
    [
      refund.refundNo,
      refund.orderId,
      refund.ownerId,
      refund.paymentId,
      refund.userId,
      refund.method,
      refund.amount,
      refund.reason,
      refund.status,
      refund.source,
      refund.sourceId,
      refund.clientKey,
      refund.afterSettlement,
      refund.ownerDebit,
      refund.lines.map((line) => line.orderItemId),
      refund.lines.map((line) => line.amount),
      RefundActor.System,
      RefundStatus.Succeeded,
      refund.orderNo,
      RefundStatus.Suspended,
    ],
  );
  return row!;
}

/** One refund by its number (the buyer's own when `userId` is given). */
export async function refundByNo(db: Queryable, key: { refundNo: string; userId?: number }): Promise<RefundRow | null> {
  const [row] = await db.query<RefundRow>(`select ${REFUND_COLUMNS} from refund where refund_no = $1 and ($2::int is null or user_id = $2)`, [key.refundNo, key.userId ?? null]);
  return row ?? null;
}

/** Locks the refund for a change, only while it is still in `status`. */
export async function lockRefundById(tx: Queryable, id: number, status: RefundStatus): Promise<RefundRow | null> {
  const [row] = await tx.query<RefundRow>(`select ${REFUND_COLUMNS} from refund where id = $1 and status = $2 for update`, [id, status]);
  return row ?? null;
}

/**
 * Refunds waiting in `status` (oldest first) that the sweeper may take; those another process holds are skipped. `methods`
 * narrows them to refunds of payments by those methods (the wallet apps' confirmations leave card refunds to Stripe).
 */
export const dueRefunds = (db: Queryable, status: RefundStatus, olderThanSeconds: number, limit: number, methods: readonly PaymentMethod[] | null = null) =>
  db.query<{ id: number; orderId: number }>(
    `select id, order_id as "orderId" from refund where status = $1 and updated_at <= now() - make_interval(secs => $2)
        and ($4::smallint[] is null or method = any($4::smallint[]))
      order by updated_at, id limit $3`,
    [status, olderThanSeconds, limit, methods],
  );

// ---------- refunds through Stripe ----------
/** How long a process that took a Stripe refund to send has before another may take it. */
const STRIPE_CLAIM_SECONDS = 120;

export interface StripeRefundDue {
  id: number;
  refundNo: string;
  amount: number;
  attempts: number;
  paymentIntentId: string;
}

/**
 * Takes a refund of a Stripe payment that waits in 33 for Stripe to accept it (compare-and-set on its claim, so two sweeping
 * processes do not both send it); null when none is left to take.
 */
export async function claimStripeRefund(db: Queryable): Promise<StripeRefundDue | null> {
  const [row] = await db.query<StripeRefundDue>(
    `update refund r set provider_claimed_at = now()
       from payment p
      where r.id = (select r2.id from refund r2 join payment p2 on p2.id = r2.payment_id
                     where r2.status = $1 and r2.provider_ref is null and not r2.to_wallet and p2.card_provider = 'stripe' and p2.provider_ref is not null
                       and (r2.provider_claimed_at is null or r2.provider_claimed_at <= now() - make_interval(secs => $2))
                     order by r2.updated_at, r2.id limit 1 for update of r2 skip locked)
        and p.id = r.payment_id
     returning r.id, r.refund_no as "refundNo", r.amount, r.attempts, p.provider_ref as "paymentIntentId"`,
    [RefundStatus.InRefund, STRIPE_CLAIM_SECONDS],
  );
  return row ?? null;
}

/** Lets a claimed refund be sent again at the next sweep (Stripe could not be reached: the same idempotency key is reused). */
export async function releaseStripeRefund(db: Queryable, refundId: number): Promise<void> {
  await db.query('update refund set provider_claimed_at = null where id = $1 and provider_ref is null', [refundId]);
}

/**
 * The refund Stripe's refund (re_…) was made for, locked: by the id recorded on it, else by the refund number its metadata
 * carries with the attempt it was sent for (Stripe's event came before the sweeper recorded the id). Null when it is not one of ours (e.g. money sent back for a
 * payment).
 */
export async function lockRefundByProviderRef(
  tx: Queryable,
  providerRef: string,
  sent: { refundNo: string; attempt: number } | null,
): Promise<{ id: number; status: RefundStatus } | null> {
  const [row] = await tx.query<{ id: number; status: RefundStatus }>(
    `select id, status from refund where provider_ref = $1 or (provider_ref is null and refund_no = $2 and attempts = $3)
      order by provider_ref nulls last limit 1 for update`,
    [providerRef, sent?.refundNo ?? null, sent?.attempt ?? null],
  );
  return row ?? null;
}

// ---------- reading refunds (the buyer's list and detail, the goods owner's desk) ----------
/** Whose refunds: the buyer's own, a goods owner's, or (neither given) every refund for the platform's staff. */
export interface RefundScope {
  userId?: number;
  ownerId?: number;
}

export interface RefundViewRow {
  id: number;
  refundNo: string;
  orderNo: string;
  source: RefundSource;
  sourceId: string;
  status: RefundStatus;
  amount: number;
  method: PaymentMethod;
  toWallet: boolean;
  reason: string;
  createdAt: number;
  completedAt: number | null;
}

const VIEW_COLUMNS = `r.id, r.refund_no as "refundNo", o.order_no as "orderNo", r.source, r.source_id as "sourceId", r.status, r.amount, r.method,
  r.to_wallet as "toWallet", r.reason, floor(extract(epoch from r.created_at))::int as "createdAt",
  floor(extract(epoch from r.completed_at))::int as "completedAt"`;

function scopeCondition(scope: RefundScope, params: unknown[]): string {
  const conditions = ['true'];
  if (scope.userId !== undefined) conditions.push(`r.user_id = $${params.push(scope.userId)}`);
  if (scope.ownerId !== undefined) conditions.push(`r.owner_id = $${params.push(scope.ownerId)}`);
  return conditions.join(' and ');
}

export async function refundPage(
  db: Queryable,
  scope: RefundScope,
  statuses: readonly RefundStatus[],
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: RefundViewRow[]; total: number }> {
  const params: unknown[] = [];
  const where = `${scopeCondition(scope, params)} and (cardinality($${params.push(statuses)}::smallint[]) = 0 or r.status = any($${params.length}::smallint[]))`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from refund r where ${where}`, params);
  const rows = await db.query<RefundViewRow>(
    `select ${VIEW_COLUMNS} from refund r join shop_order o on o.id = r.order_id where ${where}
      order by r.created_at desc, r.id desc limit $${params.push(page.pageSize)} offset $${params.push((page.pageNum - 1) * page.pageSize)}`,
    params,
  );
  return { rows, total: count?.total ?? 0 };
}

export async function refundView(db: Queryable, scope: RefundScope, refundNo: string): Promise<RefundViewRow | null> {
  const params: unknown[] = [refundNo];
  const [row] = await db.query<RefundViewRow>(
    `select ${VIEW_COLUMNS} from refund r join shop_order o on o.id = r.order_id where r.refund_no = $1 and ${scopeCondition(scope, params)}`,
    params,
  );
  return row ?? null;
}

export const refundLineViews = (db: Queryable, refundId: number) =>
  db.query<{
    orderItemId: number | null;
    productName: string | null;
    productNameEn: string | null;
    productImage: string | null;
    skuOptions: Array<{ name: string; nameEn: string; value: string; valueEn: string }> | null;
    orderedQuantity: number | null;
    amount: number;
  }>(
    `select l.order_item_id as "orderItemId", i.product_name_zh as "productName", i.product_name_en as "productNameEn",
            i.product_image as "productImage", i.sku_options as "skuOptions", i.quantity as "orderedQuantity", l.amount
       from refund_line l left join order_item i on i.id = l.order_item_id
      where l.refund_id = $1 order by l.order_item_id nulls last`,
    [refundId],
  );

export const refundLogs = (db: Queryable, refundId: number) =>
  db.query<{ status: RefundStatus; actor: RefundActor; time: number }>(
    'select status, actor, floor(extract(epoch from created_at))::int as time from refund_log where refund_id = $1 order by id',
    [refundId],
  );

/** The goods owner a seller account acts for (its first shop), as the order desk finds it. */
export async function goodsOwnerOfUser(db: Queryable, userId: number): Promise<number | null> {
  const [owner] = await db.query<{ id: number }>('select id from goods_owner where user_id = $1 order by id limit 1', [userId]);
  return owner?.id ?? null;
}

/** Who a refund concerns, for its notices: the buyer, the goods owner's account, and what it is. */
export interface RefundNoticeRow {
  refundNo: string;
  orderNo: string;
  amount: number;
  status: RefundStatus;
  buyerEmail: string | null;
  ownerEmail: string | null;
}

export async function refundNoticeRow(db: Queryable, refundNo: string): Promise<RefundNoticeRow | null> {
  const [row] = await db.query<RefundNoticeRow>(
    `select r.refund_no as "refundNo", o.order_no as "orderNo", r.amount, r.status, b.email as "buyerEmail", s.email as "ownerEmail"
       from refund r join shop_order o on o.id = r.order_id join app_user b on b.id = r.user_id
       join goods_owner g on g.id = r.owner_id left join app_user s on s.id = g.user_id
      where r.refund_no = $1`,
    [refundNo],
  );
  return row ?? null;
}

/** The numbers of the refunds a request made (by its source and number) that are in one of the statuses. */
export async function refundNosOf(db: Queryable, sourceId: string, statuses: readonly RefundStatus[]): Promise<string[]> {
  const rows = await db.query<{ refundNo: string }>('select refund_no as "refundNo" from refund where source_id = $1 and status = any($2::smallint[]) order by id', [
    sourceId,
    statuses,
  ]);
  return rows.map((row) => row.refundNo);
}
