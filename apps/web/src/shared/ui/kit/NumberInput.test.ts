import { describe, expect, it } from 'vitest';
import { typedNumber } from './NumberInput';

describe('the number a box means while it is typed', () => {
  it('is the number once the text is a whole one within range', () => {
    expect(typedNumber('1', { min: 0, max: 2 })).toBe(1);
    expect(typedNumber(' 2 ', { min: 0, max: 2 })).toBe(2);
    expect(typedNumber('0', { min: 0 })).toBe(0);
  });

  it('waits (null) while the text is not a number yet, or is one the box would change on blur', () => {
    for (const text of ['', ' ', '-', '1.', '1e3', '0x10', 'abc', '3']) expect(typedNumber(text, { min: 0, max: 2 })).toBeNull();
    expect(typedNumber('1.5', { min: 0, max: 9 })).toBeNull();
  });

  it('keeps up to the decimals the box keeps', () => {
    expect(typedNumber('1.5', { precision: 2 })).toBe(1.5);
    expect(typedNumber('12.34', { precision: 2 })).toBe(12.34);
    expect(typedNumber('12.345', { precision: 2 })).toBeNull();
    expect(typedNumber('12.', { precision: 2 })).toBeNull();
  });
});
