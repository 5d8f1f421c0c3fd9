/**
 * Choosing a product's options (issue 16 §1): the buyer picks one value per option (Colour, Size…) and the
 * page shows the SKU those values name. Values are compared by their English text, which the server keeps
 * unique per option. Pure functions, tested without a browser.
 */
import type { Sku } from '@clearlot/contract';

type SkuLike = Pick<Sku, 'id' | 'options' | 'quantity'>;

/** One value per option, in the product's option order. */
export type Choice = readonly string[];

const valuesOf = (sku: SkuLike): string[] => sku.options.map((option) => option.valueEn);

/** The first SKU in stock (else the first SKU): what the page shows before the buyer chooses. */
export function initialChoice(skus: readonly SkuLike[]): Choice {
  const first = skus.find((sku) => sku.quantity > 0) ?? skus[0];
  return first ? valuesOf(first) : [];
}

/** The SKU the chosen values name; null when no SKU has that combination. */
export function skuOf<T extends SkuLike>(skus: readonly T[], choice: Choice): T | null {
  return skus.find((sku) => sku.options.length === choice.length && sku.options.every((option, i) => option.valueEn === choice[i])) ?? null;
}

/** How a value reads given the other options as chosen: it names a SKU in stock, a sold-out SKU, or none. */
export type ValueState = 'available' | 'soldOut' | 'unavailable';

export function valueState(skus: readonly SkuLike[], choice: Choice, axis: number, value: string): ValueState {
  const sku = skuOf(
    skus,
    choice.map((chosen, i) => (i === axis ? value : chosen)),
  );
  if (!sku) return 'unavailable';
  return sku.quantity > 0 ? 'available' : 'soldOut';
}

/**
 * Chooses `value` for one option. When that value with the others as chosen names no SKU, the others follow the
 * first SKU that has the value (one in stock when there is one), so the page always shows a real SKU.
 */
export function choose(skus: readonly SkuLike[], choice: Choice, axis: number, value: string): Choice {
  const wanted = choice.map((chosen, i) => (i === axis ? value : chosen));
  if (skuOf(skus, wanted)) return wanted;
  const withValue = skus.filter((sku) => sku.options[axis]?.valueEn === value);
  const fallback = withValue.find((sku) => sku.quantity > 0) ?? withValue[0];
  return fallback ? valuesOf(fallback) : choice;
}
