/**
 * My coupons keeps its tab and page in the address (`?tab=used&page=2`), so back, refresh and a
 * shared link show the same list; anything unreadable falls back to the first page of usable ones.
 */
import { MY_COUPON_TABS, type MyCouponTab } from '@clearlot/contract/rules/coupon';
import type { MyCouponsInput } from '@clearlot/contract/schemas/coupon';

export const MY_COUPONS_PAGE_SIZE = 10;

export interface MyCouponsState {
  tab: MyCouponTab;
  pageNum: number;
}

export function myCouponsStateOf(params: URLSearchParams): MyCouponsState {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    tab: (MY_COUPON_TABS as readonly string[]).includes(tab ?? '') ? (tab as MyCouponTab) : 'usable',
    pageNum: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function myCouponsParamsOf(state: MyCouponsState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'usable') params.set('tab', state.tab);
  if (state.pageNum > 1) params.set('page', String(state.pageNum));
  return params;
}

export const myCouponsBodyOf = (state: MyCouponsState): MyCouponsInput => ({ tab: state.tab, pageNum: state.pageNum, pageSize: MY_COUPONS_PAGE_SIZE });
