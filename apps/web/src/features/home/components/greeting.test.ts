import { describe, expect, it } from 'vitest';
import { dayPart } from './greeting';

describe('dayPart', () => {
  it('splits the day at noon and 6 pm', () => {
    expect(dayPart(new Date(2026, 0, 5, 0, 0))).toBe('morning');
    expect(dayPart(new Date(2026, 0, 5, 11, 59))).toBe('morning');
    expect(dayPart(new Date(2026, 0, 5, 12, 0))).toBe('afternoon');
    expect(dayPart(new Date(2026, 0, 5, 17, 59))).toBe('afternoon');
    expect(dayPart(new Date(2026, 0, 5, 18, 0))).toBe('evening');
    expect(dayPart(new Date(2026, 0, 5, 23, 59))).toBe('evening');
  });
});
