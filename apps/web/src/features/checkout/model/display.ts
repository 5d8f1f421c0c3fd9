/** Display helpers of the checkout pages: date-times (docs/product.md §5). */
import { type DateZone, formatZonedLabelled } from '@clearlot/contract/format/date';
import type { Language } from '../../../shared/i18n/language';

/** A moment on the reader's clock (China's for a reader in China, London's otherwise, whatever the language), the clock named. */
export function formatDateTime(epochSeconds: number | null | undefined, language: Language, zone: DateZone): string {
  return formatZonedLabelled(epochSeconds, zone, language, 'second');
}
