/**
 * Wallet dates with the contract's formatter (docs/product.md §5): London time, day first, for English
 * readers; Shanghai time, year first, for Chinese readers. The time of day is kept because a
 * ledger can hold several movements on one day.
 */
import { CHINA_DATE_PATTERN, CHINA_TIME_ZONE, UK_DATE_PATTERN, UK_TIME_ZONE, formatEpochSeconds } from '@clearlot/contract';
import type { Language } from '../../../shared/i18n/language';

export function formatWalletTime(epochSeconds: number, language: Language): string {
  return language === 'zh'
    ? formatEpochSeconds(epochSeconds, `${CHINA_DATE_PATTERN} hh:mm`, CHINA_TIME_ZONE)
    : formatEpochSeconds(epochSeconds, `${UK_DATE_PATTERN} hh:mm`, UK_TIME_ZONE);
}
