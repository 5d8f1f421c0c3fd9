/**
 * After-sales requests (rules in ../rules/afterSales.ts; docs/product.md §3 after-sales, §4 statuses
 * and codes): what the buyer sends to apply, ship, confirm or cancel; what the goods owner sends to
 * review, confirm receipt of the goods or stop the request; what customer service sends to decide;
 * and the request as all three read it. Amounts are integer pence, times epoch seconds.
 */
import { z } from 'zod';
import { AFTER_SALE_CODES, AFTER_SALE_PHOTOS_MAX, AFTER_SALE_REASON_CODES, AFTER_SALE_TEXT_MAX, AfterSaleActor, AfterSaleStatus, ReceiptStatus } from '../rules/afterSales';
import { requiredText } from './common';
import { codeOf, countedListOf, epochTime, integer, pence, rowId } from './fields';
import { AttachedFile } from './file';
import { ClientKey } from './order';
import { SkuOption } from './catalogue';

const Id = z.number({ error: 'required' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });
const Reference = z.string({ error: 'required' }).regex(/^[A-Z0-9]{6,32}$/, { error: 'invalidValue' });
const optionalText = z.string({ error: 'wrongType' }).trim().max(AFTER_SALE_TEXT_MAX, { error: 'tooLong' }).default('');
const Count = (min: number) => z.number({ error: 'required' }).int({ error: 'quantityInvalid' }).min(min, { error: 'quantityInvalid' }).max(100_000, { error: 'quantityInvalid' });

export const AfterSaleStatusCode = codeOf(AfterSaleStatus);
export const AfterSaleCodeSchema = z.enum(AFTER_SALE_CODES);

export const AfterSaleNoBody = z.object({ afterSaleNo: Reference }).strict();
export type AfterSaleNoBody = z.infer<typeof AfterSaleNoBody>;

/**
 * Apply for after-sales on one order line: how many units are damaged or faulty (application
 * quantity), the money asked for them (application amount, at most what the line can still refund),
 * how many of them go back (quantity to return, 0 to keep them), whether the goods had arrived.
 */
export const ApplyAfterSaleBody = z
  .object({
    clientKey: ClientKey,
    orderNo: Reference,
    orderItemId: Id,
    receiptStatus: codeOf(ReceiptStatus),
    applyQuantity: Count(1),
    returnQuantity: Count(0),
    applyAmount: z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(999_999_999, { error: 'invalidValue' }),
    reason: z.enum(AFTER_SALE_REASON_CODES, { error: 'invalidValue' }),
    description: optionalText,
    photos: z.array(AttachedFile, { error: 'wrongType' }).max(AFTER_SALE_PHOTOS_MAX, { error: 'tooLong' }).default([]),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.returnQuantity > body.applyQuantity) ctx.addIssue({ code: 'custom', message: 'quantityInvalid', path: ['returnQuantity'] });
    if (body.receiptStatus === ReceiptStatus.NotReceived && body.returnQuantity > 0) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['returnQuantity'] });
    if (body.reason === 'other' && body.description.length === 0) ctx.addIssue({ code: 'custom', message: 'required', path: ['description'] });
    if (new Set(body.photos.map((photo) => photo.url)).size !== body.photos.length) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['photos'] });
  });
export type ApplyAfterSaleBody = z.infer<typeof ApplyAfterSaleBody>;
export type ApplyAfterSaleInput = z.input<typeof ApplyAfterSaleBody>;

export const ShipAfterSaleBody = z
  .object({
    afterSaleNo: Reference,
    logisticsCompany: requiredText(64),
    trackingNo: z.string({ error: 'required' }).trim().min(1, { error: 'trackingRequired' }).max(64, { error: 'tooLong' }),
  })
  .strict();
export type ShipAfterSaleBody = z.infer<typeof ShipAfterSaleBody>;

/** The goods owner refuses or stops a request, and customer service refuses one, saying why. */
export const AfterSaleReasonBody = z.object({ afterSaleNo: Reference, reason: requiredText(AFTER_SALE_TEXT_MAX) }).strict();
export type AfterSaleReasonBody = z.infer<typeof AfterSaleReasonBody>;

/** Customer service decides a request in intervention: refund an amount (at most what was asked), or none. */
export const DecideAfterSaleBody = z
  .object({
    afterSaleNo: Reference,
    decision: z.enum(['refund', 'none'], { error: 'invalidValue' }),
    amount: z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(999_999_999, { error: 'invalidValue' }).optional(),
    note: requiredText(AFTER_SALE_TEXT_MAX),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.decision === 'refund' && body.amount === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['amount'] });
    if (body.decision === 'none' && body.amount !== undefined) ctx.addIssue({ code: 'custom', message: 'unknownField', path: ['amount'] });
  });
export type DecideAfterSaleBody = z.infer<typeof DecideAfterSaleBody>;

export const AfterSaleListBody = z
  .object({
    status: codeOf(AfterSaleStatus).optional(),
    pageNum: z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }).default(1),
    pageSize: z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(50, { error: 'invalidValue' }).default(10),
  })
  .strict();
export type AfterSaleListBody = z.infer<typeof AfterSaleListBody>;

// ---- answers ----
export const AfterSaleLog = z
  .object({
    code: AfterSaleCodeSchema,
    status: AfterSaleStatusCode,
    actor: z.enum(AfterSaleActor),
    message: z.string(),
    messageEn: z.string(),
    /** a person's words as written */
    note: z.string(),
    time: epochTime(),
  })
  .strict();
export type AfterSaleLog = z.infer<typeof AfterSaleLog>;

export const AfterSaleActions = z
  .object({
    cancel: z.boolean(),
    ship: z.boolean(),
    confirmRefund: z.boolean(),
    approve: z.boolean(),
    refuse: z.boolean(),
    confirmGoods: z.boolean(),
    terminate: z.boolean(),
    decide: z.boolean(),
    /** the buyer may ask the platform to step in on the goods owner's refusal (until appealDeadline) */
    askIntervention: z.boolean(),
  })
  .strict();
export type AfterSaleActions = z.infer<typeof AfterSaleActions>;

export const AfterSaleDetail = z
  .object({
    afterSaleNo: z.string(),
    orderNo: z.string(),
    status: AfterSaleStatusCode,
    receiptStatus: codeOf(ReceiptStatus),
    reason: z.enum(AFTER_SALE_REASON_CODES),
    description: z.string(),
    photos: z.array(AttachedFile),
    item: z
      .object({
        orderItemId: rowId(),
        productId: rowId(),
        productName: z.string(),
        productNameEn: z.string(),
        productImage: z.string(),
        unitPrice: pence(),
        orderedQuantity: integer(),
      })
      .strict(),
    applyQuantity: integer(),
    applyAmount: pence(),
    returnQuantity: integer(),
    /** what was refunded; null until a refund was made */
    refundedAmount: pence().nullable(),
    refundNo: z.string().nullable(),
    ownerName: z.string(),
    ownerNameEn: z.string(),
    buyerName: z.string(),
    /** the return the goods go back under (its carrier label at /return/label/{returnNo}), once approved with goods to return */
    returnNo: z.string().nullable(),
    /** where the items go back (the order's ship-from warehouse), once approved with goods to return */
    returnAddress: z.object({ name: z.string(), nameEn: z.string(), address: z.string(), city: z.string(), countryCode: z.string() }).strict().nullable(),
    logisticsCompany: z.string().nullable(),
    trackingNo: z.string().nullable(),
    /** the goods owner's or customer service's reason when refused or stopped */
    refuseReason: z.string(),
    createdAt: epochTime(),
    /** the deadline that applies now, for the countdown: the owner's review, or the buyer's confirmation */
    nextDeadline: z
      .object({ kind: z.enum(['review', 'confirm']), at: epochTime() })
      .strict()
      .nullable(),
    /** refused by the goods owner: until when the buyer may ask the platform to step in; null when it cannot be asked */
    appealDeadline: epochTime().nullable(),
    /** waiting for review: the error (a code of errors.ts) the automatic approval met, so the sweeper left it to a person */
    settleProblem: integer().nullable(),
    logs: z.array(AfterSaleLog),
    actions: AfterSaleActions,
  })
  .strict();
export type AfterSaleDetail = z.infer<typeof AfterSaleDetail>;

export const AfterSalePage = countedListOf(AfterSaleDetail);

/** One order line as the after-sales form offers it: what it can still refund and any request open on it. */
export const AfterSaleEligibleLine = z
  .object({
    orderItemId: rowId(),
    productId: rowId(),
    skuOptions: z.array(SkuOption),
    productName: z.string(),
    productNameEn: z.string(),
    productImage: z.string(),
    unitPrice: pence(),
    quantity: integer(),
    /** what the line can still be claimed for: money no refund and no open request (return, refund only or after-sales) has taken */
    refundable: pence(),
    /** the figures of rules/claims.ts the form and the server both read the units and money left from */
    claims: z.object({ ordered: integer(), paid: pence(), refundable: pence(), heldUnits: integer(), pendingAmount: pence() }).strict(),
    /** the request open on the line (one at a time), or null */
    openAfterSaleNo: z.string().nullable(),
  })
  .strict();
export type AfterSaleEligibleLine = z.infer<typeof AfterSaleEligibleLine>;

/** What an order allows now: whether damage or a fault can be reported, until when, and per line how much. */
export const AfterSaleEligibility = z
  .object({
    orderNo: z.string(),
    orderStatus: integer(),
    /** when the after-sales period closes (AFTER_SALE_WINDOW_DAYS from delivery); null before delivery */
    closesAt: epochTime().nullable(),
    /** a request can be made now: right status, period open, a line with money left and no open request */
    canApply: z.boolean(),
    lines: z.array(AfterSaleEligibleLine),
  })
  .strict();
export type AfterSaleEligibility = z.infer<typeof AfterSaleEligibility>;
export type AfterSalePage = z.infer<typeof AfterSalePage>;
