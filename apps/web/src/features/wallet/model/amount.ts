/**
 * Pounds as the buyer types them → integer pence for the wallet forms, checked with the
 * contract's rules (docs/product.md §5: "Withdrawal amount cannot be zero."; amounts travel in pence).
 */
import { TopUpBody, type ValidationMessageKey, poundsToPence, withdrawalAmountProblem } from '@clearlot/contract';

/** A withdrawal larger than the available balance: checked here, worded by the wallet locale. */
export type AmountProblem = ValidationMessageKey | 'aboveAvailable';

const AMOUNT_TEXT = /^£?\s*[\d,]*(\.\d{0,2})?$/;

/**
 * Keeps what an amount field may hold while typing: digits, one decimal point and at most two
 * decimals ('12.345' → '12.34', '1a2' → '12'). Thousand separators and '£' are dropped.
 */
export function normaliseAmountInput(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point === -1) return cleaned;
  const decimals = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${cleaned.slice(0, point)}.${decimals}`;
}

/** Pounds text → pence; null when blank, not an amount or with more than two decimals. */
export function parsePounds(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !AMOUNT_TEXT.test(trimmed)) return null;
  return poundsToPence(trimmed);
}

/** Why a withdrawal amount (pounds as typed) cannot be sent, or null; `available` is in pence. */
export function withdrawalProblem(text: string, available: number): AmountProblem | null {
  const key = withdrawalAmountProblem(text);
  if (key) return key;
  const pence = parsePounds(text);
  if (pence === null) return 'amountInvalid';
  return pence > available ? 'aboveAvailable' : null;
}

/** Why a top-up amount (pounds as typed) cannot be sent, or null: the contract's TopUpBody amount rule. */
export function topUpProblem(text: string): ValidationMessageKey | null {
  if (text.trim() === '') return 'required';
  const pence = parsePounds(text);
  if (pence === null) return 'amountInvalid';
  const result = TopUpBody.shape.amount.safeParse(pence);
  return result.success ? null : 'amountInvalid';
}
