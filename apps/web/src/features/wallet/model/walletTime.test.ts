import { describe, expect, it } from 'vitest';
import { formatWalletTime } from './walletTime';

describe('formatWalletTime', () => {
  // 2025-07-01 12:00 UTC: British Summer Time in London, UTC+8 in Shanghai.
  const summer = Date.UTC(2025, 6, 1, 12, 0, 0) / 1000;
  // 2025-12-31 23:30 UTC: still the 31st in London, already 1 January in Shanghai.
  const newYear = Date.UTC(2025, 11, 31, 23, 30, 0) / 1000;
  it('uses London time, day first, for English', () => {
    expect(formatWalletTime(summer, 'en')).toBe('01-07-2025 13:00');
    expect(formatWalletTime(newYear, 'en')).toBe('31-12-2025 23:30');
  });
  it('uses Shanghai time, year first, for Chinese', () => {
    expect(formatWalletTime(summer, 'zh')).toBe('2025-07-01 20:00');
    expect(formatWalletTime(newYear, 'zh')).toBe('2026-01-01 07:30');
  });
});
