import { describe, expect, it } from 'vitest';
import { formatWalletTime } from './walletTime';

describe('formatWalletTime', () => {
  // 2025-07-01 12:00 UTC: British Summer Time in London, UTC+8 in Shanghai.
  const summer = Date.UTC(2025, 6, 1, 12, 0, 0) / 1000;
  // 2025-12-31 23:30 UTC: still the 31st in London, already 1 January in Shanghai.
  const newYear = Date.UTC(2025, 11, 31, 23, 30, 0) / 1000;
  it("uses London's clock, day first, for a reader outside China", () => {
    expect(formatWalletTime(summer, 'london')).toBe('01-07-2025 13:00');
    expect(formatWalletTime(newYear, 'london')).toBe('31-12-2025 23:30');
  });
  it("uses China's clock, year first, for a reader in China", () => {
    expect(formatWalletTime(summer, 'china')).toBe('2025-07-01 20:00');
    expect(formatWalletTime(newYear, 'china')).toBe('2026-01-01 07:30');
  });
});
