/**
 * Buying rules and constants (docs/product.md §4 order statuses, timed rules, delivery types; §5 minimum
 * totals and order limit; §9 deposit and penalty). The values docs/product.md leaves open are chosen
 * here once and recorded in docs/decisions.md; server and web read them from this file.
 */
import type { Bilingual } from '../messages';

// ---- order statuses (docs/product.md §4) ----
export const OrderStatus = {
  Created: 1,
  ToBeConfirmed: 2,
  AwaitingPayment: 3,
  ReadyToShip: 4,
  PartiallyShipped: 5,
  InTransit: 6,
  OutForDelivery: 7,
  Completed: 8,
  PreOrderInProgress: 9,
  PreOrderCompleted: 10,
  Closed: 11,
  Cancelled: 12,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUSES = Object.values(OrderStatus) as OrderStatus[];

/** The status names and the history message written when an order enters each status. */
export const OrderStatusText: Record<OrderStatus, { name: Bilingual; history: Bilingual }> = {
  1: { name: { en: 'Created', zh: '已创建' }, history: { en: 'Order created.', zh: '订单已创建。' } },
  2: {
    name: { en: 'To be confirmed', zh: '待确认' },
    history: { en: 'Stock is ready: please confirm and pay the balance.', zh: '货品已备齐：请确认并支付尾款。' },
  },
  3: { name: { en: 'Awaiting payment', zh: '待付款' }, history: { en: 'Awaiting payment.', zh: '等待付款。' } },
  4: { name: { en: 'Ready to ship', zh: '待发货' }, history: { en: 'Payment received; the order is ready to ship.', zh: '已收到付款，订单待发货。' } },
  5: { name: { en: 'Partially shipped', zh: '部分发货' }, history: { en: 'Some items have been shipped.', zh: '部分商品已发货。' } },
  6: { name: { en: 'In transit', zh: '运输中' }, history: { en: 'All items have been shipped and are in transit.', zh: '全部商品已发货，正在运输中。' } },
  7: { name: { en: 'Out for delivery', zh: '派送中' }, history: { en: 'The parcel is out for delivery.', zh: '包裹正在派送中。' } },
  8: { name: { en: 'Completed', zh: '已完成' }, history: { en: 'Receipt confirmed; the order is complete.', zh: '已确认收货，订单完成。' } },
  9: {
    name: { en: 'Pre-order in progress', zh: '预订进行中' },
    history: { en: 'Deposit received; the pre-order is in progress.', zh: '已收到定金，预订进行中。' },
  },
  10: {
    name: { en: 'Pre-order completed', zh: '预订已完成' },
    history: { en: 'Balance received; the pre-order is complete and ready to ship.', zh: '已收到尾款，预订完成，待发货。' },
  },
  11: { name: { en: 'Closed (payment timeout)', zh: '已关闭（支付超时）' }, history: { en: 'Payment timed out and the order was closed.', zh: '支付超时，订单已关闭。' } },
  12: { name: { en: 'Cancelled', zh: '已取消' }, history: { en: 'The order was cancelled.', zh: '订单已取消。' } },
};

/**
 * Notes the system writes on orders (history, cancellation reviews) are stored as a key and read
 * out in both languages; notes people type are stored and shown as typed.
 */
export const SystemNotes = {
  balanceNotPaid: { en: 'The balance was not paid in time.', zh: '尾款未按时支付。' },
  notShipped: { en: 'The goods owner did not ship in time; the order was refunded.', zh: '货主未按时发货，订单已退款。' },
  reviewOverdue: { en: 'Approved automatically: not reviewed in time.', zh: '未按时审核，已自动同意。' },
  alreadyShipped: { en: 'The order had already been shipped.', zh: '订单已发货。' },
  stockNeverCame: { en: 'Insufficient stock: the pre-order was released and refunded.', zh: '库存不足：预订已释放并退款。' },
  cancellationApproved: { en: 'Cancellation approved.', zh: '已同意取消。' },
  orderCancelled: { en: 'Order cancelled.', zh: '订单已取消。' },
  preOrderCancelled: { en: 'Pre-order cancelled.', zh: '预订已取消。' },
  receiptConfirmedAutomatically: { en: 'Receipt confirmed automatically.', zh: '已自动确认收货。' },
} as const satisfies Record<string, Bilingual>;
export type SystemNoteKey = keyof typeof SystemNotes;
const SYSTEM_NOTE_PREFIX = 'system:';

/** How a system note is stored. */
export const systemNote = (key: SystemNoteKey) => `${SYSTEM_NOTE_PREFIX}${key}`;

/** A stored note in both languages: a system note's texts, or a person's words as they wrote them. */
export function noteTexts(stored: string): Bilingual {
  if (stored.startsWith(SYSTEM_NOTE_PREFIX)) {
    const key = stored.slice(SYSTEM_NOTE_PREFIX.length);
    if (Object.prototype.hasOwnProperty.call(SystemNotes, key)) return SystemNotes[key as SystemNoteKey];
  }
  return { en: stored, zh: stored };
}

/** Statuses a buyer can still cancel from (before shipment). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = [3, 4, 9, 2, 10];
/** Statuses the goods owner can ship from. */
export const SHIPPABLE_STATUSES: readonly OrderStatus[] = [4, 5, 10];
/** Statuses in which the order has been paid (in full or the deposit) and not closed. */
export const PAID_STATUSES: readonly OrderStatus[] = [2, 4, 5, 6, 7, 8, 9, 10];

/** The My Orders tabs: the quick links of docs/product.md §2 map onto these (see orderTabOf). */
export const ORDER_TABS = {
  all: [] as OrderStatus[],
  awaitingPayment: [3, 2] as OrderStatus[],
  pendingShipment: [4, 5, 10] as OrderStatus[],
  awaitingReceipt: [6, 7] as OrderStatus[],
  reservations: [9, 2, 10] as OrderStatus[],
  completed: [8] as OrderStatus[],
  cancelled: [11, 12] as OrderStatus[],
} as const;
export type OrderTab = keyof typeof ORDER_TABS;

/**
 * The account-card quick links pass two values (docs/product.md §2): (1,2) pending shipment, (1,5)
 * awaiting receipt, (2) reservation orders, (1,7) refunds and returns. The first is the list
 * kind (1 orders, 2 reservations), the second the tab.
 */
export function orderTabOf(kind: string | null, tab: string | null): OrderTab | 'refunds' {
  if (kind === '2') return 'reservations';
  if (tab === '2') return 'pendingShipment';
  if (tab === '5') return 'awaitingReceipt';
  if (tab === '7') return 'refunds';
  return 'all';
}

/** A trade (what one checkout, or one pre-order balance, asks the buyer to pay). */
export const TradeStatus = { AwaitingPayment: 1, Paid: 2, Closed: 3 } as const;
export type TradeStatus = (typeof TradeStatus)[keyof typeof TradeStatus];

/** A buyer's cancellation request as the goods owner reviews it (docs/product.md §3 "review status"). */
export const CancellationReview = { Pending: 0, Approved: 1, Rejected: 2 } as const;
export type CancellationReview = (typeof CancellationReview)[keyof typeof CancellationReview];

export const OrderType = { RealTime: 1, PreOrder: 2 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

export const OrderActor = { Buyer: 'buyer', Owner: 'owner', Platform: 'platform', System: 'system' } as const;
export type OrderActor = (typeof OrderActor)[keyof typeof OrderActor];

// ---- timed rules (docs/product.md §4, §9) ----
export const PAYMENT_TIMEOUT_MINUTES = 30;
/** A paid order the goods owner has not shipped within this many days is cancelled and refunded. */
export const SHIPMENT_TIMEOUT_DAYS = 7;
/** Receipt is confirmed automatically this many days after the parcel is out for delivery. */
export const RECEIPT_AUTO_CONFIRM_DAYS = 7;
/** A cancellation within this many minutes of payment is immediate; later it goes to review (docs/product.md §9). */
export const CANCEL_WITHOUT_REVIEW_MINUTES = 30;
/** The goods owner reviews a cancellation within this many hours or it is approved automatically. */
export const CANCEL_REVIEW_HOURS = 48;
/** A pre-order whose stock is ready must have its balance paid within this many hours. */
export const PREORDER_BALANCE_HOURS = 72;

// ---- amounts (pence) ----
/** Minimum item total of one checkout (docs/product.md §5 "minimum order item total"). */
export const MIN_ORDER_ITEMS_TOTAL = 2_000;
/** The fewest units of one product at `unitPrice` pence that reach the minimum item total on their own. */
export const unitsForMinimumOrder = (unitPrice: number): number => Math.max(1, Math.ceil(MIN_ORDER_ITEMS_TOTAL / unitPrice));
/** Minimum pre-order deposit (docs/product.md §5). */
export const MIN_PREORDER_DEPOSIT = 100;
/** Checkouts above this payable total are refused; the buyer is told to contact support (docs/product.md §5). */
export const ORDER_AMOUNT_LIMIT = 5_000_000;
/** Pre-order deposit: 1% of the total (docs/product.md §9), rounded up to the penny. */
export const PREORDER_DEPOSIT_PERCENT = 1;
export const preOrderDeposit = (total: number) => Math.max(MIN_PREORDER_DEPOSIT, Math.ceil((total * PREORDER_DEPOSIT_PERCENT) / 100));
/** Breach penalty 0.675 × M pounds, M = unfulfilled pre-ordered quantity (docs/product.md §9): 67.5p per unit, rounded up. */
export const PREORDER_PENALTY_PENCE_PER_UNIT = 67.5;
export const preOrderPenalty = (unfulfilledQuantity: number, deposit: number) => Math.min(deposit, Math.ceil(unfulfilledQuantity * PREORDER_PENALTY_PENCE_PER_UNIT));
export const PREORDER_PERIOD_DAYS = { min: 7, default: 14, max: 30 } as const;
export const PREORDER_MAX_QUANTITY = 10_000;

// ---- addresses ----
export const ADDRESS_LIMIT = 20;

// ---- cart (docs/product.md §5 cart rules) ----
export const CART_MAX_LINES = 100;
export const CART_MAX_QUANTITY = 99_999;

// ---- delivery (docs/product.md §4 delivery types and charges) ----
export const DeliveryType = { Standard: 1, Express: 2, MultipleParcels: 3 } as const;
export type DeliveryType = (typeof DeliveryType)[keyof typeof DeliveryType];
export const DeliveryTypeText: Record<DeliveryType, Bilingual> = {
  1: { en: 'Standard, single parcel (2–4 working days)', zh: '标准配送，单包裹（2–4 个工作日）' },
  2: { en: 'Express, single parcel (next working day)', zh: '特快配送，单包裹（次个工作日）' },
  3: { en: 'Multiple parcels (3–5 working days)', zh: '多包裹配送（3–5 个工作日）' },
};

/**
 * Delivery charge of one parcel group (one ship-from warehouse), in pence:
 * chargeable weight = max(actual weight, volumetric estimate) rounded up to the next 0.5 kg,
 * where the volumetric estimate is 20% above the actual weight for multiple parcels;
 * base freight by type, plus a per-kg surcharge above 2 kg, plus the remote-area surcharge
 * for Highlands postcodes. The same function prices the quote and the order.
 */
export const DELIVERY_TARIFF: Record<DeliveryType, { base: number; perKgAbove2: number; perParcel: number }> = {
  1: { base: 495, perKgAbove2: 60, perParcel: 0 },
  2: { base: 1295, perKgAbove2: 120, perParcel: 0 },
  3: { base: 395, perKgAbove2: 60, perParcel: 250 },
};
export const REMOTE_AREA_SURCHARGE = 1500;
/** Mainland postcode areas couriers price as remote (Scottish Highlands and Argyll). */
export const REMOTE_AREAS: readonly string[] = ['IV', 'KW', 'PH', 'PA', 'AB', 'HS', 'ZE'];
/** Items per parcel when the buyer chooses multiple parcels. */
export const ITEMS_PER_PARCEL = 1;

export interface DeliveryCharge {
  deliveryType: DeliveryType;
  chargeableWeightGrams: number;
  baseFreight: number;
  surcharge: number;
  remoteSurcharge: number;
  parcels: number;
  total: number;
}

export function deliveryCharge(type: DeliveryType, weightGrams: number, lineCount: number, postcodeArea: string): DeliveryCharge {
  const tariff = DELIVERY_TARIFF[type];
  const volumetric = type === DeliveryType.MultipleParcels ? weightGrams * 1.2 : weightGrams;
  const chargeableWeightGrams = Math.max(500, Math.ceil(Math.max(weightGrams, volumetric) / 500) * 500);
  const parcels = type === DeliveryType.MultipleParcels ? Math.max(1, Math.ceil(lineCount / ITEMS_PER_PARCEL)) : 1;
  const kgAbove2 = Math.max(0, Math.ceil((chargeableWeightGrams - 2000) / 1000));
  const surcharge = kgAbove2 * tariff.perKgAbove2 + (parcels - 1) * tariff.perParcel;
  const remoteSurcharge = REMOTE_AREAS.includes(postcodeArea) ? REMOTE_AREA_SURCHARGE : 0;
  const baseFreight = tariff.base;
  return { deliveryType: type, chargeableWeightGrams, baseFreight, surcharge, remoteSurcharge, parcels, total: baseFreight + surcharge + remoteSurcharge };
}

// ---- payment ----
export const PaymentMethod = { Alipay: 1, WeChat: 2, Card: 3, Balance: 4 } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const PaymentMethodText: Record<PaymentMethod, Bilingual> = {
  1: { en: 'Alipay', zh: '支付宝' },
  2: { en: 'WeChat Pay', zh: '微信支付' },
  3: { en: 'Credit or debit card', zh: '信用卡/借记卡' },
  4: { en: 'Wallet balance', zh: '钱包余额' },
};

/** One attempt to pay a trade: a QR payment waits as pending; a card or wallet payment is decided at once. */
export const PaymentRecordStatus = { Pending: 1, Succeeded: 2, Failed: 3, Expired: 4 } as const;
export type PaymentRecordStatus = (typeof PaymentRecordStatus)[keyof typeof PaymentRecordStatus];

/** A withdrawal freezes its amount while pending; the (sandbox) bank transfer completes it. */
export const WithdrawalStatus = { Pending: 1, Completed: 2 } as const;
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];

/** Refund statuses (docs/product.md §4). */
export const RefundStatus = { Succeeded: 31, Suspended: 32, InRefund: 33, Failed: 34 } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];

/** Sandbox card gateway: these numbers are declined; every other valid Visa/Mastercard number is approved. */
export const SANDBOX_DECLINED_CARDS: readonly string[] = ['4000000000000002', '5100000000000016', '4000000000009995'];
/** Documented sandbox numbers that are approved. */
export const SANDBOX_APPROVED_CARDS: readonly string[] = ['4242424242424242', '5555555555554444', '2223003122003222', '4222222222222'];

/** Wrong payment passwords allowed per 15 minutes before the wallet locks payments. */
export const PAYMENT_PASSWORD_MAX_TRIES = 5;
/** A QR payment page is valid this long. */
export const QR_PAYMENT_MINUTES = 15;
