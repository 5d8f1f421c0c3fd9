/**
 * How cards look on the wallet page: the number grouped in fours as it is typed, the brand the
 * prefix gives (contract rules, docs/product.md §5: Visa and Mastercard only), masked numbers and expiries.
 */
import { CARD_LENGTHS, type CardBrand, cardExpiryProblem, detectCardBrand } from '@clearlot/contract';

const MAX_CARD_DIGITS = Math.max(...CARD_LENGTHS);

/** Digits only, at most the longest card length, grouped in fours: '42424242 42' → '4242 4242 42'. */
export function formatCardNumberInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The brand to show beside the number while it is typed; null until the prefix decides it. */
export function typedCardBrand(value: string | undefined): CardBrand | null {
  return value ? detectCardBrand(value) : null;
}

/** Expiry as printed on cards: month 8, year 2028 → '08/28'. */
export function formatCardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** A saved card past its expiry month (London time) can no longer be charged or paid into. */
export function isCardExpired(card: { expiryMonth: number; expiryYear: number }, now: Date = new Date()): boolean {
  return cardExpiryProblem(card.expiryMonth, card.expiryYear, now) === 'cardExpired';
}

/** The years an expiry may have: this year (London) and the next `yearsAhead`. */
export function expiryYearOptions(yearsAhead: number, now: Date = new Date()): number[] {
  const year = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(now));
  return Array.from({ length: yearsAhead + 1 }, (_, index) => year + index);
}
