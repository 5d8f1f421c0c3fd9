/**
 * The dashboard's periods in UK days (Europe/London, as the server buckets its days): a day 'YYYY-MM-DD' and the epoch
 * second its midnight falls on, whatever the browser's own clock.
 */
import { DASHBOARD_MAX_DAYS, DASHBOARD_TIME_ZONE } from '@clearlot/contract/schemas/dashboard';

export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ukDay = new Intl.DateTimeFormat('en-CA', { timeZone: DASHBOARD_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export const ukDayOf = (epochSeconds: number): string => ukDay.format(new Date(epochSeconds * 1000));

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The epoch second of a UK day's midnight: UTC midnight in winter, an hour before it in summer time. */
export function ukMidnight(day: string): number {
  const utc = Date.parse(`${day}T00:00:00Z`) / 1000;
  return ukDayOf(utc - 3600) === day ? utc - 3600 : utc;
}

export const isDay = (value: string | null): value is string => value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** A period of whole UK days, first to last inclusive, as the call's from (inclusive) and to (exclusive). */
export const periodOf = (first: string, last: string) => ({ from: ukMidnight(first), to: ukMidnight(addDays(last, 1)) });

/** The last `days` UK days, today included. */
export function lastDays(days: number, now = Date.now() / 1000): { first: string; last: string } {
  const today = ukDayOf(now);
  return { first: addDays(today, 1 - days), last: today };
}

/** Days from first to last inclusive, or null when the range is backwards. */
export function daysBetween(first: string, last: string): number | null {
  const days = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
  return days >= 1 ? days : null;
}

export const MAX_DAYS = DASHBOARD_MAX_DAYS;
