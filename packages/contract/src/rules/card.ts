/**
 * Payment card and wallet rules of docs/product.md §5: Visa and Mastercard only, CVV, expiry, payment
 * password, withdrawal amount. Each *Problem function returns a ValidationMessages key or null.
 */
import type { ValidationMessageKey } from '../messages';
import { poundsToPence } from '../format/money';

export type CardBrand = 'visa' | 'mastercard';

/** Lengths a card number may have (docs/product.md §9). Mastercard numbers are always 16 digits. */
export const CARD_LENGTHS: readonly number[] = [13, 16];
export const CVV_LENGTH = 3;
export const PAYMENT_PASSWORD_LENGTH = 6;
/** How far ahead an expiry year may be; cards are issued for at most a few years. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;

/** Card numbers are typed with spaces or hyphens between groups; those are dropped. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/** The brand from the number's prefix: Visa 4; Mastercard 51-55 or 2221-2720. Null for anything else. */
export function detectCardBrand(value: string): CardBrand | null {
  const number = normaliseCardNumber(value);
  if (!/^\d+$/.test(number)) return null;
  if (number.startsWith('4')) return 'visa';
  const two = Number(number.slice(0, 2));
  if (number.length >= 2 && two >= 51 && two <= 55) return 'mastercard';
  const four = Number(number.slice(0, 4));
  if (number.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return null;
}

/** Luhn (mod 10) check digit test over a digit string; false for anything that is not digits. */
export function luhnValid(value: string): boolean {
  const number = normaliseCardNumber(value);
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = number.charCodeAt(number.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberProblem(value: string): ValidationMessageKey | null {
  const number = normaliseCardNumber(value);
  if (number.length === 0) return 'required';
  if (!/^\d+$/.test(number) || !CARD_LENGTHS.includes(number.length)) return 'cardNumberInvalid';
  const brand = detectCardBrand(number);
  if (brand === null || (brand === 'mastercard' && number.length !== 16)) return 'cardNumberInvalid';
  return luhnValid(number) ? null : 'luhnFailed';
}

export function cvvProblem(value: string): ValidationMessageKey | null {
  if (value.length === 0) return 'required';
  return /^\d{3}$/.test(value) ? null : 'cvvInvalid';
}

/** The calendar year and month (1-12) in London, where the marketplace trades. */
/** Made once: building an Intl formatter costs far more than using one (it was 13–15% of a card payment's CPU). */
let londonMonthFormat: Intl.DateTimeFormat | undefined;

function londonYearMonth(now: Date): { year: number; month: number } {
  londonMonthFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: 'numeric' });
  const parts = londonMonthFormat.formatToParts(now);
  const pick = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: pick('year'), month: pick('month') };
}

function wholeNumber(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/**
 * Expiry month (1-12) and year (four digits, or two meaning 20YY). A card is valid to the end of
 * its expiry month, so the current month is still accepted. `now` is injectable for tests.
 */
export function cardExpiryProblem(month: number | string | null | undefined, year: number | string | null | undefined, now: Date = new Date()): ValidationMessageKey | null {
  if (month === null || month === undefined || month === '' || year === null || year === undefined || year === '') {
    return 'required';
  }
  const expiryMonth = wholeNumber(month);
  let expiryYear = wholeNumber(year);
  if (expiryMonth === null || expiryYear === null || expiryMonth < 1 || expiryMonth > 12) return 'cardExpiryInvalid';
  const yearText = String(year).trim();
  if (yearText.length === 2) expiryYear += 2000;
  else if (yearText.length !== 4) return 'cardExpiryInvalid';
  const current = londonYearMonth(now);
  if (expiryYear > current.year + CARD_EXPIRY_MAX_YEARS_AHEAD) return 'cardExpiryInvalid';
  if (expiryYear < current.year || (expiryYear === current.year && expiryMonth < current.month)) return 'cardExpired';
  return null;
}

export function paymentPasswordProblem(value: string): ValidationMessageKey | null {
  if (value.length === 0) return 'required';
  return /^\d{6}$/.test(value) ? null : 'paymentPasswordInvalid';
}

/**
 * A withdrawal must be more than zero. A number is integer pence; a string is pounds as typed
 * ('12.50'). Blank is 'required', text that is not an amount is 'amountInvalid'.
 */
export function withdrawalAmountProblem(value: number | string | null | undefined): ValidationMessageKey | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return 'required';
  const pence = typeof value === 'number' ? value : poundsToPence(value);
  if (pence === null || !Number.isSafeInteger(pence) || pence < 0) return 'amountInvalid';
  return pence === 0 ? 'withdrawalZero' : null;
}
