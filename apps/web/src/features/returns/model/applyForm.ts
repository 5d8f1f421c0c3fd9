/**
 * The apply page's form (docs/product.md §2 ApplyAfterSale, §5 return rules): the kind, a quantity
 * per order line up to what can still be returned, a reason that fits the kind, the buyer's words
 * (required for "other"), photos and notes. Turned into the apply body, or the problems to show.
 */
import { RETURN_REASON_CODES, type ReturnKind, type ReturnReasonCode, reasonFitsKind } from '@clearlot/contract/rules/returns';
import type { ApplyReturnInput, ReturnableLine } from '@clearlot/contract/schemas/returns';
import type { AttachedFile } from '@clearlot/contract/schemas/file';

export interface ApplyForm {
  kind: ReturnKind;
  /** units asked per order line id; 0 = not asked */
  quantities: Record<number, number>;
  reason: ReturnReasonCode | null;
  reasonText: string;
  photos: AttachedFile[];
  notes: string;
}

export type ApplyProblem = 'noLines' | 'reason' | 'reasonText';

/** A new form: the line the buyer came from (if any) with everything left of it; other lines at 0. */
export function initialApplyForm(lines: readonly ReturnableLine[], fromItemId: number | null): ApplyForm {
  const quantities: Record<number, number> = {};
  for (const line of lines) quantities[line.orderItemId] = line.orderItemId === fromItemId ? line.returnableQuantity : 0;
  return { kind: 1, quantities, reason: null, reasonText: '', photos: [], notes: '' };
}

/** The reasons offered for a kind, in the contract's order. */
export const reasonsFor = (kind: ReturnKind): ReturnReasonCode[] => RETURN_REASON_CODES.filter((code) => reasonFitsKind(code, kind));

/** Changing the kind drops a reason that does not fit the new one. */
export function withKind(form: ApplyForm, kind: ReturnKind): ApplyForm {
  return { ...form, kind, reason: form.reason && reasonFitsKind(form.reason, kind) ? form.reason : null };
}

/** A quantity kept between 0 and what the line can still return. */
export function clampQuantity(line: Pick<ReturnableLine, 'returnableQuantity'>, wanted: number | null): number {
  if (wanted === null || !Number.isFinite(wanted)) return 0;
  return Math.min(line.returnableQuantity, Math.max(0, Math.floor(wanted)));
}

export function applyProblems(form: ApplyForm): ApplyProblem[] {
  const problems: ApplyProblem[] = [];
  if (!Object.values(form.quantities).some((quantity) => quantity > 0)) problems.push('noLines');
  if (form.reason === null) problems.push('reason');
  else if (form.reason === 'other' && form.reasonText.trim() === '') problems.push('reasonText');
  return problems;
}

/** What the refund asked for will be at most: each chosen line's share of what it was paid (the server rounds each). */
export function estimatedRefund(lines: readonly ReturnableLine[], form: ApplyForm): number {
  return lines.reduce((sum, line) => sum + Math.floor((line.lineTotal * (form.quantities[line.orderItemId] ?? 0)) / line.quantity), 0);
}

/** The apply body; call only when applyProblems is empty. */
export function applyBody(orderNo: string, form: ApplyForm, clientKey: string): ApplyReturnInput {
  return {
    clientKey,
    orderNo,
    kind: form.kind,
    lines: Object.entries(form.quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([orderItemId, quantity]) => ({ orderItemId: Number(orderItemId), quantity })),
    reason: form.reason!,
    reasonText: form.reasonText.trim(),
    photos: form.photos,
    notes: form.notes.trim(),
  };
}
