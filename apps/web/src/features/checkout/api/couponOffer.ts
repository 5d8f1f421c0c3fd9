import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CouponOffer, CouponOfferBody, DeliveryType, OrderType } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

/** The buyer's coupons for these lines (usable first) and the best choice; keyed under 'coupons' so a claim or an order refreshes it. */
export function useCouponOffer(cartItemIds: readonly number[], addressId: number | null, deliveryType: DeliveryType, orderType: OrderType) {
  const body: CouponOfferBody = { cartItemIds: [...cartItemIds], addressId: addressId ?? undefined, deliveryType, orderType };
  return useQuery({
    queryKey: ['coupons', 'offer', body] as const,
    queryFn: (): Promise<CouponOffer> => api.post(ApiPath.order.couponOffer, body, { loading: false, notify: false }),
    enabled: cartItemIds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
