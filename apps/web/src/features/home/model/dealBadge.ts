import { discountPercent } from '@clearlot/contract/rules/pricing';

/**
 * The percentage-off badge of a flash deal (docs/product.md §2, §5): the contract's discount formula on
 * the deal price against the reference price. No badge when there is no saving to show (no
 * reference price, or the deal is not below it).
 */
export function dealBadgePercent(price: number | null | undefined, referencePrice: number | null | undefined): number | null {
  const percent = discountPercent(price, referencePrice);
  return percent !== null && percent > 0 ? Math.min(percent, 100) : null;
}

/** The reference price is struck through only when it is above the deal price. */
export function showsReferencePrice(price: number | null | undefined, referencePrice: number | null | undefined): boolean {
  return typeof price === 'number' && typeof referencePrice === 'number' && referencePrice > price;
}
