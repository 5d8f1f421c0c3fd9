/** Reading orders as the pages show them: lists, tab counts and the full detail (docs/product.md §3 order, pre-order). */
import {
  CANCEL_WITHOUT_REVIEW_MINUTES,
  noteTexts,
  CANCELLABLE_STATUSES,
  ORDER_TABS,
  type OrderDetail,
  type OrderListBody,
  OrderStatus,
  OrderStatusText,
  type OrderTabCounts,
  PREORDER_DEPOSIT_PERCENT,
  PREORDER_MAX_QUANTITY,
  PREORDER_PENALTY_PENCE_PER_UNIT,
  PREORDER_PERIOD_DAYS,
  TradeStatus,
  toEpochSeconds,
  vatByRate,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { insuranceOfOrders } from '../insurance/service';
import { type DetailRow, type OrderScope, detailRow, detailRows, statusCounts } from './detail.store';

export type { OrderScope };

const LOGISTICS: Partial<Record<OrderStatus, { en: string; zh: string }>> = {
  4: { en: 'Awaiting shipment', zh: '待发货' },
  10: { en: 'Awaiting shipment', zh: '待发货' },
  5: { en: 'Partially shipped', zh: '部分发货' },
  6: { en: 'In transit', zh: '运输中' },
  7: { en: 'Out for delivery', zh: '派送中' },
  8: { en: 'Delivered', zh: '已签收' },
};

/** A pre-order's balance is due until its trade's deadline, while that trade waits for payment. */
const balanceDeadline = (row: DetailRow) => (row.balanceTradeStatus === TradeStatus.AwaitingPayment ? row.balanceTradeDeadline : null);

/** `insurance`: the order's policy as the insurance records say (null when the order is not insured). */
function toDetail(row: DetailRow, insurance: OrderDetail['insurance'], now = Date.now()): OrderDetail {
  const preOrder = row.orderType === 2;
  const quantity = row.items.reduce((sum, i) => sum + i.quantity, 0);
  const paidAtMs = row.paidAt ? new Date(row.paidAt).getTime() : null;
  const canCancel = CANCELLABLE_STATUSES.includes(row.status) && row.cancellationStatus === null;
  const paidRealTime = row.status === OrderStatus.ReadyToShip || row.status === OrderStatus.PreOrderCompleted;
  const logistics = LOGISTICS[row.status] ?? { en: '-', zh: '-' };
  const amountDue = row.status === OrderStatus.AwaitingPayment ? (preOrder ? row.deposit : row.payable) : row.status === OrderStatus.ToBeConfirmed ? row.payable - row.deposit : 0;
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
    payDeadline: toEpochSeconds(row.status === OrderStatus.ToBeConfirmed ? balanceDeadline(row) : row.payDeadline),
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
            refundAmount: row.cancellationRefunded,
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
    itemsDiscount: row.itemsDiscount,
    deliveryDiscount: row.deliveryDiscount,
    pointsSpent: row.pointsSpent,
    chargeableWeightGrams: row.chargeableWeightGrams,
    vat: {
      basis: row.vatBasis,
      net: row.netAmount,
      vat: row.vatAmount,
      gross: row.netAmount + row.vatAmount,
      deliveryNet: row.deliveryNet,
      deliveryVat: row.deliveryVat,
      byRate: vatByRate([...row.items.map((item) => ({ rate: item.vatRate, net: item.net, vat: item.vat })), ...row.deliveryVatParts]),
    },
    paidAmount: row.paidAmount,
    refundedAmount: row.refundedAmount,
    notes: row.notes,
    invoice: { type: row.invoice.type, companyName: row.invoice.companyName ?? '', vatNumber: row.invoice.vatNumber ?? null, email: row.invoice.email ?? '' },
    insurance,
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
    canCancelNow: canCancel && (!paidRealTime || (paidAtMs !== null && now - paidAtMs <= CANCEL_WITHOUT_REVIEW_MINUTES * 60_000)),
    canConfirmReceipt: row.status === OrderStatus.InTransit || row.status === OrderStatus.OutForDelivery,
  };
}

export async function orderDetail(db: Queryable, scope: OrderScope, orderNo: string): Promise<OrderDetail | null> {
  const row = await detailRow(db, scope, orderNo);
  return row ? toDetail(row, (await insuranceOfOrders(db, [row.orderNo])).get(row.orderNo) ?? null) : null;
}

export async function listOrders(db: Queryable, scope: OrderScope, body: OrderListBody): Promise<{ list: OrderDetail[]; total: number }> {
  const { rows, total } = await detailRows(db, scope, { statuses: ORDER_TABS[body.tab], keyword: body.keyword }, body);
  const policies = await insuranceOfOrders(
    db,
    rows.map((row) => row.orderNo),
  );
  return { list: rows.map((row) => toDetail(row, policies.get(row.orderNo) ?? null)), total };
}

export async function tabCounts(db: Queryable, userId: number): Promise<OrderTabCounts> {
  const rows = await statusCounts(db, userId);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  const sum = (statuses: readonly OrderStatus[]) => (statuses.length === 0 ? rows.reduce((s, r) => s + r.n, 0) : statuses.reduce((s, st) => s + (byStatus.get(st) ?? 0), 0));
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
