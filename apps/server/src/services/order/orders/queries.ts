/** Reading orders: lists, tab counts and the full detail (spec §3 order, pre-order). */
import {
  CANCEL_WITHOUT_REVIEW_MINUTES,
  noteTexts,
  type Cancellation,
  CANCELLABLE_STATUSES,
  ORDER_TABS,
  type OrderDetail,
  type OrderItem,
  type OrderListBody,
  type OrderLog,
  OrderStatus,
  OrderStatusText,
  type OrderTabCounts,
  PREORDER_DEPOSIT_PERCENT,
  PREORDER_MAX_QUANTITY,
  PREORDER_PENALTY_PENCE_PER_UNIT,
  PREORDER_PERIOD_DAYS,
  type PaymentMethod,
  toEpochSeconds,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';

interface DetailRow {
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
  chargeableWeightGrams: number;
  payable: number;
  deposit: number;
  paidAmount: number;
  refundedAmount: number;
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
  balanceDeadline: Date | null;
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

const DETAIL_SQL = `
  select o.id, o.order_no as "orderNo", t.trade_no as "tradeNo", bt.trade_no as "balanceTradeNo", o.order_type as "orderType", o.status,
         o.owner_id as "ownerId", g.shop_name_zh as "ownerName", g.shop_name_en as "ownerNameEn",
         w.name_zh as "warehouseName", w.name_en as "warehouseNameEn", o.delivery_type as "deliveryType",
         o.subtotal, o.freight, o.surcharge, o.remote_surcharge as "remoteSurcharge", o.chargeable_weight_grams as "chargeableWeightGrams",
         o.payable, o.deposit, o.paid_amount as "paidAmount", o.refunded_amount as "refundedAmount", o.penalty,
         o.payment_method as "paymentMethod", o.recipient_name as "recipientName", o.recipient_mobile as "recipientMobile",
         o.recipient_region as "recipientRegion", o.recipient_address as "recipientAddress", o.recipient_postcode as "recipientPostcode",
         o.notes, o.invoice, o.pre_order_days as "preOrderDays", o.pay_deadline as "payDeadline",
         case when bt.status = 1 then bt.pay_deadline end as "balanceDeadline",
         o.ship_deadline as "shipDeadline", o.receipt_deadline as "receiptDeadline", o.pre_order_expires_at as "preOrderExpiresAt",
         o.paid_at as "paidAt", o.created_at as "createdAt", c.review_status as "cancellationStatus", c.reason as "cancellationReason",
         c.requested_at as "cancellationRequestedAt", c.review_deadline as "cancellationDeadline", c.reviewed_at as "cancellationReviewedAt",
         coalesce(c.review_note, '') as "cancellationNote",
         (select coalesce(json_agg(json_build_object(
             'id', i.id, 'productId', i.product_id, 'productName', i.product_name_zh, 'productNameEn', i.product_name_en,
             'productImage', i.product_image, 'unitPrice', i.unit_price, 'quantity', i.quantity, 'lineTotal', i.unit_price * i.quantity,
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

const LOGISTICS: Partial<Record<OrderStatus, { en: string; zh: string }>> = {
  4: { en: 'Awaiting shipment', zh: '待发货' },
  10: { en: 'Awaiting shipment', zh: '待发货' },
  5: { en: 'Partially shipped', zh: '部分发货' },
  6: { en: 'In transit', zh: '运输中' },
  7: { en: 'Out for delivery', zh: '派送中' },
  8: { en: 'Delivered', zh: '已签收' },
};

/** Orders of £1,000 or more travel with the platform's transit insurance (premium borne by ClearLot). */
const INSURED_FROM = 100_000;
function insuranceOf(row: DetailRow): OrderDetail['insurance'] {
  if (row.subtotal < INSURED_FROM || row.status === OrderStatus.AwaitingPayment || row.status === OrderStatus.Created) return null;
  const state =
    row.status === OrderStatus.Cancelled || row.status === OrderStatus.Closed
      ? { en: 'Undone', zh: '已撤销' }
      : row.status === OrderStatus.Completed
        ? { en: 'Terminated', zh: '已终止' }
        : { en: 'In effect', zh: '生效中' };
  return {
    policyNo: `INS${row.orderNo.slice(2)}`,
    company: 'ClearLot Transit Cover (sandbox)',
    status: state.zh,
    statusEn: state.en,
    premium: Math.ceil(row.subtotal * 0.003),
    compensation: 0,
  };
}

function toDetail(row: DetailRow, now = Date.now()): OrderDetail {
  const preOrder = row.orderType === 2;
  const quantity = row.items.reduce((sum, i) => sum + i.quantity, 0);
  const paidAtMs = row.paidAt ? new Date(row.paidAt).getTime() : null;
  const canCancel = CANCELLABLE_STATUSES.includes(row.status) && row.cancellationStatus === null;
  const paidRealTime = row.status === OrderStatus.ReadyToShip || row.status === OrderStatus.PreOrderCompleted;
  const logistics = LOGISTICS[row.status] ?? { en: '-', zh: '-' };
  const amountDue =
    row.status === OrderStatus.AwaitingPayment ? (preOrder ? row.deposit : row.payable) : row.status === OrderStatus.ToBeConfirmed ? row.payable - row.deposit : 0;
  return {
    orderNo: row.orderNo,
    tradeNo: row.status === OrderStatus.ToBeConfirmed && row.balanceTradeNo ? row.balanceTradeNo : row.tradeNo,
    orderType: row.orderType,
    status: row.status,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    ownerNameEn: row.ownerNameEn,
    warehouseName: row.warehouseName,
    warehouseNameEn: row.warehouseNameEn,
    itemCount: row.items.length,
    items: row.items.map((i) => ({ ...i, shippedAt: toEpochSeconds(i.shippedAt) })),
    payable: row.payable,
    amountDue,
    createdAt: toEpochSeconds(row.createdAt)!,
    payDeadline: toEpochSeconds(row.status === OrderStatus.ToBeConfirmed ? row.balanceDeadline : row.payDeadline),
    cancellationPending: row.cancellationStatus === 0,
    hasCancellation: row.cancellationStatus !== null,
    cancellation:
      row.cancellationStatus === null
        ? null
        : {
            orderNo: row.orderNo,
            reason: row.cancellationReason ?? '',
            time: toEpochSeconds(row.cancellationRequestedAt)!,
            reviewStatus: row.cancellationStatus,
            reviewDeadline: row.cancellationStatus === 0 ? toEpochSeconds(row.cancellationDeadline) : null,
            reviewedAt: toEpochSeconds(row.cancellationReviewedAt),
            reviewNote: noteTexts(row.cancellationNote).zh,
            reviewNoteEn: noteTexts(row.cancellationNote).en,
            refundAmount: row.refundedAmount,
            penalty: row.penalty,
          },
    paymentMethod: row.paymentMethod,
    paidAt: toEpochSeconds(row.paidAt),
    logisticsStatus: logistics.zh,
    logisticsStatusEn: logistics.en,
    recipient: { name: row.recipientName, mobile: row.recipientMobile, region: row.recipientRegion, address: row.recipientAddress, postcode: row.recipientPostcode },
    deliveryType: row.deliveryType,
    subtotal: row.subtotal,
    freight: row.freight,
    surcharge: row.surcharge,
    remoteSurcharge: row.remoteSurcharge,
    chargeableWeightGrams: row.chargeableWeightGrams,
    paidAmount: row.paidAmount,
    refundedAmount: row.refundedAmount,
    notes: row.notes,
    invoice: { type: row.invoice.type, companyName: row.invoice.companyName ?? '', vatNumber: row.invoice.vatNumber ?? null, email: row.invoice.email ?? '' },
    insurance: insuranceOf(row),
    preOrder: preOrder
      ? {
          preOrderNo: `PO${row.orderNo.slice(2)}`,
          periodDays: row.preOrderDays ?? PREORDER_PERIOD_DAYS.default,
          maxPeriodDays: PREORDER_PERIOD_DAYS.max,
          quantity,
          maxQuantity: PREORDER_MAX_QUANTITY,
          remainingQuantity: [OrderStatus.PreOrderCompleted, OrderStatus.Cancelled, OrderStatus.Closed].includes(row.status as 10) ? 0 : quantity,
          depositPercent: PREORDER_DEPOSIT_PERCENT,
          deposit: row.deposit,
          deductionAmount: row.deposit,
          balance: row.payable - row.deposit,
          expiresAt: toEpochSeconds(row.preOrderExpiresAt) ?? toEpochSeconds(new Date(new Date(row.createdAt).getTime() + (row.preOrderDays ?? 14) * 86_400_000))!,
          breachQuantity: row.penalty > 0 ? quantity : 0,
          penaltyPerUnit: PREORDER_PENALTY_PENCE_PER_UNIT,
          penalty: row.penalty,
        }
      : null,
    logs: row.logs.map((l) => ({
      status: l.status,
      actor: l.actor,
      message: OrderStatusText[l.status].history.zh,
      messageEn: OrderStatusText[l.status].history.en,
      note: noteTexts(l.note).zh,
      noteEn: noteTexts(l.note).en,
      time: toEpochSeconds(l.time)!,
    })),
    shipDeadline: row.status === OrderStatus.ReadyToShip || row.status === OrderStatus.PreOrderCompleted ? toEpochSeconds(row.shipDeadline) : null,
    receiptDeadline: row.status === OrderStatus.OutForDelivery ? toEpochSeconds(row.receiptDeadline) : null,
    canCancel,
    canCancelNow:
      canCancel && (!paidRealTime || (paidAtMs !== null && now - paidAtMs <= CANCEL_WITHOUT_REVIEW_MINUTES * 60_000)),
    canConfirmReceipt: row.status === OrderStatus.InTransit || row.status === OrderStatus.OutForDelivery,
  };
}

export interface OrderScope {
  /** the buyer's own orders */
  userId?: number;
  /** a goods owner's orders */
  ownerId?: number;
}

function scopeSql(scope: OrderScope, params: unknown[]): string {
  const parts: string[] = [];
  if (scope.userId !== undefined) parts.push(`o.user_id = $${params.push(scope.userId)}`);
  if (scope.ownerId !== undefined) parts.push(`o.owner_id = $${params.push(scope.ownerId)}`);
  return parts.length > 0 ? parts.join(' and ') : 'true';
}

export async function orderDetail(db: Queryable, scope: OrderScope, orderNo: string): Promise<OrderDetail | null> {
  const params: unknown[] = [orderNo];
  const rows = await db.query<DetailRow>(`${DETAIL_SQL} where o.order_no = $1 and ${scopeSql(scope, params)}`, params);
  return rows[0] ? toDetail(rows[0]) : null;
}

/** The buyer's cancellation request of one order, as the order itself carries it. */
export async function cancellationOf(db: Queryable, userId: number, orderNo: string): Promise<Cancellation> {
  return (await orderDetail(db, { userId }, orderNo))?.cancellation ?? fail('cancellationNotFound');
}

export async function listOrders(db: Queryable, scope: OrderScope, body: OrderListBody): Promise<{ list: OrderDetail[]; total: number }> {
  const params: unknown[] = [];
  const conditions = [scopeSql(scope, params)];
  const statuses = ORDER_TABS[body.tab];
  if (statuses.length > 0) conditions.push(`o.status = any($${params.push(statuses)}::smallint[])`);
  if (body.keyword) {
    const like = `%${body.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const p = params.push(like);
    conditions.push(`(o.order_no ilike $${p} or exists (select 1 from order_item i where i.order_id = o.id and (i.product_name_en ilike $${p} or i.product_name_zh ilike $${p})))`);
  }
  const where = conditions.join(' and ');
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from shop_order o where ${where}`, params);
  const limit = params.push(body.pageSize);
  const offset = params.push((body.pageNum - 1) * body.pageSize);
  const rows = await db.query<DetailRow>(`${DETAIL_SQL} where ${where} order by o.created_at desc, o.id desc limit $${limit} offset $${offset}`, params);
  return { list: rows.map((row) => toDetail(row)), total: count?.total ?? 0 };
}

export async function tabCounts(db: Queryable, userId: number): Promise<OrderTabCounts> {
  const rows = await db.query<{ status: OrderStatus; n: number }>('select status, count(*)::int as n from shop_order where user_id = $1 group by status', [userId]);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  const sum = (statuses: readonly OrderStatus[]) =>
    statuses.length === 0 ? rows.reduce((s, r) => s + r.n, 0) : statuses.reduce((s, st) => s + (byStatus.get(st) ?? 0), 0);
  return {
    all: sum(ORDER_TABS.all),
    awaitingPayment: sum(ORDER_TABS.awaitingPayment),
    pendingShipment: sum(ORDER_TABS.pendingShipment),
    awaitingReceipt: sum(ORDER_TABS.awaitingReceipt),
    reservations: sum(ORDER_TABS.reservations),
    completed: sum(ORDER_TABS.completed),
    cancelled: sum(ORDER_TABS.cancelled),
  };
}
