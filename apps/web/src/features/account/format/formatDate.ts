import type { Language } from '../../../shared/i18n/language';

/**
 * Dates (spec §5): Shanghai time as year-month-day for Chinese, London time as
 * day-month-year otherwise. Input is epoch seconds.
 */
export function formatDate(epochSeconds: number, language: Language): string {
  const zh = language === 'zh';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zh ? 'Asia/Shanghai' : 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(epochSeconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return zh ? `${part('year')}-${part('month')}-${part('day')}` : `${part('day')}-${part('month')}-${part('year')}`;
}
