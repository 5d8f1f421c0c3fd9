/** The VAT arithmetic (issue 35 item 2): rounding per line, invoice totals, mixed and zero rates, delivery apportionment, coupons. */
import { describe, expect, it } from 'vitest';
import { DeliveryType, OrderType } from './order';
import { type CheckoutPricingInput, NO_ADJUSTMENTS, type PricingLine, priceCheckout, priceItems } from './payable';
import { SINGLE_UNITS, linePrice } from './quantity';
import { apportionByRate, shareByWeight, vatByRate, vatInclusiveSplit, vatOn, vatSplit } from './vat';

const line = (id: number, unitPrice: number, quantity: number, extra: Partial<PricingLine> = {}): PricingLine => ({
  id,
  ownerId: 1,
  warehouseCode: 'GB-LON-01',
  unitPrice,
  quantity,
  weightGrams: 400,
  vatRate: 'standard',
  ...extra,
});
const checkout = (lines: PricingLine[], extra: Partial<CheckoutPricingInput> = {}): CheckoutPricingInput => ({
  lines,
  deliveryType: DeliveryType.Standard,
  postcode: 'SW1A 1AA',
  orderType: OrderType.RealTime,
  adjustments: NO_ADJUSTMENTS,
  ...extra,
});

describe('vatOn: one line, rounded to the nearest penny, a half up', () => {
  it('taxes at 20%, 5% and 0%', () => {
    expect(vatOn(1_000, 'standard')).toBe(200);
    expect(vatOn(1_000, 'reduced')).toBe(50);
    expect(vatOn(1_000, 'zero')).toBe(0);
  });

  it('rounds a half penny up and less than a half down', () => {
    expect(vatOn(1_234, 'standard')).toBe(247); // 246.8
    expect(vatOn(1_232, 'standard')).toBe(246); // 246.4
    expect(vatOn(10, 'reduced')).toBe(1); // 0.5 → 1
    expect(vatOn(9, 'reduced')).toBe(0); // 0.45 → 0
    expect(vatOn(0, 'standard')).toBe(0);
  });

  it('is exact for the largest amounts (BigInt inside)', () => {
    expect(vatOn(9_007_199_254_740_990, 'standard')).toBe(1_801_439_850_948_198);
  });

  it('refuses what is not whole, non-negative pence', () => {
    expect(() => vatOn(-1, 'standard')).toThrow(RangeError);
    expect(() => vatOn(1.5, 'standard')).toThrow(RangeError);
  });

  it('splits into net, VAT and gross', () => {
    expect(vatSplit(4_999, 'standard')).toEqual({ net: 4_999, vat: 1_000, gross: 5_999 });
  });

  it('reads a VAT-inclusive amount back (orders placed before prices were ex VAT)', () => {
    expect(vatInclusiveSplit(1_200, 'standard')).toEqual({ net: 1_000, vat: 200, gross: 1_200 });
    expect(vatInclusiveSplit(1_999, 'standard')).toEqual({ net: 1_666, vat: 333, gross: 1_999 }); // 1665.83
    expect(vatInclusiveSplit(105, 'reduced')).toEqual({ net: 100, vat: 5, gross: 105 });
    expect(vatInclusiveSplit(777, 'zero')).toEqual({ net: 777, vat: 0, gross: 777 });
  });
});

describe('linePrice: the line total and its VAT', () => {
  it('adds the VAT of the whole line, rounded once', () => {
    expect(linePrice({ price: 333, ...SINGLE_UNITS }, 3, 'standard')).toMatchObject({ unitPrice: 333, lineTotal: 999, lineVat: 200, lineGross: 1_199 });
    expect(linePrice({ price: 333, ...SINGLE_UNITS }, 3, 'zero')).toMatchObject({ lineVat: 0, lineGross: 999 });
  });
});

describe('rounding per line, and the invoice totals that follow', () => {
  it('adds up the lines’ rounded VAT; per-invoice rounding would differ, and we do not use it', () => {
    // three lines of 1p × 3 (3p each, VAT 0.6p → 1p each): per line 3p in all; on the invoice total (9p) it would be 2p
    const price = priceCheckout(checkout([line(1, 1, 3), line(2, 1, 3), line(3, 1, 3), line(4, 3_000, 1, { vatRate: 'zero' })]));
    const [order] = price.orders;
    expect(order!.lines.slice(0, 3).map((l) => l.vat)).toEqual([1, 1, 1]);
    expect(order!.itemsVat).toBe(3);
    expect(vatOn(9, 'standard')).toBe(2);
    // the invoice's VAT per rate is the sum of its lines' VAT (and the delivery's part at that rate)
    const standard = order!.vatByRate.find((part) => part.rate === 'standard')!;
    const delivered = order!.deliveryVat.find((part) => part.rate === 'standard')!;
    expect(standard.vat).toBe(3 + delivered.vat);
    expect(order!.vat).toBe(order!.vatByRate.reduce((total, part) => total + part.vat, 0));
    expect(order!.gross).toBe(order!.net + order!.vat);
    expect(order!.payable).toBe(order!.gross);
  });

  it('keeps every order’s totals consistent across owners', () => {
    const price = priceCheckout(checkout([line(1, 1_250, 2), line(2, 3_000, 3, { ownerId: 2, warehouseCode: 'GB-MAN-01', vatRate: 'reduced' })]));
    expect(price.orders).toHaveLength(2);
    for (const order of price.orders) {
      expect(order.net).toBe(order.itemsTotal + order.delivery.total);
      expect(order.payable).toBe(order.net + order.vat);
    }
    expect(price.netTotal + price.vatTotal).toBe(price.grossTotal);
    expect(price.payable).toBe(price.grossTotal);
  });
});

describe('mixed and zero rates', () => {
  it('taxes each line at its product’s rate', () => {
    const price = priceCheckout(checkout([line(1, 1_000, 2, { vatRate: 'standard' }), line(2, 1_000, 2, { vatRate: 'reduced' }), line(3, 1_000, 2, { vatRate: 'zero' })]));
    const [order] = price.orders;
    expect(order!.lines.map((l) => [l.vatRate, l.net, l.vat])).toEqual([
      ['standard', 2_000, 400],
      ['reduced', 2_000, 100],
      ['zero', 2_000, 0],
    ]);
  });

  it('an order of zero-rated goods has no VAT at all, its delivery included', () => {
    const price = priceCheckout(checkout([line(1, 2_500, 1, { vatRate: 'zero' })]));
    const [order] = price.orders;
    expect(order!.vat).toBe(0);
    expect(order!.deliveryVat).toEqual([{ rate: 'zero', net: order!.delivery.total, vat: 0 }]);
    expect(order!.payable).toBe(2_500 + order!.delivery.total);
  });

  it('the items before an address show their VAT too', () => {
    expect(priceItems([line(1, 1_000, 1), line(2, 1_000, 1, { vatRate: 'reduced' })]).itemsVat).toBe(250);
  });
});

describe('delivery follows the goods (HMRC VAT Notice 700/24)', () => {
  it('goods at one rate: the delivery at that rate', () => {
    const [order] = priceCheckout(checkout([line(1, 2_500, 1, { vatRate: 'reduced' })])).orders;
    expect(order!.deliveryVat).toEqual([{ rate: 'reduced', net: order!.delivery.total, vat: vatOn(order!.delivery.total, 'reduced') }]);
  });

  it('mixed goods: apportioned by their net value at each rate, parts adding up exactly', () => {
    expect(
      apportionByRate(1_000, [
        { rate: 'standard', net: 3_000 },
        { rate: 'zero', net: 1_000 },
      ]),
    ).toEqual([
      { rate: 'standard', net: 750, vat: 150 },
      { rate: 'zero', net: 250, vat: 0 },
    ]);
    // thirds: 333.33 each, the odd penny to the earliest
    const thirds = apportionByRate(1_000, [
      { rate: 'zero', net: 100 },
      { rate: 'reduced', net: 100 },
      { rate: 'standard', net: 100 },
    ]);
    expect(thirds).toEqual([
      { rate: 'standard', net: 334, vat: 67 },
      { rate: 'reduced', net: 333, vat: 17 },
      { rate: 'zero', net: 333, vat: 0 },
    ]);
    expect(thirds.reduce((total, part) => total + part.net, 0)).toBe(1_000);
  });

  it('goods coupons took to nothing share it by their value before the coupons; no goods: standard', () => {
    expect(
      apportionByRate(600, [
        { rate: 'standard', net: 0, before: 100 },
        { rate: 'reduced', net: 0, before: 200 },
      ]),
    ).toEqual([
      { rate: 'standard', net: 200, vat: 40 },
      { rate: 'reduced', net: 400, vat: 20 },
    ]);
    expect(apportionByRate(500, [])).toEqual([{ rate: 'standard', net: 500, vat: 100 }]);
    expect(apportionByRate(0, [{ rate: 'standard', net: 10 }])).toEqual([{ rate: 'standard', net: 0, vat: 0 }]);
  });

  it('in a checkout, the delivery’s parts add up to the delivery charged', () => {
    const [order] = priceCheckout(checkout([line(1, 1_999, 3), line(2, 799, 7, { vatRate: 'zero' }), line(3, 1_234, 1, { vatRate: 'reduced' })])).orders;
    expect(order!.deliveryVat.reduce((total, part) => total + part.net, 0)).toBe(order!.delivery.total);
    expect(order!.deliveryVat.map((part) => part.rate)).toEqual(['standard', 'reduced', 'zero']);
  });

  it('a free-delivery coupon leaves no delivery VAT', () => {
    const price = priceCheckout(checkout([line(1, 2_500, 2)], { adjustments: { coupons: [{ couponId: 9, lineIds: [1], itemsOff: 0, freeDelivery: true }], pointsValue: 0 } }));
    const [order] = price.orders;
    expect(order!.deliveryNet).toBe(0);
    expect(order!.vat).toBe(1_000);
    expect(order!.payable).toBe(6_000);
  });
});

describe('coupons reduce the taxable amount; points do not', () => {
  it('taxes each line on what is left after its share of the coupon', () => {
    const price = priceCheckout(
      checkout([line(1, 3_000, 1), line(2, 1_000, 1, { vatRate: 'reduced' })], {
        adjustments: { coupons: [{ couponId: 1, lineIds: [1, 2], itemsOff: 1_000, freeDelivery: false }], pointsValue: 0 },
      }),
    );
    const [order] = price.orders;
    expect(order!.lines.map((l) => [l.discount, l.net, l.vat])).toEqual([
      [750, 2_250, 450],
      [250, 750, 38], // 37.5 → 38
    ]);
    expect(order!.net).toBe(3_000 + order!.deliveryNet);
  });

  it('points pay part of the gross without changing the VAT', () => {
    const without = priceCheckout(checkout([line(1, 5_000, 1)]));
    const withPoints = priceCheckout(checkout([line(1, 5_000, 1)], { adjustments: { coupons: [], pointsValue: 1_500 } }));
    expect(withPoints.vatTotal).toBe(without.vatTotal);
    expect(withPoints.payable).toBe(without.payable - 1_500);
  });
});

describe('vatByRate and shareByWeight', () => {
  it('adds parts by rate in the order standard, reduced, zero', () => {
    expect(
      vatByRate([
        { rate: 'zero', net: 5, vat: 0 },
        { rate: 'standard', net: 10, vat: 2 },
        { rate: 'standard', net: 20, vat: 4 },
      ]),
    ).toEqual([
      { rate: 'standard', net: 30, vat: 6 },
      { rate: 'zero', net: 5, vat: 0 },
    ]);
  });

  it('shares exactly, the odd pennies to the largest remainders', () => {
    expect(shareByWeight(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareByWeight(7, [0, 0])).toEqual([7, 0]);
    expect(shareByWeight(0, [5, 5])).toEqual([0, 0]);
  });
});
