import { describe, expect, it } from 'vitest';
import { maskPhone } from './maskPhone';

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 digits of an 11-digit number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('keeps the dial code of a stored number visible', () => {
    expect(maskPhone('+86 13812345678')).toBe('+86 138****5678');
    expect(maskPhone('+44 7700900123')).toBe('+44 770***0123');
  });

  it('still hides the middle of short numbers', () => {
    expect(maskPhone('+44 12345')).toBe('+44 1**45');
  });
});
