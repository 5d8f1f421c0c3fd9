import type { MyCouponsInput } from '@clearlot/contract/schemas/coupon';

/** The coupon pages' queries: the centre (per signed-in user: it counts their copies) and My coupons. */
export const couponKeys = {
  all: ['coupons'] as const,
  centre: (userId: number | null) => ['coupons', 'centre', userId] as const,
  mine: (body: MyCouponsInput) => ['coupons', 'mine', body] as const,
};
