/** Dates on the reader's clock with the zone named (docs/product.md §5: China's for a reader in China, London's otherwise) and money of the goods-owner desk. */
import { type DateZone, formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import type { Language } from '@clearlot/browser/i18n/language';

/** '31-03-2024 02:00 (London time)'; the zone is the desk's `useDateZone()`. */
export function formatDateTime(epochSeconds: number | null | undefined, language: Language, zone: DateZone): string {
  return formatZonedLabelled(epochSeconds, zone, language);
}

export const money = (pence: number | null | undefined): string => formatPounds(pence);
