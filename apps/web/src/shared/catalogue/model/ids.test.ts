import { describe, expect, it } from 'vitest';
import { parseId } from './ids';

describe('ids from URLs', () => {
  it('reads positive whole numbers', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId(' 7 ')).toBe(7);
    expect(parseId(3)).toBe(3);
  });

  it('rejects anything else', () => {
    for (const value of [null, undefined, '', '0', '-1', '1.5', '1e3', 'abc', '12abc', '2147483648', 0, 1.5]) expect(parseId(value), String(value)).toBeNull();
  });
});
