import { describe, expect, it } from 'vitest';
import { referenceNo } from './reference-numbers';

describe('reference numbers', () => {
  it('are the prefix and 12 Crockford base-32 characters by default', () => {
    expect(referenceNo('CL')).toMatch(/^CL[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(referenceNo('WL', 20)).toMatch(/^WL[0-9A-HJKMNP-TV-Z]{20}$/);
  });

  it('never repeat across many refills of the random pool, and use every character about equally', () => {
    // 20,000 numbers draw 240,000 bytes: the 4 KB pool is refilled about 58 times
    const seen = new Set<string>();
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i += 1) {
      const number = referenceNo('TR');
      seen.add(number);
      for (const character of number.slice(2)) counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(seen.size).toBe(20_000);
    expect(counts.size).toBe(32);
    // 7,500 expected per character; a fair draw stays well inside ±10%
    for (const count of counts.values()) expect(Math.abs(count - 7_500)).toBeLessThan(750);
  });

  it('refuse a length past the pool', () => {
    expect(() => referenceNo('X', 4097)).toThrow(RangeError);
  });
});
