import { describe, expect, it } from 'vitest';
import { joinSpecValues, parseProductId, profitRangeText } from './productFacts';

describe('parseProductId', () => {
  it('accepts a positive whole number', () => {
    expect(parseProductId('12')).toBe(12);
    expect(parseProductId(' 7 ')).toBe(7);
  });

  it('rejects anything else', () => {
    for (const value of [null, '', '0', '-3', '1.5', 'abc', '12abc', '99999999999']) expect(parseProductId(value), String(value)).toBeNull();
  });
});

describe('profitRangeText', () => {
  it('shows min–max rounded down', () => {
    expect(profitRangeText({ min: 12.7, max: 18.2 })).toBe('12%–18%');
  });

  it('shows one figure when both ends agree or one is missing', () => {
    expect(profitRangeText({ min: 15.2, max: 15.9 })).toBe('15%');
    expect(profitRangeText({ min: null, max: 20 })).toBe('20%');
    expect(profitRangeText({ min: 9, max: null })).toBe('9%');
  });

  it("shows '-' when missing", () => {
    expect(profitRangeText({ min: null, max: null })).toBe('-');
    expect(profitRangeText(null)).toBe('-');
  });
});

describe('joinSpecValues', () => {
  it("joins values with ', ' and drops blanks", () => {
    expect(joinSpecValues(['Red', ' Blue ', '', 'Green'])).toBe('Red, Blue, Green');
    expect(joinSpecValues([])).toBe('');
  });
});
