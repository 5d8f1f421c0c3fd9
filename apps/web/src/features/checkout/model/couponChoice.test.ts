import { describe, expect, it } from 'vitest';
import type { OfferedCoupon } from '@clearlot/contract';
import { chosenCoupons, couponDiscounts } from './couponChoice';

const coupon = (id: number, kind: 1 | 2 | 3, usable = true): OfferedCoupon =>
  ({ id, kind, usable, lineIds: [11], itemsOff: kind === 3 ? 0 : 500, freeDelivery: kind === 3 }) as OfferedCoupon;

const offer = { coupons: [coupon(1, 1), coupon(2, 2), coupon(3, 3), coupon(4, 1, false)], best: [2, 3] };

describe('coupon choice', () => {
  it('uses the best pair until the buyer chooses', () => {
    expect(chosenCoupons(offer, {}).map((c) => c.id)).toEqual([2, 3]);
  });

  it('takes the chosen coupon per slot, and none where the buyer says none', () => {
    expect(chosenCoupons(offer, { discount: 1 }).map((c) => c.id)).toEqual([1, 3]);
    expect(chosenCoupons(offer, { discount: null, freeDelivery: null })).toEqual([]);
  });

  it('drops a choice the offer no longer holds as usable, or that sits in the other slot', () => {
    expect(chosenCoupons(offer, { discount: 4 }).map((c) => c.id)).toEqual([3]);
    expect(chosenCoupons(offer, { discount: 3 }).map((c) => c.id)).toEqual([3]);
    expect(chosenCoupons(undefined, {})).toEqual([]);
  });

  it('turns the chosen coupons into the pricing adjustments', () => {
    expect(couponDiscounts([coupon(1, 1), coupon(3, 3)])).toEqual([
      { couponId: 1, lineIds: [11], itemsOff: 500, freeDelivery: false },
      { couponId: 3, lineIds: [11], itemsOff: 0, freeDelivery: true },
    ]);
  });
});
