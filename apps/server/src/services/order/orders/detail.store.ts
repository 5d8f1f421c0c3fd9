/**
 * What the order pages read: one order in full (items, history, cancellation, trade deadlines)
 * in one statement, lists of them by tab and keyword, and counts per status. Another buyer's or
 * goods owner's orders never match the scope.
 */
import type { OrderItem, OrderLog, OrderStatus, PaymentMethod, TradeStatus, VatPart } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export interface DetailRow {
  id: number;
  orderNo: string;
  tradeNo: string;
  balanceTradeNo: string | null;
  orderType: 1 | 2;
  status: OrderStatus;
  ownerId: number;
  ownerName: string;
  ownerNameEn: string;
  warehouseName: string;
  warehouseNameEn: string;
  deliveryType: 1 | 2 | 3;
  subtotal: number;
  freight: number;
  surcharge: number;
  remoteSurcharge: number;
  itemsDiscount: number;
  pointsSpent: number;
  deliveryDiscount: number;
  chargeableWeightGrams: number;
  vatBasis: 'exclusive' | 'inclusive';
  netAmount: number;
  vatAmount: number;
  deliveryNet: number;
  deliveryVat: number;
  deliveryVatParts: VatPart[];
  payable: number;
  deposit: number;
  paidAmount: number;
  /**
   * every refund of the order so far, derived from the refund rows (cancellation, return, refund-only,
   * intervention and after-sales refunds alike, whatever their status: a suspended or failed one is owed)
   */
  refundedAmount: number;
  /** what the cancellation refunded (kept on the order by the cancellation) */
  cancellationRefunded: number;
  penalty: number;
  paymentMethod: PaymentMethod | null;
  recipientName: string;
  recipientMobile: string;
  recipientRegion: string;
  recipientAddress: string;
  recipientPostcode: string;
  notes: string;
  invoice: { type: 'none' | 'company'; companyName?: string; vatNumber?: string | null; email?: string };
  preOrderDays: number | null;
  payDeadline: Date | null;
  balanceTradeStatus: TradeStatus | null;
  balanceTradeDeadline: Date | null;
  shipDeadline: Date | null;
  receiptDeadline: Date | null;
  preOrderExpiresAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
  cancellationStatus: 0 | 1 | 2 | null;
  cancellationReason: string | null;
  cancellationRequestedAt: Date | null;
  cancellationDeadline: Date | null;
  cancellationReviewedAt: Date | null;
  cancellationNote: string;
  items: Array<Omit<OrderItem, 'shippedAt'> & { shippedAt: string | null }>;
  logs: Array<{ status: OrderStatus; actor: OrderLog['actor']; note: string; time: string }>;
}

const DETAIL_SELECT = `
  select o.id, o.order_no as "orderNo", t.trade_no as "tradeNo", bt.trade_no as "balanceTradeNo", o.order_type as "orderType", o.status,
         o.owner_id as "ownerId", g.shop_name_zh as "ownerName", g.shop_name_en as "ownerNameEn",
         w.name_zh as "warehouseName", w.name_en as "warehouseNameEn", o.delivery_type as "deliveryType",
         o.subtotal, o.freight, o.surcharge, o.remote_surcharge as "remoteSurcharge", o.items_discount as "itemsDiscount", o.delivery_discount as "deliveryDiscount", o.points_spent as "pointsSpent", o.chargeable_weight_grams as "chargeableWeightGrams",
         o.vat_basis as "vatBasis", o.net_amount as "netAmount", o.vat_amount as "vatAmount", o.delivery_net as "deliveryNet", o.delivery_vat as "deliveryVat",
         o.delivery_vat_parts as "deliveryVatParts",
         o.payable, o.deposit, o.paid_amount as "paidAmount", o.refunded_amount as "cancellationRefunded", o.penalty,
         (select coalesce(sum(f.amount), 0)::int from refund_line f where f.order_id = o.id) as "refundedAmount",
         o.payment_method as "paymentMethod", o.recipient_name as "recipientName", o.recipient_mobile as "recipientMobile",
         o.recipient_region as "recipientRegion", o.recipient_address as "recipientAddress", o.recipient_postcode as "recipientPostcode",
         o.notes, o.invoice, o.pre_order_days as "preOrderDays", o.pay_deadline as "payDeadline",
         bt.status as "balanceTradeStatus", bt.pay_deadline as "balanceTradeDeadline",
         o.ship_deadline as "shipDeadline", o.receipt_deadline as "receiptDeadline", o.pre_order_expires_at as "preOrderExpiresAt",
         o.paid_at as "paidAt", o.created_at as "createdAt", c.review_status as "cancellationStatus", c.reason as "cancellationReason",
         c.requested_at as "cancellationRequestedAt", c.review_deadline as "cancellationDeadline", c.reviewed_at as "cancellationReviewedAt",
         coalesce(c.review_note, '') as "cancellationNote",
         (select coalesce(json_agg(json_build_object(
             'id', i.id, 'productId', i.product_id, 'skuId', i.sku_id, 'skuCode', i.sku_code, 'skuOptions', i.sku_options, 'productName', i.product_name_zh, 'productNameEn', i.product_name_en,
             'productImage', i.product_image, 'unitPrice', i.unit_price, 'quantity', i.quantity, 'lineTotal', i.unit_price * i.quantity,
             'vatRate', i.vat_rate, 'net', i.net_amount, 'vat', i.vat_amount,
             'weightGrams', i.weight_grams, 'trackingNo', i.tracking_no, 'logisticsCompany', i.logistics_company, 'shippedAt', i.shipped_at)
             order by i.id), '[]') from order_item i where i.order_id = o.id) as items,
         (select coalesce(json_agg(json_build_object('status', l.status, 'actor', l.actor, 'note', l.note, 'time', l.created_at) order by l.id), '[]')
            from order_log l where l.order_id = o.id) as logs
    from shop_order o
    join trade t on t.id = o.trade_id
    left join trade bt on bt.id = o.balance_trade_id
    join goods_owner g on g.id = o.owner_id
    join warehouse w on w.warehouse_code = o.warehouse_code
    left join order_cancellation c on c.order_id = o.id`;

export interface OrderScope {
  /** the buyer's own orders */
  userId?: number;
  /** a goods owner's orders */
  ownerId?: number;
}

export interface OrderFilter {
  /** any of these statuses (all when empty) */
  statuses: readonly OrderStatus[];
  /** part of the order number or of an item's name in either language */
  keyword?: string | undefined;
}

function whereOf(scope: OrderScope, filter: OrderFilter, params: unknown[]): string {
  const conditions: string[] = [];
  if (scope.userId !== undefined) conditions.push(`o.user_id = $${params.push(scope.userId)}`);
  if (scope.ownerId !== undefined) conditions.push(`o.owner_id = $${params.push(scope.ownerId)}`);
  if (filter.statuses.length > 0) conditions.push(`o.status = any($${params.push(filter.statuses)}::smallint[])`);
  if (filter.keyword) {
    const p = params.push(`%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`(o.order_no ilike $${p} or exists (select 1 from order_item i where i.order_id = o.id and (i.product_name_en ilike $${p} or i.product_name_zh ilike $${p})))`);
  }
  return conditions.length > 0 ? conditions.join(' and ') : 'true';
}

export async function detailRow(db: Queryable, scope: OrderScope, orderNo: string): Promise<DetailRow | null> {
  const params: unknown[] = [orderNo];
  const [row] = await db.query<DetailRow>(`${DETAIL_SELECT} where o.order_no = $1 and ${whereOf(scope, { statuses: [] }, params)}`, params);
  return row ?? null;
}

/** One page of orders, newest first, and how many there are in all. */
export async function detailRows(
  db: Queryable,
  scope: OrderScope,
  filter: OrderFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: DetailRow[]; total: number }> {
  const params: unknown[] = [];
  const where = whereOf(scope, filter, params);
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from shop_order o where ${where}`, params);
  const limit = params.push(page.pageSize);
  const offset = params.push((page.pageNum - 1) * page.pageSize);
  const rows = await db.query<DetailRow>(`${DETAIL_SELECT} where ${where} order by o.created_at desc, o.id desc limit $${limit} offset $${offset}`, params);
  return { rows, total: count?.total ?? 0 };
}

/** How many of the buyer's orders are in each status. */
export const statusCounts = (db: Queryable, userId: number) =>
  db.query<{ status: OrderStatus; n: number }>('select status, count(*)::int as n from shop_order where user_id = $1 group by status', [userId]);
