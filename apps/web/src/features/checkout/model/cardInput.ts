/** How card numbers look while typed and in the sandbox note: digits in groups of four. */
import { CARD_LENGTHS } from '@clearlot/contract/rules/card';

const MAX_DIGITS = Math.max(...CARD_LENGTHS);

/** Keeps the digits (at most 16) and groups them by four: '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumberInput(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry years offered: this year and the next 20 (the contract refuses more). */
export function expiryYears(currentYear: number, span = 20): number[] {
  return Array.from({ length: span + 1 }, (_, index) => currentYear + index);
}

export const EXPIRY_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, index) => index + 1);
