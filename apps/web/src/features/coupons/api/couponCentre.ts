import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CentreCoupon } from '@clearlot/contract/schemas/coupon';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { useSession } from '../../../shared/session/session';
import { couponKeys } from './queryKeys';

export function fetchCouponCentre(): Promise<CentreCoupon[]> {
  return api.post(ApiPath.order.couponCentre, {}, { loading: false });
}

/**
 * The running coupons, read per reader (the copies they hold); a signed-in reader's once their
 * account is known, so a visitor's answer is never shown as theirs.
 */
export function useCouponCentre() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: couponKeys.centre(user?.id ?? null),
    queryFn: fetchCouponCentre,
    enabled: !token || user !== null,
    placeholderData: keepPreviousData,
  });
}
