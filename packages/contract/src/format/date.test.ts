import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_PATTERN, dateZoneFor, formatEpochSeconds, formatZoned, formatZonedLabelled, toEpochSeconds, withZoneLabel, zoneLabel } from './date';

const BST_START = 1711846800; // 2024-03-31 01:00:00 UTC: London clocks go 01:00 GMT → 02:00 BST
const BST_END = 1729990800; // 2024-10-27 01:00:00 UTC: London clocks go 02:00 BST → 01:00 GMT

describe('formatEpochSeconds', () => {
  it('uses yyyy-MM-dd hh:mm:ss by default, hh being the 24-hour clock', () => {
    expect(DEFAULT_DATE_PATTERN).toBe('yyyy-MM-dd hh:mm:ss');
    expect(formatEpochSeconds(1709787845, undefined, 'UTC')).toBe('2024-03-07 05:04:05');
    expect(formatEpochSeconds(1709830800, undefined, 'UTC')).toBe('2024-03-07 17:00:00');
    expect(formatEpochSeconds(1709769600, undefined, 'UTC')).toBe('2024-03-07 00:00:00');
  });

  it('follows London summer time', () => {
    expect(formatEpochSeconds(BST_START - 1, undefined, 'Europe/London')).toBe('2024-03-31 00:59:59');
    expect(formatEpochSeconds(BST_START, undefined, 'Europe/London')).toBe('2024-03-31 02:00:00');
    expect(formatEpochSeconds(BST_END - 1, undefined, 'Europe/London')).toBe('2024-10-27 01:59:59');
    expect(formatEpochSeconds(BST_END, undefined, 'Europe/London')).toBe('2024-10-27 01:00:00');
    expect(formatEpochSeconds(BST_START, undefined, 'Asia/Shanghai')).toBe('2024-03-31 09:00:00');
  });

  it('supports every token, single letters unpadded', () => {
    const seconds = 1722575045.007; // 2024-08-02 05:04:05.007 UTC
    expect(formatEpochSeconds(seconds, 'yyyy-M-d h:m:s', 'UTC')).toBe('2024-8-2 5:4:5');
    expect(formatEpochSeconds(seconds, 'yy/MM/dd', 'UTC')).toBe('24/08/02');
    expect(formatEpochSeconds(seconds, 'yyyy Qq', 'UTC')).toBe('2024 Q3');
    expect(formatEpochSeconds(seconds, 'hh:mm:ss.SSS', 'UTC')).toBe('05:04:05.007');
    expect(formatEpochSeconds(seconds, 'S', 'UTC')).toBe('7');
    expect(formatEpochSeconds(seconds, 'dd.MM.yyyy, at hh:mm', 'UTC')).toBe('02.08.2024, at 05:04');
  });

  it('gives the quarter of each month', () => {
    const quarters = ['01-15', '03-31', '04-01', '06-30', '07-01', '09-30', '10-01', '12-31'].map((day) =>
      formatEpochSeconds(Date.parse(`2024-${day}T12:00:00Z`) / 1000, 'q', 'UTC'),
    );
    expect(quarters).toEqual(['1', '1', '2', '2', '3', '3', '4', '4']);
  });

  it('uses the runtime time zone when none is given', () => {
    const date = new Date(BST_START * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const expected = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
    expect(formatEpochSeconds(BST_START)).toBe(expected);
  });

  it('accepts numeric strings and epoch 0', () => {
    expect(formatEpochSeconds(String(BST_START), 'yyyy-MM-dd hh:mm', 'UTC')).toBe('2024-03-31 01:00');
    expect(formatEpochSeconds(0, undefined, 'UTC')).toBe('1970-01-01 00:00:00');
  });

  it('gives an empty string for empty or unreadable input', () => {
    expect(formatEpochSeconds('')).toBe('');
    expect(formatEpochSeconds('  ')).toBe('');
    expect(formatEpochSeconds(null)).toBe('');
    expect(formatEpochSeconds(undefined)).toBe('');
    expect(formatEpochSeconds('yesterday')).toBe('');
    expect(formatEpochSeconds(Number.NaN)).toBe('');
    expect(formatEpochSeconds(1e20)).toBe('');
  });
});

describe('formatZoned by the day', () => {
  it("shows China's clock yyyy-MM-dd and London's dd-MM-yyyy", () => {
    expect(formatZoned(BST_START, 'china', 'day')).toBe('2024-03-31');
    expect(formatZoned(BST_START, 'london', 'day')).toBe('31-03-2024');
  });

  it('moves to the next day where the local clock has passed midnight', () => {
    // 2024-01-31 23:30 UTC: London (GMT) still 31 January, Shanghai already 1 February.
    expect(formatZoned(1706743800, 'london', 'day')).toBe('31-01-2024');
    expect(formatZoned(1706743800, 'china', 'day')).toBe('2024-02-01');
    // 2024-06-30 23:30 UTC: London is on BST, so it is already 1 July there.
    expect(formatZoned(1719790200, 'london', 'day')).toBe('01-07-2024');
    expect(formatZoned(1719790200, 'china', 'day')).toBe('2024-07-01');
    // 2024-03-30 23:30 UTC, the night before BST starts: still 30 March in London.
    expect(formatZoned(1711841400, 'london', 'day')).toBe('30-03-2024');
    expect(formatZoned(1711841400, 'china', 'day')).toBe('2024-03-31');
    // New Year arrives in Shanghai at 16:00 UTC.
    expect(formatZoned(1735662600, 'china', 'day')).toBe('2025-01-01');
    expect(formatZoned(1735662600, 'london', 'day')).toBe('31-12-2024');
  });

  it('gives an empty string for empty input', () => {
    expect(formatZoned(null, 'china', 'day')).toBe('');
    expect(formatZoned('', 'london', 'day')).toBe('');
  });
});

describe('dateZoneFor', () => {
  it("uses China's clock when the delivery country or the account's country (its +86 mobile) is China", () => {
    expect(dateZoneFor({ deliveryCountry: 'CN' })).toBe('china');
    expect(dateZoneFor({ deliveryCountry: 'cn' })).toBe('china');
    expect(dateZoneFor({ deliveryCountry: 'GB', accountPhone: '+8613812345678' })).toBe('china');
  });

  it("uses London's clock for everyone else, whatever language they read", () => {
    expect(dateZoneFor({ deliveryCountry: 'GB', accountPhone: '+447700900123' })).toBe('london');
    expect(dateZoneFor({ deliveryCountry: 'GB', accountPhone: null })).toBe('london');
    expect(dateZoneFor({})).toBe('london');
    // +852 (Hong Kong) and +886 (Taiwan) are not +86
    expect(dateZoneFor({ accountPhone: '+85291234567' })).toBe('london');
    expect(dateZoneFor({ accountPhone: '+886912345678' })).toBe('london');
  });
});

describe('formatZonedLabelled', () => {
  it('names the zone in the language read, on either clock', () => {
    expect(formatZonedLabelled(BST_START, 'london', 'en')).toBe('31-03-2024 02:00 (London time)');
    expect(formatZonedLabelled(BST_START, 'london', 'zh')).toBe('31-03-2024 02:00（伦敦时间）');
    expect(formatZonedLabelled(BST_START, 'china', 'zh')).toBe('2024-03-31 09:00（北京时间）');
    expect(formatZonedLabelled(BST_START, 'china', 'en')).toBe('2024-03-31 09:00 (Beijing time)');
    expect(zoneLabel('london', 'zh')).toBe('伦敦时间');
    expect(withZoneLabel('Date', 'london', 'en')).toBe('Date (London time)');
    expect(withZoneLabel('日期', 'china', 'zh')).toBe('日期（北京时间）');
  });

  it('follows London across the spring change (GMT → BST): 00:59:59 GMT is followed by 02:00:00 BST', () => {
    expect(formatZonedLabelled(BST_START - 1, 'london', 'en', 'second')).toBe('31-03-2024 00:59:59 (London time)');
    expect(formatZonedLabelled(BST_START, 'london', 'en', 'second')).toBe('31-03-2024 02:00:00 (London time)');
    // Shanghai keeps no summer time: one second apart on its clock too
    expect(formatZoned(BST_START - 1, 'china', 'second')).toBe('2024-03-31 08:59:59');
    expect(formatZoned(BST_START, 'china', 'second')).toBe('2024-03-31 09:00:00');
  });

  it('follows London across the autumn change (BST → GMT): 01:59:59 BST is followed by 01:00:00 GMT', () => {
    expect(formatZoned(BST_END - 1, 'london', 'second')).toBe('27-10-2024 01:59:59');
    expect(formatZoned(BST_END, 'london', 'second')).toBe('27-10-2024 01:00:00');
    // the eight hours between London and Shanghai in summer become nine in winter
    expect(formatZoned(BST_END - 3600, 'china', 'minute')).toBe('2024-10-27 08:00');
    expect(formatZoned(BST_END + 3600, 'china', 'minute')).toBe('2024-10-27 10:00');
  });

  it('puts the calendar day of each clock, which can differ near midnight', () => {
    // 2024-06-30 23:30 UTC: already 1 July in London (BST) and in Shanghai
    expect(formatZonedLabelled(1719790200, 'london', 'en', 'day')).toBe('01-07-2024 (London time)');
    // 2024-01-31 23:30 UTC: still 31 January in London (GMT), 1 February in Shanghai
    expect(formatZoned(1706743800, 'london', 'day')).toBe('31-01-2024');
    expect(formatZoned(1706743800, 'china', 'day')).toBe('2024-02-01');
  });

  it('gives nothing, not a bare label, for an empty moment', () => {
    expect(formatZonedLabelled(null, 'london', 'en')).toBe('');
    expect(formatZonedLabelled('', 'china', 'zh')).toBe('');
  });
});

describe('toEpochSeconds', () => {
  it('turns dates and timestamps into whole epoch seconds and keeps null', () => {
    expect(toEpochSeconds(new Date('2026-11-22T03:00:00.900Z'))).toBe(1795316400);
    expect(toEpochSeconds('2026-11-22T03:00:00Z')).toBe(1795316400);
    expect(toEpochSeconds(null)).toBeNull();
  });
});
