/**
 * The one apply form of both kinds of request (docs/product.md §3 return and after-sales, §5 return rules):
 *
 * - a return: what the buyer needs (the goods back for a refund, or a refund only), units per order line up
 *   to what can still be returned, a reason that fits the kind, the buyer's words (required for "other"),
 *   photos and notes for the goods owner;
 * - an after-sales request: one order line, whether the goods arrived, how many units are damaged or faulty
 *   (no more than the money left to refund covers, issue 31 item 20), the money asked for them (at most what
 *   the line can still refund), how many go back (none when they never arrived), a reason (words required
 *   for "other") and photos.
 *
 * Each page's form values start here, change together here (a new line or unit count moves the amount) and
 * become the body the contract's schema (ApplyReturnBody, ApplyAfterSaleBody) checks before it is sent.
 */
import { AFTER_SALE_REASON_CODES, type AfterSaleReasonCode, AfterSaleReasons, ReceiptStatus } from '@clearlot/contract/rules/afterSales';
import { claimableUnits } from '@clearlot/contract/rules/claims';
import { RETURN_REASON_CODES, type ReturnKind, type ReturnReasonCode, ReturnReasons, reasonFitsKind } from '@clearlot/contract/rules/returns';
import type { AfterSaleEligibility, AfterSaleEligibleLine, ApplyAfterSaleInput } from '@clearlot/contract/schemas/afterSales';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import type { ApplyReturnInput, ReturnableLine, ReturnableOrder } from '@clearlot/contract/schemas/returns';
import { poundsToPence } from '@clearlot/contract/format/money';
import type { Bilingual } from '@clearlot/contract/messages';

/** What an order allows the buyer to ask for now, by kind. */
export type ApplySource = { kind: 'return'; order: ReturnableOrder } | { kind: 'afterSale'; order: AfterSaleEligibility };

export type RequestReason = ReturnReasonCode | AfterSaleReasonCode;

/** The form's values; each kind's page uses the fields of its kind and the shared ones. */
export interface ApplyValues {
  // ---- a return ----
  returnKind: ReturnKind;
  /** units asked per order line, in the order's line order; 0 = not asked */
  quantities: number[];
  /** notes for the goods owner */
  notes: string;
  // ---- an after-sales request ----
  orderItemId: number | null;
  receiptStatus: ReceiptStatus;
  applyQuantity: number;
  /** pounds as typed */
  applyAmount: string;
  returnQuantity: number;
  // ---- both ----
  reason: RequestReason | null;
  /** the buyer's own words: a return's reasonText, an after-sales request's description */
  words: string;
  photos: AttachedFile[];
}

// ---- returns ----

/** The reasons offered for a kind of return, in the contract's order. */
export const returnReasonsFor = (kind: ReturnKind): ReturnReasonCode[] => RETURN_REASON_CODES.filter((code) => reasonFitsKind(code, kind));

/** The reasons a form offers, with their names. */
export function reasonChoices(source: ApplySource['kind'], returnKind: ReturnKind): Array<{ code: RequestReason; name: Bilingual }> {
  if (source === 'afterSale') return AFTER_SALE_REASON_CODES.map((code) => ({ code, name: AfterSaleReasons[code] }));
  return returnReasonsFor(returnKind).map((code) => ({ code, name: { en: ReturnReasons[code].en, zh: ReturnReasons[code].zh } }));
}

/** Changing what the buyer needs drops a reason that does not fit it. */
export function reasonAfterKindChange(reason: RequestReason | null, kind: ReturnKind): RequestReason | null {
  return reason !== null && reason in ReturnReasons && reasonFitsKind(reason as ReturnReasonCode, kind) ? reason : null;
}

/** A quantity kept between 0 and what the line can still return. */
export function clampQuantity(line: Pick<ReturnableLine, 'returnableQuantity'>, wanted: number | null): number {
  if (wanted === null || !Number.isFinite(wanted)) return 0;
  return Math.min(line.returnableQuantity, Math.max(0, Math.floor(wanted)));
}

/** What the refund asked for will be at most: each chosen line's share of what it was paid (the server rounds each). */
export function estimatedRefund(lines: readonly ReturnableLine[], quantities: readonly number[]): number {
  return lines.reduce((sum, line, index) => sum + Math.floor((line.lineTotal * (quantities[index] ?? 0)) / line.quantity), 0);
}

// ---- after-sales ----

/**
 * Units of the line a request may be about: those no other request holds, and no more than the money
 * left to refund covers (the contract's rule, which the server applies too).
 */
export const unitsLeft = (line: AfterSaleEligibleLine) => claimableUnits(line.claims);

/** Lines a request can be made on now: money and units left and no request open. */
export const claimable = (line: AfterSaleEligibleLine) => line.refundable > 0 && unitsLeft(line) > 0 && line.openAfterSaleNo === null;

/** What a number of units would be asked for by default: their price, never more than the line can still refund. */
export const suggestedAmount = (line: AfterSaleEligibleLine, quantity: number) => Math.min(line.refundable, line.unitPrice * quantity);

/** Pence as an amount field shows them: 1250 → '12.50'. */
export const poundsText = (pence: number) => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;

const POUNDS_TYPED = /^£?\s*\d+(\.\d{1,2})?$/;

/** Pounds as typed → whole pence; null when it is not a positive amount of whole pence up to `max`. */
export function typedPence(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!POUNDS_TYPED.test(trimmed)) return null;
  const pence = poundsToPence(trimmed);
  return pence === null || pence < 1 || pence > max ? null : pence;
}

/** The after-sales fields for another line: one unit, its suggested amount, nothing going back. */
export function withLine(line: AfterSaleEligibleLine): Pick<ApplyValues, 'orderItemId' | 'applyQuantity' | 'applyAmount' | 'returnQuantity'> {
  return { orderItemId: line.orderItemId, applyQuantity: 1, returnQuantity: 0, applyAmount: poundsText(suggestedAmount(line, 1)) };
}

/** Another unit count: kept within the units left to claim, the amount following it, no more going back than asked about. */
export function withQuantity(line: AfterSaleEligibleLine, wanted: number | null, returnQuantity: number): Pick<ApplyValues, 'applyQuantity' | 'applyAmount' | 'returnQuantity'> {
  const applyQuantity = Math.min(Math.max(1, unitsLeft(line)), Math.max(1, Math.floor(wanted ?? 1)));
  return { applyQuantity, applyAmount: poundsText(suggestedAmount(line, applyQuantity)), returnQuantity: Math.min(returnQuantity, applyQuantity) };
}

/** Goods that never arrived cannot be sent back. */
export const returnQuantityOnReceipt = (receiptStatus: ReceiptStatus, returnQuantity: number) => (receiptStatus === ReceiptStatus.NotReceived ? 0 : returnQuantity);

// ---- both ----

/** A new form: a return starts with everything left of the line the buyer came from; an after-sales request on that line, or the only one that can be claimed. */
export function initialApplyValues(source: ApplySource, fromItemId: number | null): ApplyValues {
  const blank: ApplyValues = {
    returnKind: 1,
    quantities: [],
    notes: '',
    orderItemId: null,
    receiptStatus: ReceiptStatus.Received,
    applyQuantity: 1,
    applyAmount: '',
    returnQuantity: 0,
    reason: null,
    words: '',
    photos: [],
  };
  if (source.kind === 'return') {
    return { ...blank, quantities: source.order.lines.map((line) => (line.orderItemId === fromItemId ? line.returnableQuantity : 0)) };
  }
  const open = source.order.lines.filter(claimable);
  const line = open.find((candidate) => candidate.orderItemId === fromItemId) ?? (open.length === 1 ? open[0] : undefined);
  return line ? { ...blank, ...withLine(line) } : blank;
}

/** A rule of the form the contract's schema cannot word for the buyer: what is missing, in the form's own words. */
export type ApplyProblem = 'noLines' | 'line' | 'quantity' | 'amount' | 'reason' | 'words';

/** The form field each problem is shown on. */
export const PROBLEM_FIELD: Record<ApplyProblem, keyof ApplyValues> = {
  noLines: 'quantities',
  line: 'orderItemId',
  quantity: 'applyQuantity',
  amount: 'applyAmount',
  reason: 'reason',
  words: 'words',
};

export function applyProblems(source: ApplySource, values: ApplyValues): ApplyProblem[] {
  const problems: ApplyProblem[] = [];
  if (source.kind === 'return') {
    if (!values.quantities.some((quantity) => quantity > 0)) problems.push('noLines');
  } else {
    const line = source.order.lines.find((candidate) => candidate.orderItemId === values.orderItemId);
    if (!line || !claimable(line)) problems.push('line');
    else if (values.applyQuantity > unitsLeft(line)) problems.push('quantity');
    else if (typedPence(values.applyAmount, line.refundable) === null) problems.push('amount');
  }
  if (values.reason === null) problems.push('reason');
  else if (values.reason === 'other' && values.words.trim() === '') problems.push('words');
  return problems;
}

/** A return's apply body, for ApplyReturnBody to check: the lines asked for, in the order's line order. */
export function returnBody(order: Pick<ReturnableOrder, 'orderNo' | 'lines'>, values: ApplyValues, clientKey: string): ApplyReturnInput {
  return {
    clientKey,
    orderNo: order.orderNo,
    kind: values.returnKind,
    lines: order.lines.map((line, index) => ({ orderItemId: line.orderItemId, quantity: values.quantities[index] ?? 0 })).filter((line) => line.quantity > 0),
    reason: values.reason as ReturnReasonCode,
    reasonText: values.words.trim(),
    photos: values.photos,
    notes: values.notes.trim(),
  };
}

/** An after-sales request's apply body, for ApplyAfterSaleBody to check. */
export function afterSaleBody(order: Pick<AfterSaleEligibility, 'orderNo'>, values: ApplyValues, clientKey: string): ApplyAfterSaleInput {
  return {
    clientKey,
    orderNo: order.orderNo,
    orderItemId: values.orderItemId ?? 0,
    receiptStatus: values.receiptStatus,
    applyQuantity: values.applyQuantity,
    returnQuantity: values.returnQuantity,
    applyAmount: poundsToPence(values.applyAmount.trim()) ?? 0,
    reason: values.reason as AfterSaleReasonCode,
    description: values.words.trim(),
    photos: values.photos,
  };
}

/** The form field a field of the apply body (as the contract's schema or the server names it) is shown on. */
export function formFieldOf(path: string): keyof ApplyValues | null {
  const field = path.split('.')[0] ?? '';
  const fields: Record<string, keyof ApplyValues> = {
    lines: 'quantities',
    kind: 'returnKind',
    reasonText: 'words',
    description: 'words',
    reason: 'reason',
    photos: 'photos',
    notes: 'notes',
    orderItemId: 'orderItemId',
    receiptStatus: 'receiptStatus',
    applyQuantity: 'applyQuantity',
    applyAmount: 'applyAmount',
    returnQuantity: 'returnQuantity',
  };
  return fields[field] ?? null;
}
