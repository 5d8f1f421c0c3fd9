import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_PATTERN, formatEpochSeconds, formatRegionalDate, isChinaRegion, toEpochSeconds } from './date';

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

describe('formatRegionalDate', () => {
  it('shows China yyyy-MM-dd in Shanghai time and others dd-MM-yyyy in London time', () => {
    expect(formatRegionalDate(BST_START, 'zh')).toBe('2024-03-31');
    expect(formatRegionalDate(BST_START, 'en')).toBe('31-03-2024');
  });

  it('moves to the next day where the local clock has passed midnight', () => {
    // 2024-01-31 23:30 UTC: London (GMT) still 31 January, Shanghai already 1 February.
    expect(formatRegionalDate(1706743800, 'en')).toBe('31-01-2024');
    expect(formatRegionalDate(1706743800, 'zh')).toBe('2024-02-01');
    // 2024-06-30 23:30 UTC: London is on BST, so it is already 1 July there.
    expect(formatRegionalDate(1719790200, 'en')).toBe('01-07-2024');
    expect(formatRegionalDate(1719790200, 'zh')).toBe('2024-07-01');
    // 2024-03-30 23:30 UTC, the night before BST starts: still 30 March in London.
    expect(formatRegionalDate(1711841400, 'en')).toBe('30-03-2024');
    expect(formatRegionalDate(1711841400, 'zh')).toBe('2024-03-31');
    // New Year arrives in Shanghai at 16:00 UTC.
    expect(formatRegionalDate(1735662600, 'zh')).toBe('2025-01-01');
    expect(formatRegionalDate(1735662600, 'en')).toBe('31-12-2024');
  });

  it('treats the country code CN like the language zh', () => {
    expect(formatRegionalDate(1706743800, 'CN')).toBe('2024-02-01');
    expect(formatRegionalDate(1706743800, 'GB')).toBe('31-01-2024');
    expect(formatRegionalDate(1706743800, null)).toBe('31-01-2024');
  });

  it('gives an empty string for empty input', () => {
    expect(formatRegionalDate(null, 'zh')).toBe('');
    expect(formatRegionalDate('', 'en')).toBe('');
  });
});

describe('isChinaRegion', () => {
  it('recognises Chinese language tags and CN', () => {
    for (const region of ['zh', 'ZH', 'zh-CN', 'zh_CN', 'zh-Hans', 'CN', 'cn']) expect(isChinaRegion(region), region).toBe(true);
    for (const region of ['en', 'en-GB', 'GB', '', 'zhx', null, undefined]) expect(isChinaRegion(region), String(region)).toBe(false);
  });
});

describe('toEpochSeconds', () => {
  it('turns dates and timestamps into whole epoch seconds and keeps null', () => {
    expect(toEpochSeconds(new Date('2026-11-22T03:00:00.900Z'))).toBe(1795316400);
    expect(toEpochSeconds('2026-11-22T03:00:00Z')).toBe(1795316400);
    expect(toEpochSeconds(null)).toBeNull();
  });
});
