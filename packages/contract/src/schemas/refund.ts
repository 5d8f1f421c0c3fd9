/**
 * Refunds as the buyer and the goods owner read them (rules in ../rules/refund.ts; docs/product.md
 * §3 refund: transaction id, type, reason, amount; §4 refund statuses 31–34), and the buyer's
 * retry of a failed refund. Amounts are integer pence, times epoch seconds.
 */
import { z } from 'zod';
import { PaymentMethod, RefundStatus } from '../rules/order';
import { REFUND_SOURCES, RefundActor } from '../rules/refund';
import { SkuOption } from './catalogue';
import { codeOf, countedListOf, epochTime, integer, pence, rowId } from './fields';

/** A refund's number, e.g. RF2K9X4M7Q1A (reference-numbers.ts with the prefix RF): the refund's transaction id. */
export const RefundNo = z.string({ error: 'required' }).regex(/^[A-Z0-9]{6,32}$/, { error: 'invalidValue' });
export const RefundStatusCode = codeOf(RefundStatus);
export const RefundSourceName = z.enum(REFUND_SOURCES, { error: 'invalidValue' });

/** The list tabs: every refund, or those in one status. */
export const REFUND_TABS = {
  all: [] as RefundStatus[],
  inRefund: [RefundStatus.InRefund, RefundStatus.Suspended] as RefundStatus[],
  succeeded: [RefundStatus.Succeeded] as RefundStatus[],
  failed: [RefundStatus.Failed] as RefundStatus[],
} as const;
export type RefundTab = keyof typeof REFUND_TABS;

export const RefundListBody = z
  .object({
    tab: z.enum(Object.keys(REFUND_TABS) as [RefundTab, ...RefundTab[]], { error: 'invalidValue' }).default('all'),
    pageNum: z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }).default(1),
    pageSize: z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(50, { error: 'invalidValue' }).default(10),
  })
  .strict();
export type RefundListBody = z.infer<typeof RefundListBody>;
export type RefundListInput = z.input<typeof RefundListBody>;
/** The list may be asked for without a body: every refund, first page. */
export const RefundListRequest = RefundListBody.optional();

export const RefundNoBody = z.object({ refundNo: RefundNo }).strict();
export type RefundNoBody = z.infer<typeof RefundNoBody>;

/** A failed refund tried again: to the original method, or to the buyer's wallet balance instead. */
export const RetryRefundBody = z.object({ refundNo: RefundNo, toWallet: z.boolean({ error: 'wrongType' }).default(false) }).strict();
export type RetryRefundBody = z.infer<typeof RetryRefundBody>;
export type RetryRefundInput = z.input<typeof RetryRefundBody>;

/** What one refund line gave back: part of an order line's goods, or the order's delivery. */
export const RefundLineView = z
  .object({
    kind: z.enum(['goods', 'delivery']),
    /** the order line (null for the delivery) */
    orderItemId: rowId().nullable(),
    productName: z.string(),
    productNameEn: z.string(),
    productImage: z.string(),
    skuOptions: z.array(SkuOption),
    /** units the order line was for (null for the delivery) */
    orderedQuantity: integer().nullable(),
    amount: pence(),
  })
  .strict();
export type RefundLineView = z.infer<typeof RefundLineView>;

export const RefundLog = z
  .object({
    status: RefundStatusCode,
    actor: z.enum(RefundActor),
    message: z.string(),
    messageEn: z.string(),
    time: epochTime(),
  })
  .strict();
export type RefundLog = z.infer<typeof RefundLog>;

const RefundSummaryFields = {
  /** the refund's transaction id */
  refundNo: RefundNo,
  orderNo: z.string(),
  /** what asked for it (the refund's type) */
  source: RefundSourceName,
  /** the record it answers: the order, return or after-sales number */
  sourceId: z.string(),
  status: RefundStatusCode,
  statusName: z.string(),
  statusNameEn: z.string(),
  amount: pence(),
  method: codeOf(PaymentMethod),
  /** paid to the buyer's wallet balance instead of the original method (a failed card refund retried so) */
  toWallet: z.boolean(),
  createdAt: epochTime(),
  completedAt: epochTime().nullable(),
};

export const RefundSummary = z.object(RefundSummaryFields).strict();
export type RefundSummary = z.infer<typeof RefundSummary>;
export const RefundPage = countedListOf(RefundSummary);
export type RefundPage = z.infer<typeof RefundPage>;

export const RefundDetail = z
  .object({
    ...RefundSummaryFields,
    /** a person's reason as written, or the system's note in Chinese */
    reason: z.string(),
    reasonEn: z.string(),
    lines: z.array(RefundLineView),
    logs: z.array(RefundLog),
    /** the buyer may try a failed refund again */
    canRetry: z.boolean(),
  })
  .strict();
export type RefundDetail = z.infer<typeof RefundDetail>;
