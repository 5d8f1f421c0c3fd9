import { describe, expect, it } from 'vitest';
import { countdownPattern, remainingUntil } from './countdown';

describe('remainingUntil', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remainingUntil(1000 + 2 * 86_400 + 3 * 3_600 + 4 * 60 + 5, 1000)).toEqual({
      totalSeconds: 2 * 86_400 + 3 * 3_600 + 4 * 60 + 5,
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('never goes below zero', () => {
    expect(remainingUntil(100, 200).totalSeconds).toBe(0);
  });

  it('picks the units that matter', () => {
    expect(countdownPattern(remainingUntil(100_000, 0))).toBe('days');
    expect(countdownPattern(remainingUntil(3_600, 0))).toBe('hours');
    expect(countdownPattern(remainingUntil(1_799, 0))).toBe('minutes');
    expect(countdownPattern(remainingUntil(0, 0))).toBe('expired');
  });
});
