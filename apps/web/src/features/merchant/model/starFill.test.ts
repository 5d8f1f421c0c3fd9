import { describe, expect, it } from 'vitest';
import { starFill } from './starFill';

describe('starFill', () => {
  it('fills whole stars up to the rating and half a star for a half', () => {
    expect([0, 1, 2, 3, 4].map((index) => starFill(3.5, index))).toEqual([1, 1, 1, 0.5, 0]);
  });

  it('rounds to the nearest half', () => {
    expect([0, 1, 2, 3, 4].map((index) => starFill(4.26, index))).toEqual([1, 1, 1, 1, 0.5]);
    expect([0, 1, 2, 3, 4].map((index) => starFill(4.2, index))).toEqual([1, 1, 1, 1, 0]);
    expect([0, 1, 2, 3, 4].map((index) => starFill(4.8, index))).toEqual([1, 1, 1, 1, 1]);
  });

  it('keeps within none and five stars', () => {
    expect([0, 1, 2, 3, 4].map((index) => starFill(-1, index))).toEqual([0, 0, 0, 0, 0]);
    expect([0, 1, 2, 3, 4].map((index) => starFill(7, index))).toEqual([1, 1, 1, 1, 1]);
  });
});
