import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zonedTime';

describe("the coupon form's times on the desk's clock", () => {
  it("reads and writes London's clock, summer and winter", () => {
    expect(toZonedInput(Date.UTC(2026, 0, 15, 9, 30) / 1000, 'london')).toBe('2026-01-15T09:30');
    expect(toZonedInput(Date.UTC(2026, 6, 15, 8, 30) / 1000, 'london')).toBe('2026-07-15T09:30');
    expect(fromZonedInput('2026-01-15T09:30', 'london')).toBe(Date.UTC(2026, 0, 15, 9, 30) / 1000);
    expect(fromZonedInput('2026-07-15T09:30', 'london')).toBe(Date.UTC(2026, 6, 15, 8, 30) / 1000);
  });

  it("reads and writes China's clock", () => {
    expect(toZonedInput(Date.UTC(2026, 4, 1, 1, 0) / 1000, 'china')).toBe('2026-05-01T09:00');
    expect(fromZonedInput('2026-05-01T09:00', 'china')).toBe(Date.UTC(2026, 4, 1, 1, 0) / 1000);
  });

  it('answers null for an empty or unreadable box', () => {
    expect(fromZonedInput('', 'london')).toBeNull();
    expect(fromZonedInput(undefined, 'london')).toBeNull();
    expect(fromZonedInput('not a time', 'china')).toBeNull();
  });
});
