import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

describe('countdown', () => {
  it('counts whole seconds to the deadline and stops at zero', () => {
    expect(secondsUntil(1_000, 900_000)).toBe(100);
    expect(secondsUntil(1_000, 999_001)).toBe(1);
    expect(secondsUntil(1_000, 1_000_000)).toBe(0);
    expect(secondsUntil(1_000, 2_000_000)).toBe(0);
  });

  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatCountdown(1799)).toBe('29:59');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
