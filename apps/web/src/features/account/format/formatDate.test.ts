import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  // 2026-01-31 23:30 UTC: still the 31st in London, already 1 February in Shanghai.
  const lateEvening = Date.UTC(2026, 0, 31, 23, 30) / 1000;

  it('shows London day-month-year in English', () => {
    expect(formatDate(lateEvening, 'en')).toBe('31-01-2026');
  });

  it('shows Shanghai year-month-day in Chinese', () => {
    expect(formatDate(lateEvening, 'zh')).toBe('2026-02-01');
  });
});
