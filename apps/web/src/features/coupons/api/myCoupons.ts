import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MyCouponPage, MyCouponsInput } from '@clearlot/contract/schemas/coupon';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { couponKeys } from './queryKeys';

export function fetchMyCoupons(body: MyCouponsInput): Promise<MyCouponPage> {
  return api.post(ApiPath.order.myCoupons, body, { loading: false });
}

/** One tab of the buyer's coupons with every tab's count; the last page stays while the next loads. */
export function useMyCoupons(body: MyCouponsInput) {
  return useQuery({ queryKey: couponKeys.mine(body), queryFn: () => fetchMyCoupons(body), placeholderData: keepPreviousData });
}
