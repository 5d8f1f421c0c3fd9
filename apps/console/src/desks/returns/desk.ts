/**
 * The two console desks that read returns and refund-only requests (docs/product.md §6): the goods owner's
 * review desk and customer service's intervention queue. Each reads its list, tab counts and detail from its
 * own route, so nobody reads a request that is not theirs; the list's tab and page live in the address.
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ReturnTab } from '@clearlot/contract/rules/returns';
import { consolePaths } from '@clearlot/browser/consolePaths';

export type ReturnDesk = 'owner' | 'agent';

export const DESK_ROUTES = {
  owner: { list: ApiPath.order.ownerReturns, counts: ApiPath.order.ownerReturnTabCounts, detail: ApiPath.order.ownerReturnDetail },
  // the agent's queue is requests in intervention; it has no tab counts of its own
  agent: { list: ApiPath.order.interventionReturns, counts: null, detail: ApiPath.order.interventionReturnDetail },
} as const;

/** The tabs each desk shows: the agent's queue is one list (requests in intervention, then decided ones). */
export const DESK_TABS: Record<ReturnDesk, readonly ReturnTab[]> = {
  owner: ['all', 'toBeConfirmed', 'awaitingShipment', 'inTransit', 'intervention', 'completed', 'closed'],
  agent: ['intervention', 'completed', 'closed'],
};

export const DEFAULT_TAB: Record<ReturnDesk, ReturnTab> = { owner: 'all', agent: 'intervention' };

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

export function listParamsOf(desk: ReturnDesk, state: ReturnListState, keep: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(keep);
  if (state.tab !== DEFAULT_TAB[desk]) params.set('tab', state.tab);
  if (state.pageNum > 1) params.set('page', String(state.pageNum));
  return params;
}

/** Where one request opens inside the console, at its desk. */
export function returnPath(desk: ReturnDesk, returnNo: string): string {
  const route = desk === 'owner' ? consolePaths.returnRequest.path : consolePaths.intervention.path;
  return route.replace(':returnNo', encodeURIComponent(returnNo));
}

/** The desk a request's console address belongs to. */
export const deskOfPath = (pathname: string): ReturnDesk => (pathname.startsWith(consolePaths.interventions.path) ? 'agent' : 'owner');

/** Pence as pounds for an amount field (2 decimals), and back to whole pence. */
export const poundsOf = (pence: number) => pence / 100;
export const penceOf = (pounds: number | null) => (pounds === null || !Number.isFinite(pounds) ? 0 : Math.round(pounds * 100));
