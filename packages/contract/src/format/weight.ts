/**
 * Weights as shown on the product page and at checkout (docs/product.md §3, §5). Like money.ts, it works on
 * integers and strings and builds no Intl formatter: the first number formatter a page builds costs it
 * 10–15 ms of one task (more on a slow phone), and a weight needs none.
 */
import { groupThousands } from './money';

/** A weight's figure and its unit; each page words the unit in its language ('1.25 kg', '1.25 千克'). */
export type WeightText = { unit: 'g' | 'kg'; value: string } | null;

/**
 * Grams as shown: under 1 kg in whole grams ('850'), from 1 kg in kilograms with up to two decimals and
 * thousands grouped ('1.25', '12,500'); null for a missing, non-finite or non-positive weight.
 */
export function weightText(grams: number | null | undefined): WeightText {
  if (grams === null || grams === undefined || !Number.isFinite(grams) || grams <= 0) return null;
  if (Math.round(grams) < 1000) return { unit: 'g', value: String(Math.round(grams)) };
  const hundredths = Math.round(grams / 10);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return { unit: 'kg', value: `${groupThousands(String(Math.floor(hundredths / 100)))}${fraction ? `.${fraction}` : ''}` };
}
