import { describe, expect, it } from 'vitest';
import {
  PRICE_RANGE_MAX,
  PROFITABLE_RANGE_MAX,
  type SearchQueryParam,
  applyProductNameCondition,
  priceRangeParam,
  profitableRangeParam,
  shouldFetchSuggestions,
  withQueryParam,
  withRangeParam,
} from './search';

describe('shouldFetchSuggestions', () => {
  it('needs at least two characters after trimming', () => {
    expect(shouldFetchSuggestions('')).toBe(false);
    expect(shouldFetchSuggestions('a')).toBe(false);
    expect(shouldFetchSuggestions(' a ')).toBe(false);
    expect(shouldFetchSuggestions('   ')).toBe(false);
    expect(shouldFetchSuggestions(null)).toBe(false);
    expect(shouldFetchSuggestions('ab')).toBe(true);
    expect(shouldFetchSuggestions(' ab ')).toBe(true);
    expect(shouldFetchSuggestions('茶杯')).toBe(true);
  });
});

describe('applyProductNameCondition', () => {
  const base: SearchQueryParam[] = [
    { field: 'categoryPath', fieldValue: '1/12' },
    { field: 'warehouseCodes', fieldValue: ['GB-LON', 'GB-MAN'] },
  ];

  it('adds the trimmed text as the productName condition', () => {
    expect(applyProductNameCondition(base, '  tea cups ')).toEqual([...base, { field: 'productName', fieldValue: 'tea cups' }]);
  });

  it('replaces an existing productName condition in place', () => {
    const list: SearchQueryParam[] = [base[0]!, { field: 'productName', fieldValue: 'old' }, base[1]!];
    expect(applyProductNameCondition(list, 'new')).toEqual([base[0], { field: 'productName', fieldValue: 'new' }, base[1]]);
  });

  it('removes the productName condition for empty or blank text', () => {
    const list: SearchQueryParam[] = [...base, { field: 'productName', fieldValue: 'old' }];
    expect(applyProductNameCondition(list, '')).toEqual(base);
    expect(applyProductNameCondition(list, '   ')).toEqual(base);
    expect(applyProductNameCondition(list, null)).toEqual(base);
    expect(applyProductNameCondition(base, undefined)).toEqual(base);
  });

  it('leaves the given list untouched', () => {
    const list: SearchQueryParam[] = [...base, { field: 'productName', fieldValue: 'old' }];
    const copy = JSON.parse(JSON.stringify(list)) as SearchQueryParam[];
    applyProductNameCondition(list, 'new');
    applyProductNameCondition(list, '');
    expect(list).toEqual(copy);
  });

  it('collapses duplicate productName entries into one', () => {
    const list: SearchQueryParam[] = [{ field: 'productName', fieldValue: 'a' }, base[0]!, { field: 'productName', fieldValue: 'b' }];
    expect(applyProductNameCondition(list, 'c')).toEqual([{ field: 'productName', fieldValue: 'c' }, base[0]]);
  });
});

describe('withQueryParam / withRangeParam', () => {
  it('sets and removes any condition', () => {
    const list = withQueryParam([], 'brandId', 7);
    expect(list).toEqual([{ field: 'brandId', fieldValue: 7 }]);
    expect(withQueryParam(list, 'brandId', 9)).toEqual([{ field: 'brandId', fieldValue: 9 }]);
    expect(withQueryParam(list, 'brandId', null)).toEqual([]);
  });

  it('sets and removes a range', () => {
    const price = priceRangeParam('1', '2');
    const list = withRangeParam([], 'price', price);
    expect(list).toEqual([{ field: 'price', minValue: 100, maxValue: 200 }]);
    expect(withRangeParam(list, 'price', null)).toEqual([]);
  });
});

describe('priceRangeParam', () => {
  it('defaults blank bounds to 0 and 999999999', () => {
    expect(priceRangeParam('', '')).toEqual({ field: 'price', minValue: 0, maxValue: 999_999_999 });
    expect(priceRangeParam(null, undefined)).toEqual({ field: 'price', minValue: 0, maxValue: PRICE_RANGE_MAX });
    expect(priceRangeParam('  ', '10')).toEqual({ field: 'price', minValue: 0, maxValue: 1000 });
    expect(priceRangeParam('10', '')).toEqual({ field: 'price', minValue: 1000, maxValue: PRICE_RANGE_MAX });
  });

  it('sends pounds × 100 as whole pence without float error', () => {
    expect(priceRangeParam('12.34', '56.7')).toEqual({ field: 'price', minValue: 1234, maxValue: 5670 });
    expect(1.1 * 100).not.toBe(110);
    expect(priceRangeParam(1.1, 0.29)).toEqual({ field: 'price', minValue: 29, maxValue: 110 });
    expect(priceRangeParam(4.35, 8.2)).toEqual({ field: 'price', minValue: 435, maxValue: 820 });
    expect(priceRangeParam('0', '0.07')).toEqual({ field: 'price', minValue: 0, maxValue: 7 });
  });

  it('swaps a reversed range and caps values at the maximum', () => {
    expect(priceRangeParam('50', '10')).toEqual({ field: 'price', minValue: 1000, maxValue: 5000 });
    expect(priceRangeParam('0', '99999999999')).toEqual({ field: 'price', minValue: 0, maxValue: PRICE_RANGE_MAX });
  });

  it('treats unreadable or negative bounds as blank', () => {
    expect(priceRangeParam('abc', '-5')).toEqual({ field: 'price', minValue: 0, maxValue: PRICE_RANGE_MAX });
  });
});

describe('profitableRangeParam', () => {
  it('defaults blank bounds to 0 and 9999', () => {
    expect(profitableRangeParam('', '')).toEqual({ field: 'profitable', minValue: 0, maxValue: 9999 });
    expect(profitableRangeParam(null, null)).toEqual({ field: 'profitable', minValue: 0, maxValue: PROFITABLE_RANGE_MAX });
  });

  it('sends percentages as entered', () => {
    expect(profitableRangeParam('20', 150)).toEqual({ field: 'profitable', minValue: 20, maxValue: 150 });
    expect(profitableRangeParam(12.5, '')).toEqual({ field: 'profitable', minValue: 12.5, maxValue: 9999 });
  });

  it('swaps, caps and ignores unreadable bounds', () => {
    expect(profitableRangeParam(200, 100)).toEqual({ field: 'profitable', minValue: 100, maxValue: 200 });
    expect(profitableRangeParam(0, 20000)).toEqual({ field: 'profitable', minValue: 0, maxValue: 9999 });
    expect(profitableRangeParam('x', -1)).toEqual({ field: 'profitable', minValue: 0, maxValue: 9999 });
  });
});
