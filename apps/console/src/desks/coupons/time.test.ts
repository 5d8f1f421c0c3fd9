import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './time';

describe("the coupon form's times", () => {
  it('turns epoch seconds into a local wall-clock time to the minute and back', () => {
    const seconds = Math.floor(new Date(2026, 4, 1, 9, 30).getTime() / 1000);
    expect(toLocalInput(seconds)).toBe('2026-05-01T09:30');
    expect(fromLocalInput('2026-05-01T09:30')).toBe(seconds);
  });

  it('answers null for an empty or unreadable box', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput(undefined)).toBeNull();
    expect(fromLocalInput('not a time')).toBeNull();
  });
});
