/**
 * Returns and refund-only requests (docs/product.md §3 return, §4 return statuses and timed rules,
 * §5 return rules, §6 the goods owner reviews and the platform can step in). A buyer asks, from an
 * order out for delivery (7) or completed (8) and inside its return window, to send items back for
 * a refund (kind 1) or for a refund without sending anything back (kind 2). The values
 * docs/product.md leaves open are chosen here once and recorded in docs/decisions.md ("Returns").
 */
import type { Bilingual } from '../messages';
import { type OrderStatus, noteTexts } from './order';

/** What the buyer asks for. */
export const ReturnKind = { ReturnAndRefund: 1, RefundOnly: 2 } as const;
export type ReturnKind = (typeof ReturnKind)[keyof typeof ReturnKind];

export const ReturnKindText: Record<ReturnKind, Bilingual> = {
  1: { en: 'Return and refund', zh: '退货退款' },
  2: { en: 'Refund only', zh: '仅退款' },
};

/** Return statuses exactly as docs/product.md §4. */
export const ReturnStatus = {
  Created: 1,
  ToBeConfirmed: 2,
  AwaitingShipment: 3,
  InTransit: 4,
  Arrived: 5,
  Completed: 6,
  Rejected: 7,
  Cancelled: 8,
  PlatformIntervention: 9,
} as const;
export type ReturnStatus = (typeof ReturnStatus)[keyof typeof ReturnStatus];
export const RETURN_STATUSES = Object.values(ReturnStatus) as ReturnStatus[];

/** The §4 names, and the history message written when a request enters each status. */
export const ReturnStatusText: Record<ReturnStatus, { name: Bilingual; history: Bilingual }> = {
  1: { name: { en: 'Created', zh: '已创建' }, history: { en: 'Request created.', zh: '申请已创建。' } },
  2: {
    name: { en: 'To be confirmed', zh: '待确认' },
    history: { en: 'Waiting for the goods owner to review the request.', zh: '等待货主审核申请。' },
  },
  3: {
    name: { en: 'Approved, awaiting shipment', zh: '已同意，待寄回' },
    history: { en: 'Request approved: please send the items back to the return address.', zh: '申请已同意：请将商品寄回退货地址。' },
  },
  4: { name: { en: 'In transit', zh: '运输中' }, history: { en: 'The returned items are on their way.', zh: '退货商品正在寄回途中。' } },
  5: { name: { en: 'Arrived', zh: '已到货' }, history: { en: 'The goods owner has received the returned items.', zh: '货主已收到退货商品。' } },
  6: { name: { en: 'Completed', zh: '已完成' }, history: { en: 'Request completed; the refund has been made.', zh: '申请已完成，已发起退款。' } },
  7: { name: { en: 'Rejected by seller', zh: '卖家已拒绝' }, history: { en: 'The request was rejected.', zh: '申请已被拒绝。' } },
  8: { name: { en: 'Cancelled by buyer', zh: '买家已取消' }, history: { en: 'The buyer cancelled the request.', zh: '买家已取消申请。' } },
  9: {
    name: { en: 'Platform intervention', zh: '平台介入' },
    history: { en: 'Customer service is looking into the request.', zh: '平台客服正在处理该申请。' },
  },
};

/** Who moves a request: the buyer, the goods owner, the platform (the customer-service agent) or the clock. */
export const ReturnActor = { Buyer: 'buyer', Owner: 'owner', Platform: 'platform', System: 'system' } as const;
export type ReturnActor = (typeof ReturnActor)[keyof typeof ReturnActor];

/** Notes the system writes on a request's history, stored as a key (`returnNote`) and read out in both languages. */
export const ReturnNotes = {
  reviewOverdue: { en: 'Approved automatically: the goods owner did not review it in time.', zh: '货主未按时审核，已自动同意。' },
  refundWithoutReturn: { en: 'Refund approved without returning the items.', zh: '已同意仅退款，无需退货。' },
  arrivalConfirmed: { en: 'The goods owner confirmed the items arrived.', zh: '货主已确认收到退货。' },
  fullRefundGranted: { en: 'Customer service granted the full refund.', zh: '平台客服判定全额退款。' },
  partialRefundGranted: { en: 'Customer service granted part of the refund.', zh: '平台客服判定部分退款。' },
  noRefundGranted: { en: 'Customer service decided on no refund.', zh: '平台客服判定不予退款。' },
  afterSaleGoodsBack: { en: 'Opened for the goods an approved after-sales request sends back.', zh: '售后申请已同意，需寄回的商品按此退货寄回。' },
} as const satisfies Record<string, Bilingual>;
export type ReturnNoteKey = keyof typeof ReturnNotes;
const RETURN_NOTE_PREFIX = 'system:';
export const returnNote = (key: ReturnNoteKey) => `${RETURN_NOTE_PREFIX}${key}`;

/** A stored history note in both languages: a system note's texts, or a person's words as written. */
export function returnNoteTexts(stored: string): Bilingual {
  if (stored.startsWith(RETURN_NOTE_PREFIX)) {
    const key = stored.slice(RETURN_NOTE_PREFIX.length);
    if (Object.prototype.hasOwnProperty.call(ReturnNotes, key)) return ReturnNotes[key as ReturnNoteKey];
  }
  return { en: stored, zh: stored };
}

/**
 * A stored note of a refund in both languages: the order's system notes (cancellations) and the returns'
 * (refund without return, approved by the clock) share the `system:` prefix, and a refund's reason may
 * be either; a person's words as written. Never the raw key on screen (issue 31 item 9).
 */
export function refundNoteTexts(stored: string): Bilingual {
  const asReturn = returnNoteTexts(stored);
  return asReturn.en === stored && asReturn.zh === stored ? noteTexts(stored) : asReturn;
}

/**
 * Why the buyer asks (docs/product.md §5: a reason is required). Each reason says which kinds it
 * fits: nothing to send back when goods are missing; a change of mind needs the goods back.
 * `other` needs the buyer's own words.
 */
export const ReturnReasons = {
  notAsDescribed: { en: 'Not as described', zh: '与描述不符', kinds: [1, 2] },
  damaged: { en: 'Arrived damaged', zh: '到货破损', kinds: [1, 2] },
  faulty: { en: 'Faulty or does not work', zh: '质量问题或无法使用', kinds: [1, 2] },
  wrongItem: { en: 'Wrong item sent', zh: '发错商品', kinds: [1, 2] },
  missingItems: { en: 'Items missing from the delivery', zh: '少发或漏发', kinds: [2] },
  notDelivered: { en: 'Not delivered', zh: '未收到货', kinds: [2] },
  expiredOrShortDated: { en: 'Expired or short-dated', zh: '临期或已过期', kinds: [1, 2] },
  noLongerNeeded: { en: 'No longer needed', zh: '不再需要', kinds: [1] },
  other: { en: 'Other', zh: '其他', kinds: [1, 2] },
} as const satisfies Record<string, Bilingual & { kinds: readonly ReturnKind[] }>;
export type ReturnReasonCode = keyof typeof ReturnReasons;
export const RETURN_REASON_CODES = Object.keys(ReturnReasons) as [ReturnReasonCode, ...ReturnReasonCode[]];

/** True when the reason may be given for the kind of request. */
export const reasonFitsKind = (reason: ReturnReasonCode, kind: ReturnKind) => (ReturnReasons[reason].kinds as readonly ReturnKind[]).includes(kind);

// ---- rules and timed rules (docs/product.md §4, §9) ----
/**
 * The return window in days (Ours: 14, the UK's usual period; our buyers are businesses, to whom
 * the consumer cancellation period does not apply, so this is the marketplace's own promise). It
 * is written on each order when the order is placed (shop_order.return_window_days), so a later
 * change of policy does not move the window of orders already placed.
 */
export const RETURN_WINDOW_DAYS = 14;
/** The goods owner reviews a request within this many hours or it is approved automatically. */
export const RETURN_REVIEW_HOURS = 48;
/** Orders a return can be asked from: out for delivery (7) and completed (8). */
export const RETURNABLE_ORDER_STATUSES: readonly OrderStatus[] = [7, 8];
/** Requests still open: they hold their quantities and either side may ask the platform to step in from 2–4. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = [1, 2, 3, 4, 5, 9];
/** Requests whose quantities count against what can still be returned: open ones and completed ones. */
export const QUANTITY_HOLDING_STATUSES: readonly ReturnStatus[] = [...OPEN_RETURN_STATUSES, 6];
/** Statuses from which the buyer or the goods owner may ask for platform intervention. */
export const INTERVENTION_FROM_STATUSES: readonly ReturnStatus[] = [2, 3, 4];
/** Statuses the buyer can cancel from: before anything is sent back. */
export const BUYER_CANCELLABLE_STATUSES: readonly ReturnStatus[] = [2, 3];
/** At most this many verification photos per request. */
export const RETURN_PHOTOS_MAX = 6;
/** Longest reason text, notes and decision notes. */
export const RETURN_TEXT_MAX = 500;

/** The status tabs of the return list (docs/product.md §2 returnList), with the statuses each shows. */
export const RETURN_TABS = {
  all: [] as ReturnStatus[],
  toBeConfirmed: [1, 2] as ReturnStatus[],
  awaitingShipment: [3] as ReturnStatus[],
  inTransit: [4, 5] as ReturnStatus[],
  intervention: [9] as ReturnStatus[],
  completed: [6] as ReturnStatus[],
  closed: [7, 8] as ReturnStatus[],
} as const;
export type ReturnTab = keyof typeof RETURN_TABS;
export const RETURN_TAB_NAMES = Object.keys(RETURN_TABS) as [ReturnTab, ...ReturnTab[]];

/** When the return window of an order closes (epoch seconds), from when it first reached 7 or 8. */
export const returnWindowClosesAt = (windowStartedAt: number, windowDays: number) => windowStartedAt + windowDays * 86_400;

/** Time left as docs/product.md §4 shows it: days, hours and minutes (never below zero). */
export function countdown(untilSeconds: number, nowSeconds: number): { days: number; hours: number; minutes: number } {
  const left = Math.max(0, untilSeconds - nowSeconds);
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3_600), minutes: Math.floor((left % 3_600) / 60) };
}

/** Units of an order line that can still be asked for: ordered − units in open or completed requests. */
export const returnableQuantity = (ordered: number, held: number) => Math.max(0, ordered - held);

/**
 * What a request refunds for `quantity` units of a line that was paid `linePaid` pence for
 * `ordered` units: its share rounded down to the penny, except that the request taking the line's
 * last units gets what is left, so the requests for a whole line always add up to what it was paid.
 * `heldQuantity`/`heldAmount` are the units and amounts of the line's other open or completed requests.
 */
export function returnLineAmount(line: { linePaid: number; ordered: number }, quantity: number, held: { quantity: number; amount: number }): number {
  if (quantity + held.quantity >= line.ordered) return Math.max(0, line.linePaid - held.amount);
  return Math.floor((line.linePaid * quantity) / line.ordered);
}
