/**
 * The coupons desk through the order service (issue 34 item 4): coupons by code or name, one coupon with its
 * redemptions, and operations's moves (issue, change, pause, resume). A move refreshes every coupons query.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { Category } from '@clearlot/contract/schemas/catalogue';
import type { CreateCouponBody, DeskCouponListBody, UpdateCouponBody } from '@clearlot/contract/schemas/coupon';
import { api } from '@clearlot/browser/http/client';

export const COUPON_PAGE_SIZE = 20;
export const REDEMPTION_PAGE_SIZE = 20;

const couponKeys = {
  all: ['deskCoupons'] as const,
  list: (body: DeskCouponListBody) => ['deskCoupons', 'list', body] as const,
  detail: (couponId: number) => ['deskCoupons', 'detail', couponId] as const,
  redemptions: (couponId: number, pageNum: number) => ['deskCoupons', 'redemptions', couponId, pageNum] as const,
};

export function useDeskCoupons(body: DeskCouponListBody) {
  return useQuery({ queryKey: couponKeys.list(body), queryFn: () => api.post(ApiPath.order.deskCoupons, body, { loading: false }), placeholderData: keepPreviousData });
}

export function useDeskCoupon(couponId: number) {
  return useQuery({
    queryKey: couponKeys.detail(couponId),
    queryFn: () => api.post(ApiPath.order.deskCouponDetail, { couponId }, { loading: false, notify: false }),
    enabled: couponId > 0,
    retry: false,
  });
}

export function useRedemptions(couponId: number, pageNum: number) {
  return useQuery({
    queryKey: couponKeys.redemptions(couponId, pageNum),
    queryFn: () => api.post(ApiPath.order.deskCouponRedemptions, { couponId, pageNum, pageSize: REDEMPTION_PAGE_SIZE }, { loading: false }),
    enabled: couponId > 0,
    placeholderData: keepPreviousData,
  });
}

/** The goods owners a coupon can be limited to, by a part of the shop name. */
export function useCouponOwners(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['deskCoupons', 'owners', keyword],
    queryFn: () => api.post(ApiPath.order.deskCouponOwners, { keyword }, { loading: false }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useCouponMutation<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: couponKeys.all }) });
}

export const useCreateCoupon = () => useCouponMutation((body: CreateCouponBody) => api.post(ApiPath.order.deskCouponCreate, body));
export const useUpdateCoupon = () => useCouponMutation((body: UpdateCouponBody) => api.post(ApiPath.order.deskCouponUpdate, body));
export const usePauseMove = (move: 'pause' | 'resume') =>
  useCouponMutation((couponId: number) => api.post(move === 'pause' ? ApiPath.order.deskCouponPause : ApiPath.order.deskCouponResume, { couponId }));

/** The category tree a coupon can be limited to (the same query as the listings desk's). */
export const useCouponCategories = () =>
  useQuery({
    queryKey: ['catalogue', 'categories'],
    queryFn: (): Promise<Category[]> => api.post(ApiPath.product.categoryTree, { status: 1 }, { loading: false }),
    staleTime: 600_000,
  });
