/**
 * The desks of the storefront that read returns and refund-only requests (docs/product.md §2 returnList and
 * ReturnDetail, §6 the platform steps in): the buyer's own requests and the customer-service agent's
 * intervention queue. Each reads its list, tab counts and detail from its own route, so nobody reads a
 * request that is not theirs. The goods owner's review desk is in the console (/console/returns).
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ReturnTab } from '@clearlot/contract/rules/returns';
import { paths } from '../../../shared/paths';

export type ReturnDesk = 'buyer' | 'agent';
/** The desk a request's detail address belongs to (paths.returnDetail writes one per desk). */
export function deskOfDetailPath(pathname: string): ReturnDesk {
  const path = pathname.toLowerCase();
  if (path.startsWith(paths.interventionDetail.path.toLowerCase())) return 'agent';
  return 'buyer';
}

export const DESK_ROUTES = {
  buyer: { list: ApiPath.order.returns, counts: ApiPath.order.returnTabCounts, detail: ApiPath.order.returnDetail },
  // the agent's queue is requests in intervention; it has no tab counts of its own
  agent: { list: ApiPath.order.interventionReturns, counts: null, detail: ApiPath.order.interventionReturnDetail },
} as const;

/** The tabs each desk shows: the agent's queue is one list (requests in intervention, then decided ones). */
export const DESK_TABS: Record<ReturnDesk, readonly ReturnTab[]> = {
  buyer: ['all', 'toBeConfirmed', 'awaitingShipment', 'inTransit', 'intervention', 'completed', 'closed'],
  agent: ['intervention', 'completed', 'closed'],
};

export const DEFAULT_TAB: Record<ReturnDesk, ReturnTab> = { buyer: 'all', agent: 'intervention' };

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
