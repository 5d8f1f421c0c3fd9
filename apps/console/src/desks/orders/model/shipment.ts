/**
 * The shipping dialog's entries → the ShipOrderBody the server takes, checked with the contract
 * schema (docs/product.md §5: at least one item, a tracking number for every item shipped). Problems come
 * back keyed `${itemId}.trackingNo` / `${itemId}.logisticsCompany`, or `items` when nothing is chosen.
 */
import type { Bilingual } from '@clearlot/contract/messages';
import { describeIssue } from '@clearlot/contract/issues';
import { ShipOrderBody } from '@clearlot/contract/schemas/order';

export interface ShipmentEntry {
  itemId: number;
  trackingNo: string;
  logisticsCompany: string;
}

export type ShipmentCheck = { ok: true; body: ShipOrderBody } | { ok: false; problems: Record<string, Bilingual> };

export function checkShipment(orderNo: string, entries: ShipmentEntry[]): ShipmentCheck {
  const result = ShipOrderBody.safeParse({
    orderNo,
    items: entries.map((entry) => ({ itemId: entry.itemId, trackingNo: entry.trackingNo, logisticsCompany: entry.logisticsCompany.trim() })),
  });
  if (result.success) return { ok: true, body: result.data };
  const problems: Record<string, Bilingual> = {};
  for (const issue of result.error.issues) {
    const [first, index, field] = issue.path;
    const entry = typeof index === 'number' ? entries[index] : undefined;
    const key = first === 'items' && entry && typeof field === 'string' ? `${entry.itemId}.${field}` : first === 'items' ? 'items' : 'orderNo';
    problems[key] ??= describeIssue(issue);
  }
  return { ok: false, problems };
}

type Parcel = { trackingNo: string; logisticsCompany: string };

/**
 * What the dialog shows under its fields once the owner has tried to ship: the problems of the
 * entries as they are now, so a message goes as soon as its field is filled (and comes back if it is
 * emptied again). With one parcel for all, the first chosen item's problems show on the shared fields
 * (`shared.trackingNo`, `shared.logisticsCompany`).
 */
export function shipmentProblems(orderNo: string, chosen: number[], perItem: Record<number, Parcel>, shared: Parcel | null): Record<string, Bilingual> {
  const check = checkShipment(orderNo, entriesFor(chosen, perItem, shared));
  if (check.ok) return {};
  const first = chosen[0];
  if (!shared || first === undefined) return check.problems;
  const shown = { ...check.problems };
  for (const field of ['trackingNo', 'logisticsCompany'] as const) {
    const problem = check.problems[`${first}.${field}`];
    if (problem) shown[`shared.${field}`] = problem;
  }
  return shown;
}

/** One parcel for every chosen item: the same tracking number and carrier on each line. */
export function entriesFor(chosen: number[], perItem: Record<number, Parcel>, shared: Parcel | null): ShipmentEntry[] {
  return chosen.map((itemId) => ({ itemId, ...(shared ?? perItem[itemId] ?? { trackingNo: '', logisticsCompany: '' }) }));
}
