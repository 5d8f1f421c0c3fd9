/**
 * The three desks an after-sales request is read through (docs/product.md §2 AfterSaleDetail, §6):
 * the buyer's, the goods owner's and customer service's, each with its own detail route; and the
 * money typed in the decision dialog, read as pence.
 */
import * as ApiPath from '@clearlot/contract/api/paths';

export type AfterSaleDesk = 'buyer' | 'owner' | 'agent';

export const isAfterSaleDesk = (value: string | null): value is AfterSaleDesk => value === 'buyer' || value === 'owner' || value === 'agent';

export const DETAIL_ROUTES = {
  buyer: ApiPath.order.afterSaleDetail,
  owner: ApiPath.order.ownerAfterSaleDetail,
  agent: ApiPath.order.platformAfterSaleDetail,
} as const satisfies Record<AfterSaleDesk, string>;

/** Pounds as typed (e.g. 12.5) in pence, or null when it is not a positive amount of whole pence up to `max`. */
export function poundsToPence(pounds: number | null | undefined, max: number): number | null {
  if (pounds === null || pounds === undefined || !Number.isFinite(pounds)) return null;
  const pence = Math.round(pounds * 100);
  if (Math.abs(pence - pounds * 100) > 1e-6 || pence < 1 || pence > max) return null;
  return pence;
}
