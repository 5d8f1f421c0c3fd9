/**
 * Return and refund-only requests (rules in ../rules/returns.ts; docs/product.md §3 return, §4 return
 * statuses): what the buyer sends to apply, ship, cancel or ask the platform to step in; what the
 * goods owner sends to approve, reject or confirm arrival; what the customer-service agent sends to
 * decide; and the request as all three read it. Amounts are integer pence, times epoch seconds.
 */
import { z } from 'zod';
import { OrderStatus } from '../rules/order';
import { RETURN_PHOTOS_MAX, RETURN_REASON_CODES, RETURN_TAB_NAMES, RETURN_TEXT_MAX, ReturnActor, ReturnKind, ReturnStatus, type ReturnTab, reasonFitsKind } from '../rules/returns';
import { requiredText } from './common';
import { codeOf, countedListOf, epochTime, integer, pence, rowId } from './fields';
import { SkuOption } from './catalogue';
import { AttachedFile } from './file';
import { ClientKey } from './order';

const Id = z.number({ error: 'required' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });
const OrderNo = z.string({ error: 'required' }).regex(/^[A-Z0-9]{6,32}$/, { error: 'invalidValue' });
/** A request's number, e.g. RT2K9X4M7Q1A (reference-numbers.ts with the prefix RT). */
export const ReturnNo = z.string({ error: 'required' }).regex(/^[A-Z0-9]{6,32}$/, { error: 'invalidValue' });
const optionalText = z.string({ error: 'wrongType' }).trim().max(RETURN_TEXT_MAX, { error: 'tooLong' }).default('');
const Quantity = z.number({ error: 'required' }).int({ error: 'quantityInvalid' }).min(1, { error: 'quantityInvalid' }).max(100_000, { error: 'quantityInvalid' });

export const ReturnKindCode = codeOf(ReturnKind);
export const ReturnStatusCode = codeOf(ReturnStatus);
export const ReturnReasonCodeSchema = z.enum(RETURN_REASON_CODES, { error: 'invalidValue' });

/** Flags a list whose items repeat a key (an order line asked twice, a request line shipped twice). */
function uniqueBy<T>(key: (item: T) => number) {
  return (items: T[], ctx: z.RefinementCtx) => {
    if (new Set(items.map(key)).size !== items.length) ctx.addIssue({ code: 'custom', message: 'invalidValue' });
  };
}

// ---- the buyer ----
export const ReturnNoBody = z.object({ returnNo: ReturnNo }).strict();
export type ReturnNoBody = z.infer<typeof ReturnNoBody>;

/** The order lines and quantities a request asks for (each line once). */
const ApplyLines = z
  .array(z.object({ orderItemId: Id, quantity: Quantity }).strict(), { error: 'required' })
  .min(1, { error: 'required' })
  .max(200, { error: 'tooLong' })
  .superRefine(uniqueBy((line) => line.orderItemId));

/**
 * Apply for a return and refund (kind 1) or a refund only (kind 2). Photos are the caller's own
 * uploads (POST /srs-file-service/obsFile/upload), kept as §3's {fileName, url}. The same
 * `clientKey` twice gives the same request.
 */
export const ApplyReturnBody = z
  .object({
    clientKey: ClientKey,
    orderNo: OrderNo,
    kind: z.union([z.literal(1), z.literal(2)], { error: 'invalidValue' }),
    lines: ApplyLines,
    reason: ReturnReasonCodeSchema,
    /** the buyer's own words; required when the reason is `other` */
    reasonText: optionalText,
    photos: z.array(AttachedFile, { error: 'wrongType' }).max(RETURN_PHOTOS_MAX, { error: 'tooLong' }).default([]),
    notes: optionalText,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!reasonFitsKind(body.reason, body.kind)) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['reason'] });
    if (body.reason === 'other' && body.reasonText.length === 0) ctx.addIssue({ code: 'custom', message: 'required', path: ['reasonText'] });
    if (new Set(body.photos.map((photo) => photo.url)).size !== body.photos.length) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['photos'] });
  });
export type ApplyReturnBody = z.infer<typeof ApplyReturnBody>;
export type ApplyReturnInput = z.input<typeof ApplyReturnBody>;

/** The buyer sends the items back: a logistics company and a tracking number for every line of the request. */
export const ShipReturnBody = z
  .object({
    returnNo: ReturnNo,
    items: z
      .array(
        z
          .object({
            lineId: Id,
            logisticsCompany: requiredText(64),
            trackingNo: z.string({ error: 'required' }).trim().min(1, { error: 'trackingRequired' }).max(64, { error: 'tooLong' }),
          })
          .strict(),
        { error: 'required' },
      )
      .min(1, { error: 'required' })
      .max(200, { error: 'tooLong' })
      .superRefine(uniqueBy((item) => item.lineId)),
  })
  .strict();
export type ShipReturnBody = z.infer<typeof ShipReturnBody>;

/** Either side asks customer service to step in, saying why. */
export const AskInterventionBody = z.object({ returnNo: ReturnNo, reason: requiredText(RETURN_TEXT_MAX) }).strict();
export type AskInterventionBody = z.infer<typeof AskInterventionBody>;

export const ReturnListBody = z
  .object({
    tab: z.enum(RETURN_TAB_NAMES, { error: 'invalidValue' }).default('all'),
    /** a request or order number, or part of one */
    keyword: z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default(''),
    pageNum: z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }).default(1),
    pageSize: z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(50, { error: 'invalidValue' }).default(10),
  })
  .strict();
export type ReturnListBody = z.infer<typeof ReturnListBody>;
export type ReturnListInput = z.input<typeof ReturnListBody>;

// ---- the goods owner ----
export const RejectReturnBody = z.object({ returnNo: ReturnNo, reason: requiredText(RETURN_TEXT_MAX) }).strict();
export type RejectReturnBody = z.infer<typeof RejectReturnBody>;

// ---- the customer-service agent ----
/**
 * The platform's decision on a request in intervention: the full refund asked for, part of it (an
 * amount per request line, each at most what the line asks), or none. A refund completes the
 * request (6); none closes it (7).
 */
export const DecideInterventionBody = z
  .object({
    returnNo: ReturnNo,
    decision: z.enum(['full', 'partial', 'none'], { error: 'invalidValue' }),
    /** partial only: pence per request line; lines left out get nothing */
    lines: z
      .array(
        z
          .object({
            lineId: Id,
            amount: z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(999_999_999, { error: 'invalidValue' }),
          })
          .strict(),
      )
      .max(200, { error: 'tooLong' })
      .superRefine(uniqueBy((line) => line.lineId))
      .default([]),
    note: requiredText(RETURN_TEXT_MAX),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.decision === 'partial' && !body.lines.some((line) => line.amount > 0)) ctx.addIssue({ code: 'custom', message: 'required', path: ['lines'] });
    if (body.decision !== 'partial' && body.lines.length > 0) ctx.addIssue({ code: 'custom', message: 'unknownField', path: ['lines'] });
  });
export type DecideInterventionBody = z.infer<typeof DecideInterventionBody>;
export type DecideInterventionInput = z.input<typeof DecideInterventionBody>;

// ---- answers ----
/** One line of an order as the apply page shows it: what was bought and how much of it can still be asked for. */
export const ReturnableLine = z
  .object({
    orderItemId: rowId(),
    productId: rowId(),
    skuId: rowId(),
    skuOptions: z.array(SkuOption),
    productName: z.string(),
    productNameEn: z.string(),
    productImage: z.string(),
    unitPrice: pence(),
    quantity: integer(),
    /** what was paid for the line's goods */
    lineTotal: pence(),
    /** units not in an open or completed request */
    returnableQuantity: integer(),
  })
  .strict();
export type ReturnableLine = z.infer<typeof ReturnableLine>;

/** What an order allows now: whether a request can be made, until when, and per line how much. */
export const ReturnableOrder = z
  .object({
    orderNo: z.string(),
    orderStatus: codeOf(OrderStatus),
    /** the window fixed on the order, in days */
    windowDays: integer(),
    /** when the order first went out for delivery or completed; null before */
    windowStartedAt: epochTime().nullable(),
    /** when the window closes; null before it started */
    windowClosesAt: epochTime().nullable(),
    /** a request can be made now (right status, window open, something left to return) */
    canApply: z.boolean(),
    lines: z.array(ReturnableLine),
  })
  .strict();
export type ReturnableOrder = z.infer<typeof ReturnableOrder>;

export const ReturnLine = z
  .object({
    id: rowId(),
    orderItemId: rowId(),
    productId: rowId(),
    skuId: rowId(),
    skuOptions: z.array(SkuOption),
    productName: z.string(),
    productNameEn: z.string(),
    productImage: z.string(),
    unitPrice: pence(),
    /** units ordered on the line */
    orderedQuantity: integer(),
    /** units this request asks for */
    quantity: integer(),
    /** the refund the request asks for this line (its share of what the line was paid) */
    refundAmount: pence(),
    /** the refund granted for the line once the request completed; null before */
    refundedAmount: pence().nullable(),
    logisticsCompany: z.string().nullable(),
    trackingNo: z.string().nullable(),
  })
  .strict();
export type ReturnLine = z.infer<typeof ReturnLine>;

export const ReturnLog = z
  .object({
    status: ReturnStatusCode,
    actor: z.enum(ReturnActor),
    message: z.string(),
    messageEn: z.string(),
    /** a person's words, or the system's note in Chinese */
    note: z.string(),
    noteEn: z.string(),
    time: epochTime(),
  })
  .strict();
export type ReturnLog = z.infer<typeof ReturnLog>;

/** Where returned goods go: the ship-from warehouse of the order. */
export const ReturnAddress = z
  .object({
    warehouseCode: z.string(),
    name: z.string(),
    nameEn: z.string(),
    address: z.string(),
    city: z.string(),
    countryCode: z.string(),
  })
  .strict();
export type ReturnAddress = z.infer<typeof ReturnAddress>;

/** What the person reading the request may do with it now (buttons of the detail pages and desks). */
export const ReturnActions = z
  .object({
    cancel: z.boolean(),
    ship: z.boolean(),
    askIntervention: z.boolean(),
    approve: z.boolean(),
    reject: z.boolean(),
    confirmArrival: z.boolean(),
    decide: z.boolean(),
    downloadLabel: z.boolean(),
  })
  .strict();
export type ReturnActions = z.infer<typeof ReturnActions>;

export const ReturnDetail = z
  .object({
    returnNo: z.string(),
    orderNo: z.string(),
    kind: ReturnKindCode,
    status: ReturnStatusCode,
    reason: ReturnReasonCodeSchema,
    reasonText: z.string(),
    notes: z.string(),
    /** verification photos, §3's {fileName, url}; url is the stored name under /srs-file-service/obsFile/ */
    photos: z.array(AttachedFile),
    lines: z.array(ReturnLine),
    /** total the request asks for */
    refundAmount: pence(),
    /** total granted once completed; null before */
    refundedAmount: pence().nullable(),
    ownerId: integer(),
    ownerName: z.string(),
    ownerNameEn: z.string(),
    /** the buyer's user name (the goods owner's and agent's desks show it) */
    buyerName: z.string(),
    /** set when a return and refund is approved */
    returnAddress: ReturnAddress.nullable(),
    /** the goods owner's reason, once rejected */
    rejectReason: z.string(),
    /** who asked the platform to step in and why; null when nobody did */
    intervention: z
      .object({
        askedBy: z.enum([ReturnActor.Buyer, ReturnActor.Owner]),
        reason: z.string(),
        askedAt: epochTime(),
        decision: z.enum(['full', 'partial', 'none']).nullable(),
        note: z.string(),
        decidedAt: epochTime().nullable(),
      })
      .strict()
      .nullable(),
    createdAt: epochTime(),
    /** the goods owner must review by then, or the request is approved automatically (status 2 only) */
    reviewDeadline: epochTime().nullable(),
    /** the next deadline that applies now, for the countdown; null when none does */
    nextDeadline: z
      .object({ kind: z.enum(['review']), at: epochTime() })
      .strict()
      .nullable(),
    /** rejected by the goods owner: until when the buyer may ask the platform to step in; null when it cannot be asked */
    appealDeadline: epochTime().nullable(),
    /** waiting for review: the error (a code of errors.ts) the automatic approval met, so the sweeper left it to a person */
    settleProblem: integer().nullable(),
    completedAt: epochTime().nullable(),
    logs: z.array(ReturnLog),
    actions: ReturnActions,
  })
  .strict();
export type ReturnDetail = z.infer<typeof ReturnDetail>;

export const ReturnPage = countedListOf(ReturnDetail);
export type ReturnPage = z.infer<typeof ReturnPage>;

/** Number of requests in each tab of the list. */
export const ReturnTabCounts = z.object(Object.fromEntries(RETURN_TAB_NAMES.map((tab) => [tab, integer()])) as Record<ReturnTab, ReturnType<typeof integer>>).strict();
export type ReturnTabCounts = z.infer<typeof ReturnTabCounts>;
