/** Dates (London time for English, Shanghai time for Chinese, docs/product.md §5) and money of the goods-owner desk. */
import { CHINA_TIME_ZONE, UK_TIME_ZONE, formatEpochSeconds } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import type { Language } from '../../../shared/i18n/language';

export function formatDateTime(epochSeconds: number | null | undefined, language: Language): string {
  return language === 'zh'
    ? formatEpochSeconds(epochSeconds, 'yyyy-MM-dd hh:mm', CHINA_TIME_ZONE)
    : formatEpochSeconds(epochSeconds, 'dd-MM-yyyy hh:mm', UK_TIME_ZONE);
}

export const money = (pence: number | null | undefined): string => formatPounds(pence);
