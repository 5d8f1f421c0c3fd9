import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerCoupon } from '@clearlot/contract/schemas/coupon';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { couponKeys } from './queryKeys';

/** Claims a copy; a refusal (all claimed, at the limit, ended) is shown as the server's warning. */
export function claimCoupon(couponId: number): Promise<BuyerCoupon> {
  return api.post(ApiPath.order.claimCoupon, { couponId });
}

export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCoupon,
    // also after a refusal: the centre's counts have moved on
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
