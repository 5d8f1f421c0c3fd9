import { describe, expect, it } from 'vitest';
import { ListingSkuInput } from '../schemas/listing';
import { describeIssue } from '../issues';
import { type QuantityTerms, SINGLE_UNITS, allowedQuantity, linePrice, quantityProblem, quantityTermsIssues, tierIndex, tierSavingPercent, tierTable } from './quantity';
import { spreadOverWarehouses } from './stock';

/** The demo's case of 12: MOQ 24, £4.99 a unit, £4.49 from 120, £3.99 from 480. */
const cased: QuantityTerms = {
  price: 499,
  minQuantity: 24,
  casePack: 12,
  priceTiers: [
    { minQuantity: 120, price: 449 },
    { minQuantity: 480, price: 399 },
  ],
};

describe('linePrice', () => {
  it('charges the option its own price when it has no terms', () => {
    expect(linePrice({ price: 1_250, ...SINGLE_UNITS }, 3, 'zero')).toMatchObject({ unitPrice: 1_250, lineTotal: 3_750, tier: 0 });
  });

  it('charges the last tier the quantity reaches, from its first unit', () => {
    expect(linePrice(cased, 24, 'zero')).toMatchObject({ unitPrice: 499, lineTotal: 11_976, tier: 0 });
    expect(linePrice(cased, 108, 'zero')).toMatchObject({ unitPrice: 499, lineTotal: 53_892, tier: 0 });
    expect(linePrice(cased, 119, 'zero').tier).toBe(0);
    expect(linePrice(cased, 120, 'zero')).toMatchObject({ unitPrice: 449, lineTotal: 53_880, tier: 1 });
    expect(linePrice(cased, 479, 'zero').unitPrice).toBe(449);
    expect(linePrice(cased, 480, 'zero')).toMatchObject({ unitPrice: 399, lineTotal: 191_520, tier: 2 });
    expect(linePrice(cased, 99_996, 'zero')).toMatchObject({ unitPrice: 399, lineTotal: 39_898_404, tier: 2 });
  });

  it('is whole pence with nothing to round: odd prices times odd quantities stay exact', () => {
    const odd: QuantityTerms = { price: 333, minQuantity: 1, casePack: 1, priceTiers: [{ minQuantity: 7, price: 101 }] };
    expect(linePrice(odd, 3, 'zero').lineTotal).toBe(999);
    expect(linePrice(odd, 7, 'zero').lineTotal).toBe(707);
    for (let quantity = 1; quantity < 50; quantity += 1) expect(Number.isInteger(linePrice(odd, quantity, 'zero').lineTotal)).toBe(true);
    // the largest price times the largest quantity is still a safe integer
    expect(linePrice({ price: 100_000_000, ...SINGLE_UNITS }, 99_999, 'zero').lineTotal).toBe(9_999_900_000_000);
  });

  it('refuses a quantity that is not a whole, non-negative number (a caller bug)', () => {
    expect(() => linePrice(cased, -1, 'zero')).toThrow(RangeError);
    expect(() => linePrice(cased, 2.5, 'zero')).toThrow(RangeError);
  });

  it('answers the row of the tier table a quantity hits, the MOQ row under the second tier', () => {
    expect(tierTable(cased)).toEqual([
      { minQuantity: 24, price: 499 },
      { minQuantity: 120, price: 449 },
      { minQuantity: 480, price: 399 },
    ]);
    expect(tierIndex(cased, 0)).toBe(0);
    expect(tierIndex(cased, 12)).toBe(0);
    expect(tierIndex(cased, 120)).toBe(1);
  });

  it('rounds the saving a tier shows to a whole percent, halves up', () => {
    expect(tierSavingPercent(cased, { minQuantity: 120, price: 449 })).toBe(10); // 10.02
    expect(tierSavingPercent(cased, { minQuantity: 480, price: 399 })).toBe(20); // 20.04
    expect(tierSavingPercent({ ...cased, price: 200 }, { minQuantity: 120, price: 199 })).toBe(1); // exactly 0.5
    expect(tierSavingPercent(cased, tierTable(cased)[0]!)).toBe(0);
  });
});

describe('quantityProblem and allowedQuantity', () => {
  it('refuses under the MOQ and a part case', () => {
    expect(quantityProblem(cased, 12)).toBe('belowMinimum');
    expect(quantityProblem(cased, 23)).toBe('belowMinimum');
    expect(quantityProblem(cased, 30)).toBe('notWholeCases');
    expect(quantityProblem(cased, 24)).toBeNull();
    expect(quantityProblem(cased, 36)).toBeNull();
    expect(quantityProblem(SINGLE_UNITS, 1)).toBeNull();
    expect(quantityProblem(SINGLE_UNITS, 0)).toBe('belowMinimum');
  });

  it('adjusts a wanted quantity up to the MOQ and whole cases, and down to what there is', () => {
    expect(allowedQuantity(cased, 1)).toBe(24);
    expect(allowedQuantity(cased, 25)).toBe(36);
    expect(allowedQuantity(cased, 48)).toBe(48);
    expect(allowedQuantity(cased, 500, 130)).toBe(120);
    expect(allowedQuantity(cased, 1, 23)).toBeNull();
    expect(allowedQuantity(SINGLE_UNITS, 0)).toBe(1);
  });
});

describe('quantityTermsIssues and the listing schema', () => {
  const sku = (terms: Partial<QuantityTerms>) => ({
    options: [],
    image: null,
    price: 499,
    referencePrice: 0,
    weightGrams: 100,
    lengthMm: 10,
    widthMm: 10,
    heightMm: 10,
    ...terms,
  });
  const messages = (value: unknown) => {
    const result = ListingSkuInput.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${describeIssue(issue).en}`);
  };

  it('accepts good terms and defaults an option to single units', () => {
    expect(quantityTermsIssues(cased)).toEqual([]);
    const parsed = ListingSkuInput.parse(sku({}));
    expect([parsed.minQuantity, parsed.casePack, parsed.priceTiers]).toEqual([1, 1, []]);
    expect(messages(sku({ minQuantity: 24, casePack: 12, priceTiers: [...cased.priceTiers] }))).toEqual([]);
    // an equal price is "not increasing"
    expect(messages(sku({ priceTiers: [{ minQuantity: 10, price: 499 }] }))).toEqual([]);
  });

  it('refuses an MOQ that is not whole cases', () => {
    expect(quantityTermsIssues({ ...cased, minQuantity: 30 })).toEqual([{ path: ['minQuantity'], message: 'minQuantityNotWholeCases' }]);
    expect(messages(sku({ minQuantity: 30, casePack: 12 }))).toEqual(['minQuantity: The minimum order must be a whole number of cases: a multiple of the case pack.']);
  });

  it('refuses tiers out of order, at the MOQ or below it, and not in whole cases', () => {
    expect(quantityTermsIssues({ ...cased, priceTiers: [cased.priceTiers[1]!, cased.priceTiers[0]!] })).toContainEqual({
      path: ['priceTiers', 1, 'minQuantity'],
      message: 'tierQuantityOrder',
    });
    expect(quantityTermsIssues({ ...cased, priceTiers: [{ minQuantity: 24, price: 400 }] })).toEqual([{ path: ['priceTiers', 0, 'minQuantity'], message: 'tierQuantityOrder' }]);
    expect(quantityTermsIssues({ ...cased, priceTiers: [{ minQuantity: 100, price: 400 }] })).toEqual([{ path: ['priceTiers', 0, 'minQuantity'], message: 'tierNotWholeCases' }]);
    expect(
      messages(
        sku({
          priceTiers: [
            { minQuantity: 5, price: 400 },
            { minQuantity: 5, price: 300 },
          ],
        }),
      ),
    ).toEqual(['priceTiers.1.minQuantity: Each tier must start at more units than the one before it (the first tier is the minimum order).']);
  });

  it('refuses a tier dearer than the one before, and a price below 1p or above the largest', () => {
    expect(quantityTermsIssues({ ...cased, priceTiers: [{ minQuantity: 120, price: 500 }] })).toEqual([{ path: ['priceTiers', 0, 'price'], message: 'tierPriceRises' }]);
    expect(
      messages(
        sku({
          priceTiers: [
            { minQuantity: 10, price: 400 },
            { minQuantity: 20, price: 450 },
          ],
        }),
      ),
    ).toEqual(['priceTiers.1.price: A tier may not cost more per unit than the one before it (the first tier is the option’s price).']);
    expect(messages(sku({ priceTiers: [{ minQuantity: 10, price: -1 }] }))[0]).toMatch(/^priceTiers\.0\.price: /);
    expect(messages(sku({ priceTiers: [{ minQuantity: 10, price: 0 }] }))[0]).toMatch(/^priceTiers\.0\.price: /);
    expect(messages(sku({ priceTiers: [{ minQuantity: 10, price: 1e12 }] }))[0]).toMatch(/^priceTiers\.0\.price: The amount may be at most/);
  });

  it('refuses numbers out of range and too many tiers', () => {
    expect(messages(sku({ casePack: 0 }))[0]).toMatch(/^casePack: /);
    expect(messages(sku({ minQuantity: 1.5 }))[0]).toMatch(/^minQuantity: /);
    expect(messages(sku({ minQuantity: 1e9 }))[0]).toMatch(/^minQuantity: /);
    const many = Array.from({ length: 10 }, (_, n) => ({ minQuantity: 10 * (n + 1), price: 400 - n }));
    expect(messages(sku({ priceTiers: many }))).toContain('priceTiers: This value is too long.');
  });
});

describe('spreadOverWarehouses in whole cases', () => {
  const rooms = [
    { warehouseCode: 'A', room: 50 },
    { warehouseCode: 'B', room: 40 },
  ];

  it('spreads in whole cases, each line at the MOQ or more', () => {
    expect(spreadOverWarehouses(rooms, 48, cased)).toEqual([{ warehouseCode: 'A', quantity: 48 }]);
    expect(spreadOverWarehouses(rooms, 72, cased)).toEqual([
      { warehouseCode: 'A', quantity: 48 },
      { warehouseCode: 'B', quantity: 24 },
    ]);
  });

  it('passes over a share that would leave a line under the MOQ, and fails when nothing else can take it', () => {
    // 60 = 48 at A + 12 at B, but 12 is under the MOQ
    expect(spreadOverWarehouses(rooms, 60, cased)).toBeNull();
    // a line already holding 24 at B may take one more case
    expect(
      spreadOverWarehouses(
        [
          { warehouseCode: 'A', room: 50 },
          { warehouseCode: 'B', room: 40, held: 24 },
        ],
        60,
        cased,
      ),
    ).toEqual([
      { warehouseCode: 'A', quantity: 48 },
      { warehouseCode: 'B', quantity: 12 },
    ]);
  });

  it('refuses a part case, and is unchanged for single units', () => {
    expect(spreadOverWarehouses(rooms, 30, cased)).toBeNull();
    expect(spreadOverWarehouses(rooms, 60)).toEqual([
      { warehouseCode: 'A', quantity: 50 },
      { warehouseCode: 'B', quantity: 10 },
    ]);
  });
});
