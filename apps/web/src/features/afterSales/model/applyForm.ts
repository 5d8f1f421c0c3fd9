/**
 * The after-sales form (docs/product.md §3 after-sales): one order line, whether the goods arrived,
 * how many units are damaged or faulty, the money asked for them (at most what the line can still
 * refund), how many go back (none when they never arrived), a reason (the buyer's words required for
 * "other") and photos. Turned into the apply body, or the problems to show.
 */
import { type AfterSaleReasonCode, ReceiptStatus } from '@clearlot/contract/rules/afterSales';
import { claimableUnits } from '@clearlot/contract/rules/claims';
import type { AfterSaleEligibleLine, ApplyAfterSaleInput } from '@clearlot/contract/schemas/afterSales';
import type { AttachedFile } from '@clearlot/contract/schemas/file';

export interface AfterSaleForm {
  orderItemId: number | null;
  receiptStatus: ReceiptStatus;
  applyQuantity: number;
  /** pence asked; null while the typed amount is not a valid one */
  applyAmount: number | null;
  returnQuantity: number;
  reason: AfterSaleReasonCode | null;
  description: string;
  photos: AttachedFile[];
}

export type AfterSaleProblem = 'line' | 'quantity' | 'amount' | 'reason' | 'description';

/**
 * Units of the line a request may be about: those no other request holds, and no more than the money
 * left to refund covers (the contract's rule, which the server applies too).
 */
export const unitsLeft = (line: AfterSaleEligibleLine) => claimableUnits(line.claims);

/** Lines a request can be made on now: money and units left and no request open. */
export const claimable = (line: AfterSaleEligibleLine) => line.refundable > 0 && unitsLeft(line) > 0 && line.openAfterSaleNo === null;

/** What a number of units would be asked for by default: their price, never more than the line can still refund. */
export const suggestedAmount = (line: AfterSaleEligibleLine, quantity: number) => Math.min(line.refundable, line.unitPrice * quantity);

/** A new form on the line the buyer came from (when it can be claimed), or the only claimable line. */
export function initialAfterSaleForm(lines: readonly AfterSaleEligibleLine[], fromItemId: number | null): AfterSaleForm {
  const open = lines.filter(claimable);
  const line = open.find((candidate) => candidate.orderItemId === fromItemId) ?? (open.length === 1 ? open[0] : undefined);
  return {
    orderItemId: line?.orderItemId ?? null,
    receiptStatus: ReceiptStatus.Received,
    applyQuantity: 1,
    applyAmount: line ? suggestedAmount(line, 1) : null,
    returnQuantity: 0,
    reason: null,
    description: '',
    photos: [],
  };
}

/** Another line: quantities back to one unit and the amount to its suggestion. */
export function withLine(form: AfterSaleForm, line: AfterSaleEligibleLine): AfterSaleForm {
  return { ...form, orderItemId: line.orderItemId, applyQuantity: 1, returnQuantity: 0, applyAmount: suggestedAmount(line, 1) };
}

/** Another unit count: kept within the units left to claim, the amount following it, no more going back than asked about. */
export function withQuantity(form: AfterSaleForm, line: AfterSaleEligibleLine, wanted: number | null): AfterSaleForm {
  const applyQuantity = Math.min(Math.max(1, unitsLeft(line)), Math.max(1, Math.floor(wanted ?? 1)));
  return { ...form, applyQuantity, applyAmount: suggestedAmount(line, applyQuantity), returnQuantity: Math.min(form.returnQuantity, applyQuantity) };
}

/** Goods that never arrived cannot be sent back. */
export function withReceipt(form: AfterSaleForm, receiptStatus: ReceiptStatus): AfterSaleForm {
  return { ...form, receiptStatus, returnQuantity: receiptStatus === ReceiptStatus.NotReceived ? 0 : form.returnQuantity };
}

export function afterSaleProblems(form: AfterSaleForm, line: AfterSaleEligibleLine | undefined): AfterSaleProblem[] {
  const problems: AfterSaleProblem[] = [];
  if (!line || !claimable(line)) problems.push('line');
  else if (form.applyQuantity > unitsLeft(line)) problems.push('quantity');
  else if (form.applyAmount === null || form.applyAmount < 1 || form.applyAmount > line.refundable) problems.push('amount');
  if (form.reason === null) problems.push('reason');
  else if (form.reason === 'other' && form.description.trim() === '') problems.push('description');
  return problems;
}

/** The apply body; call only when afterSaleProblems is empty. */
export function afterSaleBody(orderNo: string, form: AfterSaleForm, clientKey: string): ApplyAfterSaleInput {
  return {
    clientKey,
    orderNo,
    orderItemId: form.orderItemId!,
    receiptStatus: form.receiptStatus,
    applyQuantity: form.applyQuantity,
    returnQuantity: form.returnQuantity,
    applyAmount: form.applyAmount!,
    reason: form.reason!,
    description: form.description.trim(),
    photos: form.photos,
  };
}
