/**
 * Date display helpers (docs/product.md §5). Timestamps on the wire are epoch SECONDS (fractions allowed).
 * Calendar fields come from Intl with an explicit IANA time zone, so summer time is always right.
 */

/**
 * Default pattern. NOTE: `hh` is the 24-hour clock (00-23) here, as in the storefront's original
 * helper; there is no 12-hour token and no AM/PM marker.
 */
export const DEFAULT_DATE_PATTERN = 'yyyy-MM-dd hh:mm:ss';

export const CHINA_TIME_ZONE = 'Asia/Shanghai';
export const UK_TIME_ZONE = 'Europe/London';
export const CHINA_DATE_PATTERN = 'yyyy-MM-dd';
export const UK_DATE_PATTERN = 'dd-MM-yyyy';

type EpochInput = number | string | null | undefined;

interface DateFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Epoch seconds → milliseconds; null for empty or non-numeric input. */
function toMillis(value: EpochInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const seconds = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(seconds)) return null;
  const millis = Math.round(seconds * 1000);
  // Beyond ±8.64e15 ms a Date is invalid.
  return Math.abs(millis) <= 8.64e15 ? millis : null;
}

function dateFields(millis: number, timeZone: string | undefined): DateFields {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(millis))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
    millisecond: ((millis % 1000) + 1000) % 1000,
  };
}

const TOKENS = /y+|M+|d+|h+|m+|s+|q+|S+/g;

function renderToken(token: string, fields: DateFields): string {
  const width = token.length;
  const pad = (value: number) => (width === 1 ? String(value) : String(value).padStart(width, '0'));
  switch (token[0]) {
    case 'y': {
      const year = String(fields.year).padStart(4, '0');
      return width >= 4 ? year : year.slice(-width);
    }
    case 'M':
      return pad(fields.month);
    case 'd':
      return pad(fields.day);
    case 'h':
      return pad(fields.hour);
    case 'm':
      return pad(fields.minute);
    case 's':
      return pad(fields.second);
    case 'q':
      return pad(Math.floor((fields.month + 2) / 3));
    default:
      return pad(fields.millisecond);
  }
}

/**
 * Formats epoch seconds with a pattern. Tokens: y (year; 'yy' = last two digits), M (month),
 * d (day), h (hour, 24-hour clock), m (minute), s (second), q (quarter 1-4), S (millisecond).
 * A single letter is unpadded ('M' → '3'), a run is zero-padded to its length ('MM' → '03',
 * 'SSS' → '007'). Any other character is copied as is. Empty, null, undefined or non-numeric
 * input gives ''. Without a time zone the runtime's local zone is used.
 */
export function formatEpochSeconds(value: EpochInput, pattern = DEFAULT_DATE_PATTERN, timeZone?: string): string {
  const millis = toMillis(value);
  if (millis === null) return '';
  const fields = dateFields(millis, timeZone);
  return pattern.replace(TOKENS, (token) => renderToken(token, fields));
}

/** True for a Chinese language tag ('zh', 'zh-CN') or the country code CN. */
export function isChinaRegion(region: string | null | undefined): boolean {
  const value = (region ?? '').trim().toLowerCase();
  return value === 'cn' || value === 'zh' || value.startsWith('zh-') || value.startsWith('zh_');
}

/**
 * A calendar date for the reader's region: Shanghai time as 'yyyy-MM-dd' for China
 * (language zh or country CN), otherwise London time as 'dd-MM-yyyy'.
 */
export function formatRegionalDate(value: EpochInput, region: string | null | undefined): string {
  return isChinaRegion(region)
    ? formatEpochSeconds(value, CHINA_DATE_PATTERN, CHINA_TIME_ZONE)
    : formatEpochSeconds(value, UK_DATE_PATTERN, UK_TIME_ZONE);
}

/** A timestamp as epoch seconds, the wire format of docs/product.md §5; null stays null. */
export function toEpochSeconds(value: Date | string | null | undefined): number | null {
  return value ? Math.floor(new Date(value).getTime() / 1000) : null;
}
