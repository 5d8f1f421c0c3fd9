import { describe, expect, it } from 'vitest';
import { discountPercent, formatProfitMargin, profitMarginFloor } from './pricing';

describe('discountPercent', () => {
  it('is the rounded percentage below the reference price', () => {
    expect(discountPercent(8000, 10000)).toBe(20);
    expect(discountPercent(6667, 10000)).toBe(33);
    expect(discountPercent(10000, 10000)).toBe(0);
    expect(discountPercent(0, 10000)).toBe(100);
  });

  it('rounds halves up', () => {
    expect(discountPercent(9500, 20000)).toBe(53); // 52.5
    expect(discountPercent(9900, 20000)).toBe(51); // 50.5
    expect(discountPercent(199, 200)).toBe(1); // 0.5
    expect(discountPercent(8750, 10000)).toBe(13); // 12.5
    expect(discountPercent(8751, 10000)).toBe(12); // 12.49
  });

  it('does not let float error turn a true half into .4999…', () => {
    // (ref - price) / ref * 100 in that order gives 56.49999999999999 here.
    expect(((100 - 43.5) / 100) * 100).toBeLessThan(56.5);
    expect(discountPercent(87, 200)).toBe(57); // exactly 56.5
  });

  it('is negative when the price is above the reference', () => {
    expect(discountPercent(12000, 10000)).toBe(-20);
    expect(discountPercent(10050, 10000)).toBe(0); // -0.5 rounds to 0, never -0
    expect(Object.is(discountPercent(10050, 10000), -0)).toBe(false);
  });

  it('is null without a usable reference price or price', () => {
    expect(discountPercent(500, 0)).toBeNull();
    expect(discountPercent(500, null)).toBeNull();
    expect(discountPercent(500, undefined)).toBeNull();
    expect(discountPercent(500, '')).toBeNull();
    expect(discountPercent(500, 'abc')).toBeNull();
    expect(discountPercent(null, 1000)).toBeNull();
  });

  it('accepts numeric strings', () => {
    expect(discountPercent('800', '1000')).toBe(20);
  });
});

describe('profit margin', () => {
  it('is rounded down', () => {
    expect(profitMarginFloor(12.99)).toBe(12);
    expect(profitMarginFloor('45.5')).toBe(45);
    expect(profitMarginFloor(0)).toBe(0);
    expect(profitMarginFloor(-3.2)).toBe(-4);
  });

  it("shows '-' when missing", () => {
    expect(formatProfitMargin(null)).toBe('-');
    expect(formatProfitMargin(undefined)).toBe('-');
    expect(formatProfitMargin('')).toBe('-');
    expect(formatProfitMargin('n/a')).toBe('-');
    expect(formatProfitMargin(Number.NaN)).toBe('-');
    expect(profitMarginFloor(null)).toBeNull();
  });

  it('shows a percentage, including 0%', () => {
    expect(formatProfitMargin(37.8)).toBe('37%');
    expect(formatProfitMargin(0)).toBe('0%');
    expect(formatProfitMargin(0.4)).toBe('0%');
  });
});
