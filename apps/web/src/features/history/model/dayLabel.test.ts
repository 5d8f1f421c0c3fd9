import { describe, expect, it } from 'vitest';
import { dayName, londonDay } from './dayLabel';

describe('history day headings', () => {
  const now = new Date(Date.UTC(2026, 10, 25, 0, 30)); // 00:30 in London (GMT)

  it("names today and yesterday on London's calendar", () => {
    expect(londonDay(now)).toBe('2026-11-25');
    expect(dayName('2026-11-25', now, 'en')).toEqual({ kind: 'today' });
    expect(dayName('2026-11-24', now, 'zh')).toEqual({ kind: 'yesterday' });
  });

  it('writes other days as a date in the reader’s language', () => {
    expect(dayName('2026-11-20', now, 'en')).toEqual({ kind: 'date', text: 'Fri, 20 November 2026' });
    expect(dayName('2026-11-20', now, 'zh')).toEqual({ kind: 'date', text: '2026年11月20日周五' });
  });

  it('follows British Summer Time', () => {
    // 23:30 UTC on 30 June is already 1 July in London
    expect(londonDay(new Date(Date.UTC(2026, 5, 30, 23, 30)))).toBe('2026-07-01');
  });
});
