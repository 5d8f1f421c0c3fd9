/**
 * The two console desks an after-sales request is read through (docs/product.md §2 AfterSaleDetail, §6): the
 * goods owner's review desk and customer service's intervention queue, each with its own list and detail
 * route; the list's state in the address; and money typed in pounds, read as pence.
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import type { AfterSaleStatus } from '@clearlot/contract/rules/afterSales';
import { consolePaths } from '@clearlot/browser/consolePaths';

export type AfterSaleDesk = 'owner' | 'agent';

export const LIST_ROUTES = { owner: ApiPath.order.ownerAfterSales, agent: ApiPath.order.platformAfterSales } as const satisfies Record<AfterSaleDesk, string>;
export const DETAIL_ROUTES = { owner: ApiPath.order.ownerAfterSaleDetail, agent: ApiPath.order.platformAfterSaleDetail } as const satisfies Record<AfterSaleDesk, string>;

/** The status tabs of the list: all, then each status in the order a request meets them (9 is the agent's queue). */
export const LIST_STATUSES: readonly AfterSaleStatus[] = [2, 3, 4, 9, 5, 6, 7, 8];
/** The agent opens on the intervention queue; the goods owner on everything. */
export const DEFAULT_STATUS: Record<AfterSaleDesk, AfterSaleStatus | null> = { owner: null, agent: 9 };

/** The list's state as the address keeps it: ?status=&page= (defaults left out). */
export interface AfterSaleListState {
  status: AfterSaleStatus | null;
  pageNum: number;
}

export function listStateOf(desk: AfterSaleDesk, params: URLSearchParams): AfterSaleListState {
  const asked = params.get('status');
  const status = asked === 'all' ? null : (LIST_STATUSES.find((tab) => String(tab) === asked) ?? DEFAULT_STATUS[desk]);
  const page = Number(params.get('page'));
  return { status, pageNum: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

export function listParamsOf(desk: AfterSaleDesk, state: AfterSaleListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== DEFAULT_STATUS[desk]) params.set('status', state.status === null ? 'all' : String(state.status));
  if (state.pageNum > 1) params.set('page', String(state.pageNum));
  return params;
}

/** The desk an after-sales address of the console belongs to, its list and where one request opens. */
export const deskOfPath = (pathname: string): AfterSaleDesk => (pathname.startsWith(consolePaths.interventions.path) ? 'agent' : 'owner');
export const listPath = (desk: AfterSaleDesk) => (desk === 'owner' ? consolePaths.afterSales.path : consolePaths.interventionAfterSales.path);
export function afterSalePath(desk: AfterSaleDesk, afterSaleNo: string): string {
  const route = desk === 'owner' ? consolePaths.afterSale.path : consolePaths.interventionAfterSale.path;
  return route.replace(':afterSaleNo', encodeURIComponent(afterSaleNo));
}

/** Pounds as typed (e.g. 12.5) in pence, or null when it is not a positive amount of whole pence up to `max`. */
export function poundsToPence(pounds: number | null | undefined, max: number): number | null {
  if (pounds === null || pounds === undefined || !Number.isFinite(pounds)) return null;
  const pence = Math.round(pounds * 100);
  if (Math.abs(pence - pounds * 100) > 1e-6 || pence < 1 || pence > max) return null;
  return pence;
}
