/**
 * Display helpers of the order pages (docs/product.md §5): dates on the reader's clock with the zone
 * named (China's for a buyer in China, London's otherwise, whatever the language), money from pence,
 * weights from grams.
 */
import { type DateZone, formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import type { Language } from '../../../shared/i18n/language';
import { currentDateZone } from '../../../shared/location/dateZone';

/**
 * '31-03-2024 02:00 (London time)'. Components pass the zone of `useDateZone()`, so the text follows
 * once the account's country is known; without it, the zone known now is used.
 */
export function formatDateTime(epochSeconds: number | null | undefined, language: Language, zone: DateZone = currentDateZone()): string {
  return formatZonedLabelled(epochSeconds, zone, language);
}

/** The calendar day on the reader's clock: '31-03-2024 (London time)'. */
export function formatDate(epochSeconds: number | null | undefined, language: Language, zone: DateZone = currentDateZone()): string {
  return formatZonedLabelled(epochSeconds, zone, language, 'day');
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
