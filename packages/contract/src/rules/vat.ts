/** VAT number rule of docs/product.md §5: letters and digits only, at most 20 characters. */
import type { ValidationMessageKey } from '../messages';

export const VAT_NUMBER_MAX = 20;

/** Stored spelling: surrounding white space removed, letters upper case ('gb123456789' → 'GB123456789'). */
export function normaliseVatNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** Checks a VAT number (surrounding white space ignored). Blank is 'required'; optional fields skip the rule when blank. */
export function vatNumberProblem(value: string): ValidationMessageKey | null {
  const vat = value.trim();
  if (vat.length === 0) return 'required';
  return vat.length <= VAT_NUMBER_MAX && /^[A-Za-z0-9]+$/.test(vat) ? null : 'vatInvalid';
}
