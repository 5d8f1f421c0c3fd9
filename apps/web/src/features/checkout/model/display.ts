/** Display helpers of the checkout pages: localized names, weights and date-times (docs/product.md §5). */
import { CHINA_TIME_ZONE, UK_TIME_ZONE, formatEpochSeconds } from '@clearlot/contract/format/date';
import { type Language, localeTag } from '../../../shared/i18n/language';

/** Grams → '2.5 kg' (or '500 g' below a kilogram), with the reader's number format. */
export function formatWeight(grams: number, language: Language): string {
  const locale = localeTag(language);
  if (grams < 1000) return `${new Intl.NumberFormat(locale).format(grams)} g`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(grams / 1000)} kg`;
}

/** A moment in the reader's region: Shanghai time year first for Chinese, London time day first otherwise. */
export function formatDateTime(epochSeconds: number | null | undefined, language: Language): string {
  return language === 'zh'
    ? formatEpochSeconds(epochSeconds, 'yyyy-MM-dd hh:mm:ss', CHINA_TIME_ZONE)
    : formatEpochSeconds(epochSeconds, 'dd-MM-yyyy hh:mm:ss', UK_TIME_ZONE);
}
