/**
 * Display helpers of the order pages (docs/product.md §5): date and time in London time for English readers
 * and Shanghai time for Chinese readers, money from pence, weights from grams.
 */
import { CHINA_TIME_ZONE, UK_TIME_ZONE, formatEpochSeconds, formatRegionalDate } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import type { Language } from '../../../shared/i18n/language';

export function formatDateTime(epochSeconds: number | null | undefined, language: Language): string {
  return language === 'zh'
    ? formatEpochSeconds(epochSeconds, 'yyyy-MM-dd hh:mm', CHINA_TIME_ZONE)
    : formatEpochSeconds(epochSeconds, 'dd-MM-yyyy hh:mm', UK_TIME_ZONE);
}

export function formatDate(epochSeconds: number | null | undefined, language: Language): string {
  return formatRegionalDate(epochSeconds, language);
}

/** Pence → '£1,234.50'. */
export const money = (pence: number | null | undefined): string => formatPounds(pence);

/** Grams → kilograms with up to two decimals: 2500 → '2.5'. */
export function kilograms(grams: number): string {
  return String(Math.round(grams / 10) / 100);
}

/** An ISO string for <time dateTime>, '' when absent. */
export function isoOf(epochSeconds: number | null | undefined): string {
  return typeof epochSeconds === 'number' && Number.isFinite(epochSeconds) ? new Date(epochSeconds * 1000).toISOString() : '';
}
