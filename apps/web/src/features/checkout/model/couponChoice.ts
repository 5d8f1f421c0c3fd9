/**
 * The settlement page's coupon choice (issue 15; decisions: "Coupons"): at most one discount coupon and one
 * free-delivery coupon. Until the buyer chooses, the offer's best pair is used; a chosen coupon the offer no
 * longer holds as usable (the basket changed) is dropped. Pure functions, tested without a browser.
 */
import { CouponKind, type CouponDiscount, type OfferedCoupon } from '@clearlot/contract';

export type CouponSlot = 'discount' | 'freeDelivery';

export const slotOf = (coupon: Pick<OfferedCoupon, 'kind'>): CouponSlot => (coupon.kind === CouponKind.FreeDelivery ? 'freeDelivery' : 'discount');

/** The buyer's choice per slot: a coupon id, null for "no coupon", undefined for "not chosen yet" (use the best). */
export type CouponChoice = Partial<Record<CouponSlot, number | null>>;

/** The coupons the checkout uses: per slot the chosen one, else the best one, when the offer holds it as usable. */
export function chosenCoupons(offer: { coupons: readonly OfferedCoupon[]; best: readonly number[] } | undefined, choice: CouponChoice): OfferedCoupon[] {
  if (!offer) return [];
  const usable = offer.coupons.filter((coupon) => coupon.usable);
  const pick = (slot: CouponSlot): OfferedCoupon | undefined => {
    const chosen = choice[slot];
    if (chosen === null) return undefined;
    const id = chosen ?? offer.best.find((bestId) => usable.some((c) => c.id === bestId && slotOf(c) === slot));
    return usable.find((coupon) => coupon.id === id && slotOf(coupon) === slot);
  };
  return [pick('discount'), pick('freeDelivery')].filter((coupon): coupon is OfferedCoupon => coupon !== undefined);
}

/** The chosen coupons as the pricing function's adjustments. */
export const couponDiscounts = (coupons: readonly OfferedCoupon[]): CouponDiscount[] =>
  coupons.map((coupon) => ({ couponId: coupon.id, lineIds: coupon.lineIds, itemsOff: coupon.itemsOff, freeDelivery: coupon.freeDelivery }));
