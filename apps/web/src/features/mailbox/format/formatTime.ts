import type { Language } from '../../../shared/i18n/language';

/**
 * Date and time of a message (spec §5): Shanghai time as year-month-day for Chinese,
 * London time as day-month-year otherwise; 24-hour clock with seconds. Input is epoch seconds.
 */
export function formatTime(epochSeconds: number, language: Language): string {
  const zh = language === 'zh';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zh ? 'Asia/Shanghai' : 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(epochSeconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = zh ? `${part('year')}-${part('month')}-${part('day')}` : `${part('day')}-${part('month')}-${part('year')}`;
  return `${date} ${part('hour')}:${part('minute')}:${part('second')}`;
}
