import { describe, expect, it } from 'vitest';
import { formatPence, formatPounds, formatPrice, poundsToPence, priceDecimalPart, priceIntegerPart } from './money';

describe('formatPence', () => {
  it('turns pence into pounds with two decimals and thousand separators', () => {
    expect(formatPence(0)).toBe('0.00');
    expect(formatPence(5)).toBe('0.05');
    expect(formatPence(99)).toBe('0.99');
    expect(formatPence(100)).toBe('1.00');
    expect(formatPence(99999)).toBe('999.99');
    expect(formatPence(100000)).toBe('1,000.00');
    expect(formatPence(123456789)).toBe('1,234,567.89');
    expect(formatPence(100000000000)).toBe('1,000,000,000.00');
  });

  it('formats negative amounts with a leading minus', () => {
    expect(formatPence(-5)).toBe('-0.05');
    expect(formatPence(-123450)).toBe('-1,234.50');
  });

  it('accepts numeric strings and rounds fractional pence', () => {
    expect(formatPence('12345')).toBe('123.45');
    expect(formatPence(1234.6)).toBe('12.35');
    expect(formatPence(-0.4)).toBe('0.00');
  });

  it('gives an empty string for missing or non-numeric amounts', () => {
    expect(formatPence(null)).toBe('');
    expect(formatPence(undefined)).toBe('');
    expect(formatPence('')).toBe('');
    expect(formatPence('abc')).toBe('');
    expect(formatPence(Number.NaN)).toBe('');
    expect(formatPence(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatPounds and formatPrice', () => {
  it('adds the pound sign', () => {
    expect(formatPounds(123450)).toBe('£1,234.50');
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(-123450)).toBe('-£1,234.50');
    expect(formatPounds(null)).toBe('');
  });

  it('takes an optional currency prefix', () => {
    expect(formatPrice(123450)).toBe('1,234.50');
    expect(formatPrice(123450, '£')).toBe('£1,234.50');
    expect(formatPrice(-99, '£')).toBe('-£0.99');
  });
});

describe('price parts', () => {
  it('gives the integer part with an optional prefix', () => {
    expect(priceIntegerPart(123450)).toBe('1,234');
    expect(priceIntegerPart(123450, '£')).toBe('£1,234');
    expect(priceIntegerPart(5)).toBe('0');
    expect(priceIntegerPart(-123450, '£')).toBe('-£1,234');
    expect(priceIntegerPart(undefined, '£')).toBe('');
  });

  it('gives the two-digit decimal part', () => {
    expect(priceDecimalPart(123405)).toBe('05');
    expect(priceDecimalPart(123450)).toBe('50');
    expect(priceDecimalPart(0)).toBe('00');
    expect(priceDecimalPart(-7)).toBe('07');
    expect(priceDecimalPart(null)).toBe('');
  });
});

describe('poundsToPence', () => {
  it('converts typed pounds to whole pence without float error', () => {
    expect(poundsToPence('12.34')).toBe(1234);
    expect(poundsToPence('1.1')).toBe(110);
    expect(poundsToPence(1.1)).toBe(110);
    expect(poundsToPence(0.29)).toBe(29);
    expect(poundsToPence(4.35)).toBe(435);
    expect(poundsToPence(19.99)).toBe(1999);
    expect(poundsToPence('0')).toBe(0);
    expect(poundsToPence('.5')).toBe(50);
    expect(poundsToPence('5.')).toBe(500);
  });

  it('rounds a third decimal half-up', () => {
    expect(poundsToPence('1.005')).toBe(101);
    expect(poundsToPence(1.005)).toBe(101);
    expect(poundsToPence('1.004')).toBe(100);
    expect(poundsToPence('0.999')).toBe(100);
  });

  it('tolerates a pound sign and thousand separators', () => {
    expect(poundsToPence('£1,234.5')).toBe(123450);
    expect(poundsToPence(' 1,000 ')).toBe(100000);
  });

  it('is null for blank, negative, unreadable or huge input', () => {
    expect(poundsToPence('')).toBeNull();
    expect(poundsToPence('  ')).toBeNull();
    expect(poundsToPence('.')).toBeNull();
    expect(poundsToPence('-1')).toBeNull();
    expect(poundsToPence(-1)).toBeNull();
    expect(poundsToPence('abc')).toBeNull();
    expect(poundsToPence('1e3')).toBeNull();
    expect(poundsToPence('1.2.3')).toBeNull();
    expect(poundsToPence(Number.POSITIVE_INFINITY)).toBeNull();
    expect(poundsToPence('99999999999999999')).toBeNull();
    expect(poundsToPence(null)).toBeNull();
    expect(poundsToPence(undefined)).toBeNull();
  });
});
