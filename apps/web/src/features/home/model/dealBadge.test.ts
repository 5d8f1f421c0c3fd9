import { describe, expect, it } from 'vitest';
import { dealBadgePercent, showsReferencePrice } from './dealBadge';

describe('dealBadgePercent', () => {
  it('rounds (reference - price) / reference × 100', () => {
    expect(dealBadgePercent(6500, 10000)).toBe(35);
    expect(dealBadgePercent(999, 1999)).toBe(50);
    expect(dealBadgePercent(2, 3)).toBe(33);
    expect(dealBadgePercent(1, 8)).toBe(88);
  });

  it('shows no badge without a saving', () => {
    expect(dealBadgePercent(1000, 1000)).toBeNull();
    expect(dealBadgePercent(1200, 1000)).toBeNull();
    expect(dealBadgePercent(1000, 0)).toBeNull();
    expect(dealBadgePercent(1000, null)).toBeNull();
    expect(dealBadgePercent(null, 1000)).toBeNull();
    expect(dealBadgePercent(9995, 10000)).toBeNull();
  });

  it('never claims more than 100 % off', () => {
    expect(dealBadgePercent(0, 1000)).toBe(100);
  });
});

describe('showsReferencePrice', () => {
  it('strikes the reference through only when it is higher', () => {
    expect(showsReferencePrice(500, 800)).toBe(true);
    expect(showsReferencePrice(800, 800)).toBe(false);
    expect(showsReferencePrice(800, 0)).toBe(false);
    expect(showsReferencePrice(800, undefined)).toBe(false);
  });
});
