import { describe, expect, it } from 'vitest';
import { formatCardNumberInput, expiryYears, EXPIRY_MONTHS } from './cardInput';

describe('card input', () => {
  it('groups digits by four as they are typed', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('42424')).toBe('4242 4');
    expect(formatCardNumberInput('4242')).toBe('4242');
    expect(formatCardNumberInput('4222222222222')).toBe('4222 2222 2222 2');
  });

  it('drops everything that is not a digit and stops at 16 digits', () => {
    expect(formatCardNumberInput('4242-4242 abc 4242')).toBe('4242 4242 4242');
    expect(formatCardNumberInput('42424242424242421234')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput(undefined)).toBe('');
  });

  it('offers the twelve months and this year plus twenty', () => {
    expect(EXPIRY_MONTHS).toHaveLength(12);
    const years = expiryYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2046);
  });
});
