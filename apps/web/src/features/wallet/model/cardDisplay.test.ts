import { describe, expect, it } from 'vitest';
import { expiryYearOptions, formatCardExpiry, formatCardNumberInput, isCardExpired, typedCardBrand } from './cardDisplay';

describe('formatCardNumberInput', () => {
  it('groups digits in fours and drops everything else', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumberInput('4242 ')).toBe('4242');
    expect(formatCardNumberInput('abc')).toBe('');
  });
  it('stops at 16 digits', () => {
    expect(formatCardNumberInput('42424242424242421234')).toBe('4242 4242 4242 4242');
  });
});

describe('typedCardBrand', () => {
  it('shows Visa from the first digit', () => {
    expect(typedCardBrand('4')).toBe('visa');
    expect(typedCardBrand('4000 0000 0000 0002')).toBe('visa');
  });
  it('shows Mastercard once the prefix is 51-55 or 2221-2720', () => {
    expect(typedCardBrand('5')).toBeNull();
    expect(typedCardBrand('55')).toBe('mastercard');
    expect(typedCardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(typedCardBrand('222')).toBeNull();
    expect(typedCardBrand('2223 0031')).toBe('mastercard');
    expect(typedCardBrand('2721')).toBeNull();
  });
  it('shows nothing for other schemes or an empty field', () => {
    expect(typedCardBrand('3782')).toBeNull();
    expect(typedCardBrand('6011')).toBeNull();
    expect(typedCardBrand('')).toBeNull();
    expect(typedCardBrand(undefined)).toBeNull();
  });
});

describe('card expiry', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  it('prints MM/YY', () => {
    expect(formatCardExpiry(8, 2028)).toBe('08/28');
    expect(formatCardExpiry(12, 2030)).toBe('12/30');
  });
  it('treats a card as valid to the end of its expiry month', () => {
    expect(isCardExpired({ expiryMonth: 5, expiryYear: 2026 }, now)).toBe(false);
    expect(isCardExpired({ expiryMonth: 4, expiryYear: 2026 }, now)).toBe(true);
    expect(isCardExpired({ expiryMonth: 1, expiryYear: 2027 }, now)).toBe(false);
  });
  it('offers this year and the following years', () => {
    expect(expiryYearOptions(3, now)).toEqual([2026, 2027, 2028, 2029]);
  });
});
