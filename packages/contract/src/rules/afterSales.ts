/**
 * After-sales requests for damaged or faulty goods (docs/product.md §3 after-sales, §4 after-sales
 * status list and codes, §6 the goods owner reviews and the platform can step in). Unlike a return
 * (rules/returns.ts), the buyer names the money asked for (the application amount, at most what the
 * line can still refund) and how many of the units asked about go back (the quantity to return, which
 * may be none: a broken pallet is not worth its carriage). The values docs/product.md leaves open are
 * chosen here and recorded in docs/decisions.md ("After-sales requests").
 */
import type { Bilingual } from '../messages';
import type { OrderStatus } from './order';

/** The §4 status list of an after-sales request. */
export const AfterSaleStatus = {
  Created: 1,
  ToBeConfirmed: 2,
  PendingShipment: 3,
  InTransit: 4,
  AwaitingReceipt: 5,
  Completed: 6,
  ReviewRejected: 7,
  Cancelled: 8,
  PlatformIntervention: 9,
} as const;
export type AfterSaleStatus = (typeof AfterSaleStatus)[keyof typeof AfterSaleStatus];

export const AfterSaleStatusText: Record<AfterSaleStatus, { name: Bilingual; history: Bilingual }> = {
  1: { name: { en: 'Created', zh: '已创建' }, history: { en: 'After-sales request created.', zh: '售后申请已创建。' } },
  2: { name: { en: 'To be confirmed', zh: '待确认' }, history: { en: 'Waiting for the goods owner to review the request.', zh: '等待货主审核售后申请。' } },
  3: {
    name: { en: 'Pending shipment', zh: '待寄回' },
    history: { en: 'Request approved: please send the items back to the return address.', zh: '申请已同意：请将商品寄回退货地址。' },
  },
  4: { name: { en: 'In transit', zh: '运输中' }, history: { en: 'The items are on their way back.', zh: '商品正在寄回途中。' } },
  5: {
    name: { en: 'Awaiting receipt', zh: '待收款' },
    history: { en: 'The refund has been made; waiting for the buyer to confirm receiving it.', zh: '已退款，等待买家确认收款。' },
  },
  6: { name: { en: 'Completed', zh: '已完成' }, history: { en: 'After-sales request completed.', zh: '售后申请已完成。' } },
  7: { name: { en: 'Review rejected', zh: '审核拒绝' }, history: { en: 'The request was rejected.', zh: '售后申请已被拒绝。' } },
  8: { name: { en: 'Cancelled', zh: '已取消' }, history: { en: 'The buyer cancelled the request.', zh: '买家已取消售后申请。' } },
  9: { name: { en: 'Platform intervention', zh: '平台介入' }, history: { en: 'Customer service is looking into the request.', zh: '平台客服正在处理该申请。' } },
};

export const AfterSaleActor = { Buyer: 'buyer', Owner: 'owner', Platform: 'platform', System: 'system' } as const;
export type AfterSaleActor = (typeof AfterSaleActor)[keyof typeof AfterSaleActor];

/**
 * The §4 status codes are the events of the one machine: each moves a request from one of `from` to
 * `to`, by one of `by`, and is written on the history row it makes. APPLY writes 1 and then 2.
 */
export const AfterSaleEvents = {
  APPLY: { from: [1], to: 2, by: ['buyer'] },
  /** approved with goods to send back */
  PASS: { from: [2], to: 3, by: ['owner', 'platform', 'system'] },
  REFUSE: { from: [2, 9], to: 7, by: ['owner', 'platform'] },
  BUYER_RETURN: { from: [3], to: 4, by: ['buyer'] },
  /** the goods owner has the items back: the refund is made */
  SELLER_CONFIRM: { from: [4], to: 5, by: ['owner', 'platform'] },
  /** approved with nothing to send back: the refund is made at once */
  WAIT_REFUND: { from: [2], to: 5, by: ['owner', 'platform', 'system'] },
  /** the goods owner stops a request it disputes (the items not sent, or not faulty): customer service decides */
  SELLER_TERMINATION: { from: [3, 4], to: 9, by: ['owner'] },
  BUYER_CONFIRM: { from: [5], to: 6, by: ['buyer'] },
  BUYER_CANCEL: { from: [2, 3], to: 8, by: ['buyer'] },
  /** completed without the buyer's word: the confirmation period ran out, or customer service refunded */
  COMPLETE: { from: [5, 9], to: 6, by: ['system', 'platform'] },
  /** the buyer asks customer service to step in on a request the goods owner refused, within INTERVENTION_APPEAL_DAYS */
  BUYER_INTERVENTION: { from: [7], to: 9, by: ['buyer'] },
} as const satisfies Record<string, { from: readonly AfterSaleStatus[]; to: AfterSaleStatus; by: readonly AfterSaleActor[] }>;
export type AfterSaleCode = keyof typeof AfterSaleEvents;
export const AFTER_SALE_CODES = Object.keys(AfterSaleEvents) as [AfterSaleCode, ...AfterSaleCode[]];

/**
 * What each code means, in both languages: the one place the history of a request names its codes
 * (issue 31 item 9: never the raw code on screen).
 */
export const AfterSaleCodeText: Record<AfterSaleCode, Bilingual> = {
  APPLY: { en: 'Applied', zh: '提交申请' },
  PASS: { en: 'Approved, goods to send back', zh: '审核通过，待寄回' },
  REFUSE: { en: 'Refused', zh: '拒绝' },
  BUYER_RETURN: { en: 'Goods sent back', zh: '买家已寄回' },
  SELLER_CONFIRM: { en: 'Goods received back, refunded', zh: '货主已收货并退款' },
  WAIT_REFUND: { en: 'Approved and refunded', zh: '审核通过并退款' },
  SELLER_TERMINATION: { en: 'Stopped by the goods owner', zh: '货主终止' },
  BUYER_CONFIRM: { en: 'Refund confirmed by the buyer', zh: '买家确认收款' },
  BUYER_CANCEL: { en: 'Cancelled by the buyer', zh: '买家取消' },
  COMPLETE: { en: 'Completed', zh: '完成' },
  BUYER_INTERVENTION: { en: 'Platform asked to step in', zh: '申请平台介入' },
};

/** Whether an event may move a request in `status` now. */
export const eventApplies = (code: AfterSaleCode, status: AfterSaleStatus) => (AfterSaleEvents[code].from as readonly AfterSaleStatus[]).includes(status);

/** §3 receipt status: whether the buyer had received the goods when asking. */
export const ReceiptStatus = { Received: 1, NotReceived: 2 } as const;
export type ReceiptStatus = (typeof ReceiptStatus)[keyof typeof ReceiptStatus];
export const ReceiptStatusText: Record<ReceiptStatus, Bilingual> = {
  1: { en: 'Goods received', zh: '已收到货' },
  2: { en: 'Goods not received', zh: '未收到货' },
};

/** Why the buyer asks: after-sales is for goods that arrived damaged or do not work. */
export const AfterSaleReasons = {
  damagedInTransit: { en: 'Damaged in transit', zh: '运输途中损坏' },
  faulty: { en: 'Faulty or does not work', zh: '质量问题或无法使用' },
  partlyUsable: { en: 'Partly usable', zh: '部分可用' },
  other: { en: 'Other', zh: '其他' },
} as const satisfies Record<string, Bilingual>;
export type AfterSaleReasonCode = keyof typeof AfterSaleReasons;
export const AFTER_SALE_REASON_CODES = Object.keys(AfterSaleReasons) as [AfterSaleReasonCode, ...AfterSaleReasonCode[]];

/** Orders an after-sales request can be made from: out for delivery (7) and completed (8). */
export const AFTER_SALE_ORDER_STATUSES: readonly OrderStatus[] = [7, 8];
/** Faults show later than damage: 30 days from the order first reaching 7 or 8 (returns allow 14). */
export const AFTER_SALE_WINDOW_DAYS = 30;
/** The goods owner reviews within this many hours or the request is approved automatically (as returns). */
export const AFTER_SALE_REVIEW_HOURS = 48;
/** The buyer confirms the refund arrived within this many days, or the request completes by itself. */
export const AFTER_SALE_CONFIRM_DAYS = 7;
export const AFTER_SALE_TEXT_MAX = 500;
export const AFTER_SALE_PHOTOS_MAX = 6;
/** Requests still open: no second request for the same order line while one is. */
export const OPEN_AFTER_SALE_STATUSES: readonly AfterSaleStatus[] = [
  AfterSaleStatus.Created,
  AfterSaleStatus.ToBeConfirmed,
  AfterSaleStatus.PendingShipment,
  AfterSaleStatus.InTransit,
  AfterSaleStatus.PlatformIntervention,
];
