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

/** One entry of a slot's list: a coupon, and how many identical copies of it the buyer holds. */
export interface CouponOption {
  coupon: OfferedCoupon;
  copies: number;
}

/**
 * A slot's list (issue 31 item 16): the buyer's claimed copies of one coupon are one entry with their
 * number, not one identical entry per copy. Copies are the same when the same coupon says the same
 * about this basket (usable or why not, what it takes off, the same validity); the entry stands for
 * the chosen copy when one of them is chosen, else for the first.
 */
export function couponOptions(coupons: readonly OfferedCoupon[], slot: CouponSlot, chosenId: number | undefined): CouponOption[] {
  const groups = new Map<string, OfferedCoupon[]>();
  for (const coupon of coupons) {
    if (slotOf(coupon) !== slot) continue;
    const key = JSON.stringify([coupon.couponId, coupon.usable, coupon.reason, coupon.itemsOff, coupon.freeDelivery, coupon.shortfall, coupon.validFrom, coupon.validUntil]);
    const group = groups.get(key);
    if (group) group.push(coupon);
    else groups.set(key, [coupon]);
  }
  return [...groups.values()].map((copies) => ({ coupon: copies.find((copy) => copy.id === chosenId) ?? copies[0]!, copies: copies.length }));
}

/** The chosen coupons as the pricing function's adjustments. */
export const couponDiscounts = (coupons: readonly OfferedCoupon[]): CouponDiscount[] =>
  coupons.map((coupon) => ({ couponId: coupon.id, lineIds: coupon.lineIds, itemsOff: coupon.itemsOff, freeDelivery: coupon.freeDelivery }));
