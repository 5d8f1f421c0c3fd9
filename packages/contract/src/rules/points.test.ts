import { describe, expect, it } from 'vitest';
import {
  POINTS_EXPIRING_SOON_DAYS,
  type PointsLot,
  clawbackFromLots,
  earnAgainstDebt,
  lotExpiringSoon,
  lotLive,
  orderClawback,
  orderPoints,
  pointsBalance,
  pointsExpiry,
  redemptionCost,
  reviewPoints,
  spendOldestFirst,
} from './points';

const at = (iso: string) => Date.parse(iso) / 1000;
const NOW = at('2026-11-25T12:00:00Z');
const DAY = 86_400;

const lot = (id: number, remaining: number, expiresAt: number, earnedAt = expiresAt - 400 * DAY): PointsLot => ({ id, remaining, expiresAt, earnedAt });

describe('earning', () => {
  it('gives a point per whole pound of goods, rounding pence down', () => {
    expect(orderPoints(0)).toBe(0);
    expect(orderPoints(99)).toBe(0);
    expect(orderPoints(100)).toBe(1);
    expect(orderPoints(1_999)).toBe(19);
    expect(orderPoints(2_000)).toBe(20);
    expect(orderPoints(5_000_000)).toBe(50_000);
  });
  it('refuses amounts that are not whole pence', () => {
    expect(() => orderPoints(-1)).toThrow(RangeError);
    expect(() => orderPoints(10.5)).toThrow(RangeError);
  });
  it('gives more for a review with photos', () => {
    expect(reviewPoints(false)).toBe(20);
    expect(reviewPoints(true)).toBe(50);
  });
});

describe('clawback of a refunded order', () => {
  it('takes back what the refunded goods earned, so the order keeps floor(goods kept) points', () => {
    // £100.00 earned 100; £30.50 refunded leaves £69.50 kept → 69 points, 31 back
    expect(orderClawback(100, 0, 6_950)).toBe(31);
    // a second refund of £0.50 leaves £69.00 → still 69: nothing more
    expect(orderClawback(100, 31, 6_900)).toBe(0);
    // a second refund of £0.51 leaves £68.99 → 68: one more
    expect(orderClawback(100, 31, 6_899)).toBe(1);
    // everything refunded
    expect(orderClawback(100, 32, 0)).toBe(68);
  });
  it('is nothing for an order that earned nothing, and never negative', () => {
    expect(orderClawback(0, 0, 0)).toBe(0);
    expect(orderClawback(10, 10, 5_000)).toBe(0);
  });
});

describe('expiry', () => {
  it('lasts the rest of the month and 12 more, to 00:00 London time on the 1st (winter: GMT)', () => {
    expect(pointsExpiry(NOW)).toBe(at('2027-12-01T00:00:00Z'));
    expect(pointsExpiry(at('2026-01-01T00:00:00Z'))).toBe(at('2027-02-01T00:00:00Z'));
  });
  it('ends at 00:00 British Summer Time (23:00 UTC the day before) for summer months', () => {
    expect(pointsExpiry(at('2026-03-15T10:00:00Z'))).toBe(at('2027-03-31T23:00:00Z'));
    expect(pointsExpiry(at('2026-09-30T12:00:00Z'))).toBe(at('2027-09-30T23:00:00Z'));
  });
  it('reads the month in London time: 23:30 UTC on 31 May is 1 June in London', () => {
    expect(pointsExpiry(at('2026-05-31T22:59:59Z'))).toBe(at('2027-05-31T23:00:00Z'));
    expect(pointsExpiry(at('2026-05-31T23:30:00Z'))).toBe(at('2027-06-30T23:00:00Z'));
  });
  it('crosses the year end', () => {
    expect(pointsExpiry(at('2026-12-31T23:59:59Z'))).toBe(at('2028-01-01T00:00:00Z'));
  });
  it('is live up to, not at, its expiry', () => {
    const expiresAt = at('2027-12-01T00:00:00Z');
    expect(lotLive({ expiresAt }, expiresAt - 1)).toBe(true);
    expect(lotLive({ expiresAt }, expiresAt)).toBe(false);
  });
  it('is expiring soon within 30 days, and not once expired', () => {
    const expiresAt = NOW + POINTS_EXPIRING_SOON_DAYS * DAY;
    expect(lotExpiringSoon({ expiresAt }, NOW)).toBe(true);
    expect(lotExpiringSoon({ expiresAt: expiresAt + 1 }, NOW)).toBe(false);
    expect(lotExpiringSoon({ expiresAt: NOW }, NOW)).toBe(false);
  });
  it('counts only live lots in the balance', () => {
    expect(pointsBalance([lot(1, 50, NOW), lot(2, 70, NOW + 1)], NOW)).toBe(70);
  });
});

describe('spending oldest first', () => {
  const lots = [lot(3, 100, NOW + 90 * DAY), lot(1, 40, NOW + 10 * DAY), lot(2, 30, NOW + 10 * DAY, NOW - 5 * DAY), lot(4, 500, NOW - 1)];
  it('uses the lot expiring first, then the earlier earned, then the lower id', () => {
    expect(spendOldestFirst(lots, 50, NOW)).toEqual([
      { lotId: 1, points: 40 },
      { lotId: 2, points: 10 },
    ]);
  });
  it('spends exactly the live balance and refuses a point more (expired lots do not count)', () => {
    expect(spendOldestFirst(lots, 170, NOW)).toEqual([
      { lotId: 1, points: 40 },
      { lotId: 2, points: 30 },
      { lotId: 3, points: 100 },
    ]);
    expect(spendOldestFirst(lots, 171, NOW)).toBeNull();
  });
  it('skips empty lots and spends nothing for zero', () => {
    expect(spendOldestFirst([lot(1, 0, NOW + DAY), lot(2, 5, NOW + 2 * DAY)], 5, NOW)).toEqual([{ lotId: 2, points: 5 }]);
    expect(spendOldestFirst(lots, 0, NOW)).toEqual([]);
  });
  it('prices a redemption and refuses nonsense', () => {
    expect(redemptionCost(2_500, 3)).toBe(7_500);
    expect(() => redemptionCost(-1, 1)).toThrow(RangeError);
  });
});

describe('clawback from lots and debt', () => {
  it('takes what the live lots hold and owes the rest', () => {
    expect(clawbackFromLots([lot(1, 30, NOW + DAY), lot(2, 500, NOW)], 100, NOW)).toEqual({ takes: [{ lotId: 1, points: 30 }], debt: 70 });
    expect(clawbackFromLots([lot(1, 300, NOW + DAY)], 100, NOW)).toEqual({ takes: [{ lotId: 1, points: 100 }], debt: 0 });
  });
  it('pays a debt from the next earning first', () => {
    expect(earnAgainstDebt(50, 70)).toEqual({ repaid: 50, lot: 0, debtAfter: 20 });
    expect(earnAgainstDebt(50, 20)).toEqual({ repaid: 20, lot: 30, debtAfter: 0 });
    expect(earnAgainstDebt(50, 0)).toEqual({ repaid: 0, lot: 50, debtAfter: 0 });
  });
});
