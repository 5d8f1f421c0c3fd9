/**
 * A history day's heading (issue 14, MyTracks): 'Today' and 'Yesterday' by name, other days as a date in the
 * reader's language. Days are London's calendar days ('yyyy-MM-dd'), as the server groups them.
 */
import type { Language } from '../../../shared/i18n/language';

export type DayName = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/** London's calendar day of a moment, as 'yyyy-MM-dd'. */
export function londonDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function dayName(day: string, now: Date, language: Language): DayName {
  const today = londonDay(now);
  if (day === today) return { kind: 'today' };
  if (day === londonDay(new Date(now.getTime() - 86_400_000))) return { kind: 'yesterday' };
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const text = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
  return { kind: 'date', text };
}
