import { CHINA_TIME_ZONE, UK_TIME_ZONE, formatEpochSeconds } from '@clearlot/contract/format/date';
import type { Language } from '../../../shared/i18n/language';

/**
 * Date and time of a message (docs/product.md §5): Shanghai time as year-month-day for Chinese, London time
 * as day-month-year otherwise, with a 24-hour clock. Input is epoch seconds.
 */
export function formatMessageTime(epochSeconds: number, language: Language): string {
  return language === 'zh'
    ? formatEpochSeconds(epochSeconds, 'yyyy-MM-dd hh:mm:ss', CHINA_TIME_ZONE)
    : formatEpochSeconds(epochSeconds, 'dd-MM-yyyy hh:mm:ss', UK_TIME_ZONE);
}
