import { describe, expect, it } from 'vitest';
import { type CouponCandidate, CouponKind, type CouponLine, CouponScope, type CouponTerms, bestCoupons, couponCovers, couponFit, couponWindow, couponsStack } from './coupon';
import { DeliveryType, OrderType } from './order';
import { type CouponDiscount, NO_ADJUSTMENTS, priceCheckout } from './payable';

const NOW = 1_780_000_000;
const DAY = 86_400;

function terms(extra: Partial<CouponTerms> = {}): CouponTerms {
  return {
    id: 1,
    kind: CouponKind.AmountOff,
    threshold: 5000,
    amountOff: 500,
    percentOff: null,
    maxOff: null,
    scope: CouponScope.Everything,
    scopeId: null,
    validFrom: NOW - DAY,
    validUntil: NOW + DAY,
    ...extra,
  };
}

const percent = (percentOff: number, maxOff: number, extra: Partial<CouponTerms> = {}) =>
  terms({ kind: CouponKind.PercentOff, amountOff: null, percentOff, maxOff, threshold: 0, ...extra });
const freeDelivery = (extra: Partial<CouponTerms> = {}) => terms({ kind: CouponKind.FreeDelivery, amountOff: null, threshold: 0, ...extra });

function line(id: number, unitPrice: number, quantity: number, extra: Partial<CouponLine> = {}): CouponLine {
  return { id, ownerId: 1, warehouseCode: 'GB-LON-01', unitPrice, quantity, weightGrams: 400, vatRate: 'zero', categoryIds: [10, 11], ...extra };
}

/** Owner 1 in categories 10 › 11 (London), owner 2 in 20 › 21 (Manchester). */
const basket = [line(1, 1250, 2), line(2, 500, 1), line(3, 3000, 3, { ownerId: 2, warehouseCode: 'GB-MAN-01', weightGrams: 1500, categoryIds: [20, 21] })];
const checkout = { lines: basket, deliveryType: DeliveryType.Standard, postcode: 'SW1A 2AA', orderType: OrderType.RealTime };
/** The basket priced without coupons, as bestCoupons is given it. */
const unpriced = (lines: readonly CouponLine[] = basket) => priceCheckout({ ...checkout, lines, adjustments: NO_ADJUSTMENTS });

const discountOf = (coupon: CouponTerms, lines: readonly CouponLine[] = basket): CouponDiscount => {
  const fit = couponFit(coupon, lines, NOW);
  if (!fit.usable) throw new Error(`not usable: ${fit.reason}`);
  return fit.discount;
};

describe('couponWindow', () => {
  it('is usable from its first second up to, not at, its end', () => {
    const window = { validFrom: NOW, validUntil: NOW + DAY };
    expect(couponWindow(window, NOW - 1)).toBe('notStarted');
    expect(couponWindow(window, NOW)).toBeNull();
    expect(couponWindow(window, NOW + DAY - 1)).toBeNull();
    expect(couponWindow(window, NOW + DAY)).toBe('expired');
  });
});

describe('couponCovers', () => {
  it('covers everything, a category at either level, or one goods owner’s goods', () => {
    const electronics = line(1, 100, 1, { categoryIds: [10, 11] });
    expect(couponCovers(terms(), electronics)).toBe(true);
    expect(couponCovers(terms({ scope: CouponScope.Category, scopeId: 10 }), electronics)).toBe(true);
    expect(couponCovers(terms({ scope: CouponScope.Category, scopeId: 11 }), electronics)).toBe(true);
    expect(couponCovers(terms({ scope: CouponScope.Category, scopeId: 12 }), electronics)).toBe(false);
    expect(couponCovers(terms({ scope: CouponScope.GoodsOwner, scopeId: 1 }), electronics)).toBe(true);
    expect(couponCovers(terms({ scope: CouponScope.GoodsOwner, scopeId: 2 }), electronics)).toBe(false);
    // a goods owner's id is not a category's: owner 10 does not cover category 10
    expect(couponCovers(terms({ scope: CouponScope.GoodsOwner, scopeId: 10 }), electronics)).toBe(false);
  });
});

describe('couponFit', () => {
  it('needs the covered lines to reach the threshold, to the penny, before any discount', () => {
    // covered 2500 + 500 = 3000 for owner 1
    const owner1 = (threshold: number) => terms({ scope: CouponScope.GoodsOwner, scopeId: 1, threshold });
    expect(couponFit(owner1(3000), basket, NOW)).toMatchObject({ usable: true, discount: { lineIds: [1, 2], itemsOff: 500 } });
    expect(couponFit(owner1(3001), basket, NOW)).toEqual({ usable: false, reason: 'belowThreshold', shortfall: 1 });
    // the other owner's £90 does not count towards owner 1's threshold
    expect(couponFit(owner1(5000), basket, NOW)).toEqual({ usable: false, reason: 'belowThreshold', shortfall: 2000 });
    expect(couponFit(terms({ threshold: 0 }), [line(1, 1, 1)], NOW)).toMatchObject({ usable: true, discount: { itemsOff: 1 } });
  });

  it('says why a coupon cannot be used: not started, expired, or none of its goods in the basket', () => {
    expect(couponFit(terms({ validFrom: NOW + 1 }), basket, NOW)).toEqual({ usable: false, reason: 'notStarted', shortfall: 0 });
    expect(couponFit(terms({ validUntil: NOW }), basket, NOW)).toEqual({ usable: false, reason: 'expired', shortfall: 0 });
    expect(couponFit(terms({ scope: CouponScope.Category, scopeId: 99 }), basket, NOW)).toEqual({ usable: false, reason: 'notCovered', shortfall: 0 });
    expect(couponFit(terms(), [], NOW)).toEqual({ usable: false, reason: 'notCovered', shortfall: 0 });
  });

  it('takes an amount off, never more than the covered lines cost', () => {
    expect(discountOf(terms({ amountOff: 500 }))).toEqual({ couponId: 1, lineIds: [1, 2, 3], itemsOff: 500, freeDelivery: false });
    expect(discountOf(terms({ amountOff: 10_000, threshold: 0, scope: CouponScope.Category, scopeId: 11 }))).toMatchObject({ lineIds: [1, 2], itemsOff: 3000 });
  });

  it('takes a percentage rounded down to the penny, up to its cap', () => {
    // 10% of 19.99 = 1.999 → 1.99
    expect(discountOf(percent(10, 10_000), [line(1, 1999, 1)]).itemsOff).toBe(199);
    // 15% of 12,000 = 1,800, capped at 1,000
    expect(discountOf(percent(15, 1000)).itemsOff).toBe(1000);
    expect(discountOf(percent(15, 1800)).itemsOff).toBe(1800);
    // 33% of 1p is nothing
    expect(discountOf(percent(33, 100), [line(1, 1, 1)]).itemsOff).toBe(0);
    // exact past 2^53: 99% of (2^31 − 1) × 99,999
    const huge = line(1, 2_147_483_647, 99_999);
    expect(discountOf(percent(99, Number.MAX_SAFE_INTEGER), [huge]).itemsOff).toBe(212_598_755_044_189);
  });

  it('gives free delivery to the lines it covers, taking nothing off the items', () => {
    expect(discountOf(freeDelivery({ scope: CouponScope.GoodsOwner, scopeId: 2 }))).toEqual({ couponId: 1, lineIds: [3], itemsOff: 0, freeDelivery: true });
    expect(couponFit(freeDelivery({ threshold: 12_001 }), basket, NOW)).toMatchObject({ usable: false, reason: 'belowThreshold', shortfall: 1 });
  });
});

describe('couponsStack', () => {
  it('allows one discount coupon and one free-delivery coupon, never the same coupon twice', () => {
    const amount = terms({ id: 1 });
    const pct = percent(10, 500, { id: 2 });
    const free = freeDelivery({ id: 3 });
    expect(couponsStack([])).toBe(true);
    expect(couponsStack([amount, free])).toBe(true);
    expect(couponsStack([pct, free])).toBe(true);
    expect(couponsStack([amount, pct])).toBe(false);
    expect(couponsStack([free, freeDelivery({ id: 4 })])).toBe(false);
    expect(couponsStack([amount, amount])).toBe(false);
  });
});

describe('coupons through priceCheckout', () => {
  it('spreads a discount over the covered lines to the penny, so a refund of a line gives back its discounted price', () => {
    // £5 off the whole basket of 2500 / 500 / 9000: 104.16 / 20.83 / 375 → 104 / 21 / 375
    const price = priceCheckout({ ...checkout, adjustments: { coupons: [discountOf(terms())], pointsValue: 0 } });
    const lines = price.orders.flatMap((order) => order.lines);
    expect(lines.map((l) => l.discount)).toEqual([104, 21, 375]);
    expect(lines.map((l) => l.lineTotal - l.discount)).toEqual([2396, 479, 8625]);
    expect(price.discountTotal).toBe(500);
    expect(price.orders.map((order) => order.coupons)).toEqual([[{ couponId: 1, itemsOff: 125, deliveryOff: 0 }], [{ couponId: 1, itemsOff: 375, deliveryOff: 0 }]]);
  });

  it('frees the delivery of the goods owner’s orders only, and records it against that order', () => {
    const price = priceCheckout({ ...checkout, adjustments: { coupons: [discountOf(freeDelivery({ id: 7, scope: CouponScope.GoodsOwner, scopeId: 2 }))], pointsValue: 0 } });
    const [london, manchester] = price.orders;
    expect(london!.deliveryDiscount).toBe(0);
    expect(london!.coupons).toEqual([]);
    expect(manchester!.deliveryDiscount).toBe(manchester!.delivery.total);
    expect(manchester!.coupons).toEqual([{ couponId: 7, itemsOff: 0, deliveryOff: manchester!.delivery.total }]);
  });

  it('keeps the minimum on the items before the coupon', () => {
    const price = priceCheckout({
      ...checkout,
      lines: [line(1, 2000, 1)],
      adjustments: { coupons: [discountOf(terms({ threshold: 0, amountOff: 1500 }), [line(1, 2000, 1)])], pointsValue: 0 },
    });
    expect(price.belowMinimum).toBe(false);
    expect(price.orders[0]!.itemsTotal - price.orders[0]!.itemsDiscount).toBe(500);
  });
});

describe('bestCoupons', () => {
  const candidate = (coupon: CouponTerms): CouponCandidate => ({ terms: coupon, discount: discountOf(coupon) });

  it('picks the discount coupon that takes most off and the free-delivery coupon that clears most delivery', () => {
    const base = unpriced();
    const [london, manchester] = base.orders;
    expect(manchester!.delivery.total).toBeGreaterThan(london!.delivery.total);
    const candidates = [
      candidate(terms({ id: 1, amountOff: 500 })),
      // 10% of 12,000 = 1,200, capped at 800: the best discount
      candidate(percent(10, 800, { id: 2 })),
      candidate(freeDelivery({ id: 3, scope: CouponScope.GoodsOwner, scopeId: 1 })),
      candidate(freeDelivery({ id: 4, scope: CouponScope.GoodsOwner, scopeId: 2 })),
    ];
    expect(bestCoupons(candidates, unpriced()).map((d) => d.couponId)).toEqual([2, 4]);
    // free delivery on everything clears both orders
    expect(bestCoupons([...candidates, candidate(freeDelivery({ id: 5 }))], unpriced()).map((d) => d.couponId)).toEqual([2, 5]);
  });

  it('on a tie uses the coupon that expires first, then the one claimed first', () => {
    const later = candidate(terms({ id: 1, validUntil: NOW + 2 * DAY }));
    const sooner = candidate(terms({ id: 2, validUntil: NOW + DAY }));
    const sameEnd = candidate(terms({ id: 3, validUntil: NOW + DAY }));
    expect(bestCoupons([later, sameEnd, sooner], unpriced()).map((d) => d.couponId)).toEqual([2]);
  });

  it('offers nothing when no coupon saves anything', () => {
    expect(bestCoupons([], unpriced())).toEqual([]);
    const onePenny = [line(1, 1, 1)];
    const nothingOff = percent(1, 100, { id: 9 });
    expect(bestCoupons([{ terms: nothingOff, discount: discountOf(nothingOff, onePenny) }], unpriced(onePenny))).toEqual([]);
  });
});
