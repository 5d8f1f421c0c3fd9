import { describe, expect, it } from 'vitest';
import type { OfferedCoupon } from '@clearlot/contract';
import { chosenCoupons, couponDiscounts, couponOptions } from './couponChoice';

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

  it('lists the claimed copies of one coupon as one entry with their number, standing for the chosen copy', () => {
    const copy = (id: number, couponId: number, kind: 1 | 2 | 3, usable = true): OfferedCoupon =>
      ({ ...coupon(id, kind, usable), couponId, reason: usable ? null : 'notCovered', shortfall: 0, validFrom: 1, validUntil: 2 }) as OfferedCoupon;
    const coupons = [copy(21, 7, 1), copy(22, 7, 1), copy(23, 7, 1), copy(24, 8, 2), copy(25, 9, 1, false), copy(26, 5, 3), copy(27, 5, 3)];
    expect(couponOptions(coupons, 'discount', undefined).map(({ coupon: c, copies }) => [c.id, copies])).toEqual([
      [21, 3],
      [24, 1],
      [25, 1],
    ]);
    expect(couponOptions(coupons, 'discount', 23).map(({ coupon: c }) => c.id)).toEqual([23, 24, 25]);
    expect(couponOptions(coupons, 'freeDelivery', 27).map(({ coupon: c, copies }) => [c.id, copies])).toEqual([[27, 2]]);
  });
});
