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

/** One parcel for every chosen item: the same tracking number and carrier on each line. */
export function entriesFor(chosen: number[], perItem: Record<number, { trackingNo: string; logisticsCompany: string }>, shared: { trackingNo: string; logisticsCompany: string } | null): ShipmentEntry[] {
  return chosen.map((itemId) => ({ itemId, ...(shared ?? perItem[itemId] ?? { trackingNo: '', logisticsCompany: '' }) }));
}
