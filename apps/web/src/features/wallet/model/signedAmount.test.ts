import { describe, expect, it } from 'vitest';
import { signedPounds } from './signedAmount';

describe('signedPounds', () => {
  it('signs income and expense', () => {
    expect(signedPounds('income', 123450)).toBe('+£1,234.50');
    expect(signedPounds('expense', 5)).toBe('-£0.05');
    expect(signedPounds('expense', -2500)).toBe('-£25.00');
  });
});
