import { describe, expect, it } from 'vitest';
import { maskPhone } from './maskPhone';

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 digits of an 11-digit number, in international format', () => {
    expect(maskPhone('+8613812345678')).toBe('+86 138 **** 5678');
  });

  it('keeps the same ends of other lengths, and the dial code', () => {
    expect(maskPhone('+447700900123')).toBe('+44 770* **0123');
    expect(maskPhone('+12025550123')).toBe('+1 202 *** 0123');
  });

  it('still hides the middle of short numbers', () => {
    expect(maskPhone('+6834002')).toBe('+683 4*02');
  });
});
