/**
 * Money display helpers (docs/product.md §5). Amounts travel as integer pence; these are the only place they
 * become pounds. Everything works on integers and strings so no float error can creep in.
 * A missing or non-numeric amount formats as '' (the caller decides what an absent price looks like).
 */

export const POUND_SIGN = '£';

type Amount = number | string | null | undefined;

/** Whole pence from a number or numeric string; null when missing or not a finite number. */
function toPence(value: Amount): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? Math.round(number) : null;
}

/** '1234567' → '1,234,567' (English and Chinese group digits alike) */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

interface PoundsParts {
  negative: boolean;
  /** whole pounds with thousand separators, no sign */
  integer: string;
  /** always two digits */
  decimal: string;
}

function splitPence(value: Amount): PoundsParts | null {
  const pence = toPence(value);
  if (pence === null) return null;
  const absolute = Math.abs(pence);
  return {
    negative: pence < 0,
    integer: groupThousands(String(Math.floor(absolute / 100))),
    decimal: String(absolute % 100).padStart(2, '0'),
  };
}

/** Pence → pounds with two decimals and thousand separators: 123456789 → '1,234,567.89', -5 → '-0.05'. */
export function formatPence(value: Amount): string {
  const parts = splitPence(value);
  if (!parts) return '';
  return `${parts.negative ? '-' : ''}${parts.integer}.${parts.decimal}`;
}

/** Pence → '£1,234.50'; negative amounts put the sign before the pound sign: '-£1,234.50'. */
export function formatPounds(value: Amount): string {
  return formatPrice(value, POUND_SIGN);
}

/** Pence → price with two decimals and an optional currency prefix: formatPrice(123450, '£') → '£1,234.50'. */
export function formatPrice(value: Amount, currencyPrefix = ''): string {
  const parts = splitPence(value);
  if (!parts) return '';
  return `${parts.negative ? '-' : ''}${currencyPrefix}${parts.integer}.${parts.decimal}`;
}

/**
 * The integer part of a price, for layouts that draw pounds and pence at different sizes:
 * priceIntegerPart(123450, '£') → '£1,234'; negative amounts keep their sign: '-£1,234'.
 */
export function priceIntegerPart(value: Amount, currencyPrefix = ''): string {
  const parts = splitPence(value);
  if (!parts) return '';
  return `${parts.negative ? '-' : ''}${currencyPrefix}${parts.integer}`;
}

/** The two-digit decimal part of a price: priceDecimalPart(123405) → '05'. */
export function priceDecimalPart(value: Amount): string {
  return splitPence(value)?.decimal ?? '';
}

const POUNDS_TEXT = /^(\d*)(?:\.(\d*))?$/;

/**
 * A pounds amount as typed (or from a number input) → integer pence, without float error:
 * '12.34' → 1234, 1.1 → 110, '1.005' → 101 (half-up on the third decimal). Thousand separators
 * and a leading '£' are tolerated. Null when blank, negative or not a number.
 */
export function poundsToPence(value: Amount): number | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // toFixed gives plain digits (never exponent notation below 1e21) of the value as written.
    text = value.toFixed(6);
  } else {
    text = value.trim().replace(/^£/, '').replace(/,/g, '').trim();
  }
  const match = POUNDS_TEXT.exec(text);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return null;
  const whole = Number(match[1] || '0');
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const pence = whole * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(pence) ? pence : null;
}
