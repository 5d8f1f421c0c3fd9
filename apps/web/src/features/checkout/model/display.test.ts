import { describe, expect, it } from 'vitest';
import { formatDateTime, formatWeight } from './display';

describe('display helpers', () => {
  it('shows weights in grams below a kilogram and in kilograms above', () => {
    expect(formatWeight(500, 'en')).toBe('500 g');
    expect(formatWeight(2500, 'en')).toBe('2.5 kg');
    expect(formatWeight(12_000, 'en')).toBe('12 kg');
  });

  it('shows a moment in London time for English and Shanghai time for Chinese', () => {
    // 2026-07-01 11:00:00 UTC: 12:00 in London (summer time), 19:00 in Shanghai
    const moment = Date.UTC(2026, 6, 1, 11, 0, 0) / 1000;
    expect(formatDateTime(moment, 'en')).toBe('01-07-2026 12:00:00');
    expect(formatDateTime(moment, 'zh')).toBe('2026-07-01 19:00:00');
    expect(formatDateTime(null, 'en')).toBe('');
  });
});
