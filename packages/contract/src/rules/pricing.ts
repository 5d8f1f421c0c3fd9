/** Price figures shown on product cards (docs/product.md §3, §5): discount percent and profit margin. */

type NumericInput = number | string | null | undefined;

function toNumber(value: NumericInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * Discount percent = round((referencePrice - price) / referencePrice × 100), both in pence.
 * Halves round up (52.5 → 53, -2.5 → -2, as Math.round). Multiplying before dividing keeps the
 * quotient exact for whole pence, so a true .5 is never seen as .4999…. Null when the reference
 * price is missing or 0, or the price is missing. A price above the reference gives a negative result.
 */
export function discountPercent(price: NumericInput, referencePrice: NumericInput): number | null {
  const current = toNumber(price);
  const reference = toNumber(referencePrice);
  if (current === null || reference === null || reference === 0) return null;
  return Math.round(((reference - current) * 100) / reference) || 0;
}

/** The product's profit margin (the "profitable" percentage) rounded down; null when missing. */
export function profitMarginFloor(profitable: NumericInput): number | null {
  const margin = toNumber(profitable);
  return margin === null ? null : Math.floor(margin) || 0;
}

/** Profit margin as shown on a card: rounded down with a percent sign ('12%'), or '-' when missing. */
export function formatProfitMargin(profitable: NumericInput): string {
  const margin = profitMarginFloor(profitable);
  return margin === null ? '-' : `${margin}%`;
}
