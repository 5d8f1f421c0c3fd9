import { describe, expect, it } from 'vitest';
import { formatMessageTime as formatTime } from './formatTime';

describe('formatTime', () => {
  const moment = Date.UTC(2026, 6, 1, 8, 5, 9) / 1000; // British Summer Time in London

  it('uses London time for a reader outside China, in either language, and names the clock', () => {
    expect(formatTime(moment, 'en', 'london')).toBe('01-07-2026 09:05:09 (London time)');
    expect(formatTime(moment, 'zh', 'london')).toBe('01-07-2026 09:05:09（伦敦时间）');
  });

  it('uses Beijing time, year first, for a reader in China', () => {
    expect(formatTime(moment, 'zh', 'china')).toBe('2026-07-01 16:05:09（北京时间）');
    expect(formatTime(moment, 'en', 'china')).toBe('2026-07-01 16:05:09 (Beijing time)');
  });
});
