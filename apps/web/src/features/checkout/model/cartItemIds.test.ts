import { describe, expect, it } from 'vitest';
import { parseCartItemIds } from './cartItemIds';

describe('parseCartItemIds', () => {
  it('reads a comma-separated list of ids', () => {
    expect(parseCartItemIds('1,2,3')).toEqual([1, 2, 3]);
    expect(parseCartItemIds(' 7 , 9 ')).toEqual([7, 9]);
  });

  it('drops duplicates, blanks, zero, negatives and words', () => {
    expect(parseCartItemIds('4,4,,0,-2,abc,1.5,5')).toEqual([4, 5]);
  });

  it('gives nothing for a missing parameter', () => {
    expect(parseCartItemIds(null)).toEqual([]);
    expect(parseCartItemIds('')).toEqual([]);
  });
});
