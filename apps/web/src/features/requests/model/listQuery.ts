/**
 * The buyer's list of requests of one kind (docs/product.md §2 returnList and AfterSale) as its address keeps
 * it: returns by the server's status tabs (?tab=&page=), after-sales requests by one §4 status
 * (?status=&page=); defaults are left out. The goods owner's and customer service's lists are in the console.
 */
import { AfterSaleStatus } from '@clearlot/contract/rules/afterSales';
import type { ReturnTab } from '@clearlot/contract/rules/returns';
import type { AfterSaleListBody } from '@clearlot/contract/schemas/afterSales';
import type { ReturnListInput } from '@clearlot/contract/schemas/returns';
import type { RequestKind } from './request';

export const ALL_TAB = 'all';

/** The tabs of a return list: everything, then the statuses as a request meets them. */
export const RETURN_LIST_TABS: readonly ReturnTab[] = ['all', 'toBeConfirmed', 'awaitingShipment', 'inTransit', 'intervention', 'completed', 'closed'];
/** The tabs of an after-sales list: everything, then each status in the order a request meets them. */
export const AFTER_SALE_LIST_STATUSES: readonly AfterSaleStatus[] = [
  AfterSaleStatus.ToBeConfirmed,
  AfterSaleStatus.PendingShipment,
  AfterSaleStatus.InTransit,
  AfterSaleStatus.PlatformIntervention,
  AfterSaleStatus.AwaitingReceipt,
  AfterSaleStatus.Completed,
  AfterSaleStatus.ReviewRejected,
  AfterSaleStatus.Cancelled,
];

/** The keys of a kind's tabs: a return tab's name, or `all` and an after-sales status as digits. */
export const LIST_TABS: Record<RequestKind, readonly string[]> = {
  return: RETURN_LIST_TABS,
  afterSale: [ALL_TAB, ...AFTER_SALE_LIST_STATUSES.map(String)],
};

/** The address parameter each kind keeps its tab in. */
const TAB_PARAM: Record<RequestKind, string> = { return: 'tab', afterSale: 'status' };

export interface RequestListState {
  kind: RequestKind;
  tab: string;
  pageNum: number;
}

export function listStateOf(kind: RequestKind, params: URLSearchParams): RequestListState {
  const tab = params.get(TAB_PARAM[kind]) ?? ALL_TAB;
  const page = Number(params.get('page'));
  return {
    kind,
    tab: LIST_TABS[kind].includes(tab) ? tab : ALL_TAB,
    pageNum: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function listParamsOf(state: RequestListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== ALL_TAB) params.set(TAB_PARAM[state.kind], state.tab);
  if (state.pageNum > 1) params.set('page', String(state.pageNum));
  return params;
}

/** What the list asks the server for, by kind. */
export type ListRequest = { kind: 'return'; body: ReturnListInput } | { kind: 'afterSale'; body: Partial<AfterSaleListBody> };

export function listRequestOf(state: RequestListState, pageSize: number): ListRequest {
  if (state.kind === 'return') return { kind: 'return', body: { tab: state.tab as ReturnTab, pageNum: state.pageNum, pageSize } };
  const status = state.tab === ALL_TAB ? {} : { status: Number(state.tab) as AfterSaleStatus };
  return { kind: 'afterSale', body: { ...status, pageNum: state.pageNum, pageSize } };
}
