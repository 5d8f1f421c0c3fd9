import { describe, expect, it } from 'vitest';
import { weightText } from './weight';

describe('weightText', () => {
  it('shows grams under a kilogram and kilograms from one', () => {
    expect(weightText(850)).toEqual({ unit: 'g', value: '850' });
    expect(weightText(999.4)).toEqual({ unit: 'g', value: '999' });
    expect(weightText(999.6)).toEqual({ unit: 'kg', value: '1' });
    expect(weightText(1000)).toEqual({ unit: 'kg', value: '1' });
    expect(weightText(1250)).toEqual({ unit: 'kg', value: '1.25' });
    expect(weightText(1205)).toEqual({ unit: 'kg', value: '1.21' });
    expect(weightText(1050)).toEqual({ unit: 'kg', value: '1.05' });
    expect(weightText(12_500)).toEqual({ unit: 'kg', value: '12.5' });
  });

  it('groups the thousands of a heavy lot', () => {
    expect(weightText(12_500_000)).toEqual({ unit: 'kg', value: '12,500' });
    expect(weightText(1_234_567_890)).toEqual({ unit: 'kg', value: '1,234,567.89' });
  });

  it('is absent for missing or non-positive weights', () => {
    expect(weightText(0)).toBeNull();
    expect(weightText(-5)).toBeNull();
    expect(weightText(null)).toBeNull();
    expect(weightText(undefined)).toBeNull();
    expect(weightText(Number.NaN)).toBeNull();
    expect(weightText(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
