import { describe, expect, it } from 'vitest';
import { formatMessageTime as formatTime } from './formatTime';

describe('formatTime', () => {
  const moment = Date.UTC(2026, 6, 1, 8, 5, 9) / 1000; // British Summer Time in London

  it('uses London time, day first, in English', () => {
    expect(formatTime(moment, 'en')).toBe('01-07-2026 09:05:09');
  });

  it('uses Shanghai time, year first, in Chinese', () => {
    expect(formatTime(moment, 'zh')).toBe('2026-07-01 16:05:09');
  });
});
