/**
 * The buyer's after-sales requests (docs/product.md §2 AfterSaleDetail): the list and detail routes, the
 * list's state in the address, and money typed in pounds, read as pence. The goods owner's and customer
 * service's desks are in the console, where the `desk=owner` and `desk=agent` addresses lead; the desk-keyed
 * shape stays for the buyer's desk alone.
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import type { AfterSaleStatus } from '@clearlot/contract/rules/afterSales';

export type AfterSaleDesk = 'buyer';

export const isAfterSaleDesk = (value: string | null): value is AfterSaleDesk => value === 'buyer';

export const LIST_ROUTES = {
  buyer: ApiPath.order.afterSales,
} as const satisfies Record<AfterSaleDesk, string>;

/** The status tabs of the list: all, then each status in the order a request meets them. */
export const LIST_STATUSES: readonly AfterSaleStatus[] = [2, 3, 4, 9, 5, 6, 7, 8];
/** The list opens on everything. */
export const DEFAULT_STATUS: Record<AfterSaleDesk, AfterSaleStatus | null> = { buyer: null };

/** The list's state as the address keeps it: ?desk=&status=&page= (defaults left out). */
export interface AfterSaleListState {
  desk: AfterSaleDesk;
  status: AfterSaleStatus | null;
  pageNum: number;
}

/** `all`, one of the tabs' statuses, or the desk's default for anything else. */
function statusOf(param: string | null, desk: AfterSaleDesk): AfterSaleStatus | null {
  if (param === 'all') return null;
  const status = LIST_STATUSES.find((tab) => String(tab) === param);
  return status ?? DEFAULT_STATUS[desk];
}

export function listStateOf(params: URLSearchParams): AfterSaleListState {
  const deskParam = params.get('desk');
  const desk: AfterSaleDesk = isAfterSaleDesk(deskParam) ? deskParam : 'buyer';
  const page = Number(params.get('page'));
  return {
    desk,
    status: statusOf(params.get('status'), desk),
    pageNum: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function listParamsOf(state: AfterSaleListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.desk !== 'buyer') params.set('desk', state.desk);
  if (state.status !== DEFAULT_STATUS[state.desk]) params.set('status', state.status === null ? 'all' : String(state.status));
  if (state.pageNum > 1) params.set('page', String(state.pageNum));
  return params;
}

export const DETAIL_ROUTES = {
  buyer: ApiPath.order.afterSaleDetail,
} as const satisfies Record<AfterSaleDesk, string>;

/** Pounds as typed (e.g. 12.5) in pence, or null when it is not a positive amount of whole pence up to `max`. */
export function poundsToPence(pounds: number | null | undefined, max: number): number | null {
  if (pounds === null || pounds === undefined || !Number.isFinite(pounds)) return null;
  const pence = Math.round(pounds * 100);
  if (Math.abs(pence - pounds * 100) > 1e-6 || pence < 1 || pence > max) return null;
  return pence;
}
