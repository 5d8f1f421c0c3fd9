/**
 * How the detail page words a product's figures (docs/product.md §3 detail labels). Pure functions, so the
 * rules are tested without a browser; the page feeds them the product and the shown language.
 */
import { formatProfitMargin } from '@clearlot/contract/rules/pricing';

/** The product id from the page address (?productId=12); null when missing or not a positive whole number. */
export function parseProductId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * The profit range (margins across warehouses) as '12%–18%', a single '15%' when both ends agree
 * or only one is known, and '-' when neither is (margins rounded down, like the cards).
 */
export function profitRangeText(range: { min: number | null; max: number | null } | null | undefined): string {
  const min = range ? formatProfitMargin(range.min) : '-';
  const max = range ? formatProfitMargin(range.max) : '-';
  if (min === '-' && max === '-') return '-';
  if (min === '-' || max === '-' || min === max) return min === '-' ? max : min;
  return `${min}–${max}`;
}

/** A specification's values as one line: 'Red, Blue, Green'. */
export function joinSpecValues(values: readonly string[]): string {
  return values
    .map((value) => value.trim())
    .filter(Boolean)
    .join(', ');
}
