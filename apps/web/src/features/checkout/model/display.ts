/** Display helpers of the checkout pages: localized names, weights and date-times (docs/product.md §5). */
import { type DateZone, formatZonedLabelled } from '@clearlot/contract/format/date';
import { type Language, localeTag } from '../../../shared/i18n/language';

/** Grams → '2.5 kg' (or '500 g' below a kilogram), with the reader's number format. */
export function formatWeight(grams: number, language: Language): string {
  const locale = localeTag(language);
  if (grams < 1000) return `${new Intl.NumberFormat(locale).format(grams)} g`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(grams / 1000)} kg`;
}

/** A moment on the reader's clock (China's for a reader in China, London's otherwise, whatever the language), the clock named. */
export function formatDateTime(epochSeconds: number | null | undefined, language: Language, zone: DateZone): string {
  return formatZonedLabelled(epochSeconds, zone, language, 'second');
}
