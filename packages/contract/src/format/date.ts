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

// ---- the reader's clock (docs/product.md §5; issue 16 item 11) ----

/**
 * The clock a reader's dates are shown in: China's (Shanghai time, year first) for a reader in China,
 * London's (day first) for everyone else. It follows where the buyer is, never the language read:
 * a London buyer reading Chinese sees London time.
 */
export type DateZone = 'china' | 'london';
/** How much of the moment is shown: the calendar day, down to the minute, or to the second. */
export type DatePrecision = 'day' | 'minute' | 'second';

/** China's calling code belongs to China alone, so a +86 mobile is a Chinese account. */
const CHINA_MOBILE = /^\+86\d/;

/**
 * Whose clock: China's when the delivery country or the account's country is CN (docs/product.md §5 "dates
 * for China"). An account records no country of its own; its country is that of its confirmed
 * mobile (E.164), the one place a buyer tells us where they are.
 */
export function dateZoneFor(reader: { deliveryCountry?: string | null; accountPhone?: string | null }): DateZone {
  const deliversToChina = (reader.deliveryCountry ?? '').trim().toUpperCase() === 'CN';
  return deliversToChina || CHINA_MOBILE.test(reader.accountPhone ?? '') ? 'china' : 'london';
}

const ZONES: Record<DateZone, { timeZone: string; datePattern: string; label: { en: string; zh: string } }> = {
  china: { timeZone: CHINA_TIME_ZONE, datePattern: CHINA_DATE_PATTERN, label: { en: 'Beijing time', zh: '北京时间' } },
  london: { timeZone: UK_TIME_ZONE, datePattern: UK_DATE_PATTERN, label: { en: 'London time', zh: '伦敦时间' } },
};

/**
 * Builds the zone's formatter and reads one date with it. Intl's first formatter for a time zone is slow to make
 * (it loads the zone's rules: tens of milliseconds on a slow phone); the web app calls this in a task of its own
 * as it loads (shared/location/dateZone.ts), so the first render that shows a date does not pay for it.
 */
export function prepareDateFormatter(zone: DateZone): void {
  formatterFor(ZONES[zone].timeZone).formatToParts(new Date());
}

const PRECISION_PATTERN: Record<DatePrecision, string> = { day: '', minute: ' hh:mm', second: ' hh:mm:ss' };

/** The zone's name for a label or a column heading: 'London time', '北京时间'. */
export function zoneLabel(zone: DateZone, language: 'en' | 'zh'): string {
  return ZONES[zone].label[language];
}

/** A moment on the zone's clock without its label (where a heading names the zone): '31-03-2024 02:00', '2024-03-31 09:00'. */
export function formatZoned(value: EpochInput, zone: DateZone, precision: DatePrecision = 'minute'): string {
  const { datePattern, timeZone } = ZONES[zone];
  return formatEpochSeconds(value, `${datePattern}${PRECISION_PATTERN[precision]}`, timeZone);
}

/** A text followed by the zone's name in brackets, as the language writes them: 'Date (London time)', '日期（北京时间）'. */
export function withZoneLabel(text: string, zone: DateZone, language: 'en' | 'zh'): string {
  const label = zoneLabel(zone, language);
  return language === 'zh' ? `${text}（${label}）` : `${text} (${label})`;
}

/**
 * A moment on the zone's clock with the zone named, so a reader never has to guess which clock:
 * '31-03-2024 02:00 (London time)', '2024-03-31 09:00（北京时间）'. Empty input gives ''.
 */
export function formatZonedLabelled(value: EpochInput, zone: DateZone, language: 'en' | 'zh', precision: DatePrecision = 'minute'): string {
  const text = formatZoned(value, zone, precision);
  return text ? withZoneLabel(text, zone, language) : '';
}

/** A timestamp as epoch seconds, the wire format of docs/product.md §5; null stays null. */
export function toEpochSeconds(value: Date | string | null | undefined): number | null {
  return value ? Math.floor(new Date(value).getTime() / 1000) : null;
}
