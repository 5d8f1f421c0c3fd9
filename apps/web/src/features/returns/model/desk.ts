/**
 * The buyer's returns and refund-only requests (docs/product.md §2 returnList and ReturnDetail): the list's
 * routes, tabs and address. The goods owner's review desk and customer service's intervention queue are in the
 * console (/console/returns, /console/interventions); the desk-keyed shape stays for the buyer's desk alone.
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ReturnTab } from '@clearlot/contract/rules/returns';

export type ReturnDesk = 'buyer';

export const DESK_ROUTES = {
  buyer: { list: ApiPath.order.returns, counts: ApiPath.order.returnTabCounts, detail: ApiPath.order.returnDetail },
} as const;

/** The tabs of the buyer's requests. */
export const DESK_TABS: Record<ReturnDesk, readonly ReturnTab[]> = {
  buyer: ['all', 'toBeConfirmed', 'awaitingShipment', 'inTransit', 'intervention', 'completed', 'closed'],
};

export const DEFAULT_TAB: Record<ReturnDesk, ReturnTab> = { buyer: 'all' };

/** The list's state as the address keeps it: ?tab=&page= (defaults left out). */
export interface ReturnListState {
  tab: ReturnTab;
  pageNum: number;
}

export function listStateOf(desk: ReturnDesk, params: URLSearchParams): ReturnListState {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    tab: DESK_TABS[desk].includes(tab as ReturnTab) ? (tab as ReturnTab) : DEFAULT_TAB[desk],
    pageNum: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function listParamsOf(desk: ReturnDesk, state: ReturnListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== DEFAULT_TAB[desk]) params.set('tab', state.tab);
  if (state.pageNum > 1) params.set('page', String(state.pageNum));
  return params;
}
