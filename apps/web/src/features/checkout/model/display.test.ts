import { describe, expect, it } from 'vitest';
import { formatDateTime } from './display';

describe('display helpers', () => {
  it("shows a moment on the reader's clock, not the language's, and names the clock", () => {
    // 2026-07-01 11:00:00 UTC: 12:00 in London (summer time), 19:00 in Beijing
    const moment = Date.UTC(2026, 6, 1, 11, 0, 0) / 1000;
    expect(formatDateTime(moment, 'en', 'london')).toBe('01-07-2026 12:00:00 (London time)');
    expect(formatDateTime(moment, 'zh', 'london')).toBe('01-07-2026 12:00:00（伦敦时间）');
    expect(formatDateTime(moment, 'zh', 'china')).toBe('2026-07-01 19:00:00（北京时间）');
    expect(formatDateTime(null, 'en', 'london')).toBe('');
  });
});
