import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponCodeBody, CouponCodeResult } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

/**
 * A coupon code typed at checkout (issue 34 item 4): the server claims a copy for the buyer and answers the basket's
 * offer holding it. Its refusals are shown beside the box (not as a warning), so the buyer reads why next to what they typed.
 */
export function useApplyCouponCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponCodeBody): Promise<CouponCodeResult> => api.post(ApiPath.order.couponCode, body, { loading: false, notify: false }),
    // the offer, the centre and My coupons now hold the new copy
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coupons'] }),
  });
}
