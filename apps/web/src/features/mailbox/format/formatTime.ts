import { type DateZone, formatZonedLabelled } from '@clearlot/contract/format/date';
import type { Language } from '../../../shared/i18n/language';

/**
 * Date and time of a message (docs/product.md §5, issue 16 item 11): on the reader's clock — China's for a
 * reader in China, London's otherwise, whatever the language — with the clock named. Input is epoch seconds.
 */
export function formatMessageTime(epochSeconds: number, language: Language, zone: DateZone): string {
  return formatZonedLabelled(epochSeconds, zone, language, 'second');
}
