import { describe, expect, it } from 'vitest';
import { cardExpiryProblem, cardNumberProblem, cvvProblem, detectCardBrand, luhnValid, normaliseCardNumber, paymentPasswordProblem, withdrawalAmountProblem } from './card';

describe('detectCardBrand', () => {
  it('recognises Visa by prefix 4', () => {
    expect(detectCardBrand('4111111111111111')).toBe('visa');
    expect(detectCardBrand('4')).toBe('visa');
  });

  it('recognises Mastercard 51-55 and 2221-2720', () => {
    for (const prefix of ['51', '52', '53', '54', '55', '2221', '2500', '2720']) {
      expect(detectCardBrand(`${prefix}00000000`), prefix).toBe('mastercard');
    }
  });

  it('rejects other prefixes', () => {
    for (const prefix of ['50', '56', '2220', '2721', '34', '37', '6011', '35', '30']) {
      expect(detectCardBrand(`${prefix}00000000`), prefix).toBeNull();
    }
    expect(detectCardBrand('')).toBeNull();
    expect(detectCardBrand('4abc')).toBeNull();
  });

  it('ignores spaces and hyphens', () => {
    expect(detectCardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(normaliseCardNumber('4111-1111 1111\t1111')).toBe('4111111111111111');
  });
});

describe('luhnValid', () => {
  it('accepts numbers with a correct check digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4222222222222')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('0')).toBe(true);
  });

  it('refuses a wrong check digit, a swapped pair and non-digits', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4111111111111121')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4111x11111111111')).toBe(false);
  });
});

describe('cardNumberProblem', () => {
  it('accepts Visa and Mastercard numbers', () => {
    expect(cardNumberProblem('4111111111111111')).toBeNull();
    expect(cardNumberProblem('5555555555554444')).toBeNull();
    expect(cardNumberProblem('2221000000000009')).toBeNull();
    expect(cardNumberProblem('2720999999999996')).toBeNull();
    expect(cardNumberProblem('4222222222222')).toBeNull();
    expect(cardNumberProblem('4111 1111 1111 1111')).toBeNull();
  });

  it('refuses other brands even with a valid check digit', () => {
    expect(luhnValid('2721000000000004')).toBe(true);
    expect(cardNumberProblem('2721000000000004')).toBe('cardNumberInvalid');
    expect(cardNumberProblem('3782 822463 10005')).toBe('cardNumberInvalid');
    expect(cardNumberProblem('6011111111111117')).toBe('cardNumberInvalid');
  });

  it('accepts only 13 or 16 digits', () => {
    expect(cardNumberProblem('411111111111111')).toBe('cardNumberInvalid');
    expect(cardNumberProblem('411111111111')).toBe('cardNumberInvalid');
    expect(cardNumberProblem('41111111111111')).toBe('cardNumberInvalid');
    expect(cardNumberProblem('41111111111111111')).toBe('cardNumberInvalid');
    expect(cardNumberProblem('4111111111111111111')).toBe('cardNumberInvalid');
  });

  it('refuses a 13-digit Mastercard number, which does not exist', () => {
    expect(luhnValid('5100000000003')).toBe(true);
    expect(cardNumberProblem('5100000000003')).toBe('cardNumberInvalid');
  });

  it('refuses letters and requires a value', () => {
    expect(cardNumberProblem('4111a11111111111')).toBe('cardNumberInvalid');
    expect(cardNumberProblem('')).toBe('required');
    expect(cardNumberProblem('  ')).toBe('required');
  });

  it('reports a failed Luhn check separately', () => {
    expect(cardNumberProblem('4111111111111112')).toBe('luhnFailed');
    expect(cardNumberProblem('5555555555554445')).toBe('luhnFailed');
  });
});

describe('cvvProblem', () => {
  it('needs exactly three digits', () => {
    expect(cvvProblem('123')).toBeNull();
    expect(cvvProblem('000')).toBeNull();
    expect(cvvProblem('12')).toBe('cvvInvalid');
    expect(cvvProblem('1234')).toBe('cvvInvalid');
    expect(cvvProblem('12a')).toBe('cvvInvalid');
    expect(cvvProblem(' 123')).toBe('cvvInvalid');
    expect(cvvProblem('')).toBe('required');
  });
});

describe('cardExpiryProblem', () => {
  const may2026 = new Date('2026-05-15T12:00:00Z');

  it('accepts the current month and later', () => {
    expect(cardExpiryProblem(5, 2026, may2026)).toBeNull();
    expect(cardExpiryProblem(6, 2026, may2026)).toBeNull();
    expect(cardExpiryProblem(1, 2027, may2026)).toBeNull();
    expect(cardExpiryProblem('05', '2026', may2026)).toBeNull();
  });

  it('refuses a month or year in the past', () => {
    expect(cardExpiryProblem(4, 2026, may2026)).toBe('cardExpired');
    expect(cardExpiryProblem(12, 2025, may2026)).toBe('cardExpired');
  });

  it('reads two-digit years as 20YY', () => {
    expect(cardExpiryProblem(5, 26, may2026)).toBeNull();
    expect(cardExpiryProblem('04', '26', may2026)).toBe('cardExpired');
    expect(cardExpiryProblem(1, '30', may2026)).toBeNull();
  });

  it('uses the London calendar month', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (BST).
    const londonJune = new Date('2026-05-31T23:30:00Z');
    expect(cardExpiryProblem(5, 2026, londonJune)).toBe('cardExpired');
    expect(cardExpiryProblem(6, 2026, londonJune)).toBeNull();
  });

  it('refuses impossible values', () => {
    expect(cardExpiryProblem(0, 2027, may2026)).toBe('cardExpiryInvalid');
    expect(cardExpiryProblem(13, 2027, may2026)).toBe('cardExpiryInvalid');
    expect(cardExpiryProblem(1.5, 2027, may2026)).toBe('cardExpiryInvalid');
    expect(cardExpiryProblem('ab', 2027, may2026)).toBe('cardExpiryInvalid');
    expect(cardExpiryProblem(5, 202, may2026)).toBe('cardExpiryInvalid');
    expect(cardExpiryProblem(5, 2047, may2026)).toBe('cardExpiryInvalid');
    expect(cardExpiryProblem(5, 2046, may2026)).toBeNull();
  });

  it('requires both values', () => {
    expect(cardExpiryProblem('', 2027, may2026)).toBe('required');
    expect(cardExpiryProblem(5, null, may2026)).toBe('required');
    expect(cardExpiryProblem(undefined, undefined, may2026)).toBe('required');
  });
});

describe('paymentPasswordProblem', () => {
  it('needs six digits', () => {
    expect(paymentPasswordProblem('123456')).toBeNull();
    expect(paymentPasswordProblem('12345')).toBe('paymentPasswordInvalid');
    expect(paymentPasswordProblem('1234567')).toBe('paymentPasswordInvalid');
    expect(paymentPasswordProblem('12345a')).toBe('paymentPasswordInvalid');
    expect(paymentPasswordProblem('')).toBe('required');
  });
});

describe('withdrawalAmountProblem', () => {
  it('accepts amounts above zero, in pence or typed pounds', () => {
    expect(withdrawalAmountProblem(1)).toBeNull();
    expect(withdrawalAmountProblem('0.01')).toBeNull();
    expect(withdrawalAmountProblem('1,250.50')).toBeNull();
  });

  it('refuses zero', () => {
    expect(withdrawalAmountProblem(0)).toBe('withdrawalZero');
    expect(withdrawalAmountProblem('0')).toBe('withdrawalZero');
    expect(withdrawalAmountProblem('0.00')).toBe('withdrawalZero');
    expect(withdrawalAmountProblem('0.004')).toBe('withdrawalZero');
  });

  it('refuses negative, fractional-pence and unreadable amounts', () => {
    expect(withdrawalAmountProblem(-100)).toBe('amountInvalid');
    expect(withdrawalAmountProblem(1.5)).toBe('amountInvalid');
    expect(withdrawalAmountProblem(Number.NaN)).toBe('amountInvalid');
    expect(withdrawalAmountProblem('-5')).toBe('amountInvalid');
    expect(withdrawalAmountProblem('ten')).toBe('amountInvalid');
  });

  it('requires a value', () => {
    expect(withdrawalAmountProblem('')).toBe('required');
    expect(withdrawalAmountProblem(null)).toBe('required');
    expect(withdrawalAmountProblem(undefined)).toBe('required');
  });
});
