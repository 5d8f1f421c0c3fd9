/**
 * The My Orders page keeps its state in the address (tab, search words, page, page size) so
 * back, refresh and shared links show the same list.
 */
import type { OrderTab } from '@clearlot/contract/rules/order';
import type { OrderListInput } from '@clearlot/contract/schemas/order';
import { tabFromQuery } from './orderTabs';

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
const KEYWORD_MAX = 100;

export interface OrderListState {
  tab: OrderTab;
  refundsNote: boolean;
  keyword: string;
  pageNum: number;
  pageSize: number;
}

function positiveInt(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 10_000 ? number : fallback;
}

export function listStateOf(params: URLSearchParams): OrderListState {
  const { tab, refundsNote } = tabFromQuery(params);
  const size = positiveInt(params.get('size'), DEFAULT_PAGE_SIZE);
  return {
    tab,
    refundsNote,
    keyword: (params.get('q') ?? '').trim().slice(0, KEYWORD_MAX),
    pageNum: positiveInt(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function listBodyOf(state: OrderListState): OrderListInput {
  return { tab: state.tab, keyword: state.keyword, pageNum: state.pageNum, pageSize: state.pageSize };
}

/** The address for a new state; defaults are left out, the quick link's refunds note is kept while it applies. */
export function listParamsOf(state: Omit<OrderListState, 'refundsNote'>, keepRefundsNote = false): URLSearchParams {
  const params = new URLSearchParams();
  if (keepRefundsNote) {
    params.set('type', '1');
    params.set('status', '7');
  } else if (state.tab !== 'all') {
    params.set('tab', state.tab);
  }
  if (state.keyword) params.set('q', state.keyword);
  if (state.pageNum > 1) params.set('page', String(state.pageNum));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}
