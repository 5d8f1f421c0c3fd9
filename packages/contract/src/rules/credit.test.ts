import { describe, expect, it } from 'vitest';
import {
  CREDIT_BASE,
  CREDIT_COUNTS_THAT_MATTER,
  CREDIT_FACTOR_NAMES,
  type CreditFacts,
  CreditLevel,
  creditFactorPoints,
  creditLevel,
  creditOrderLimit,
  creditScore,
  nextLevelAt,
} from './credit';
import { ORDER_AMOUNT_LIMIT } from './order';

const facts = (extra: Partial<CreditFacts> = {}): CreditFacts => ({
  completedOrders: 0,
  paidOnTime: 0,
  cancelledAfterPayment: 0,
  preOrderBreaches: 0,
  disputesLost: 0,
  ...extra,
});

describe('credit score', () => {
  it('starts a new buyer at 600, Good, with the full order limit', () => {
    const score = creditScore(facts());
    expect(score).toMatchObject({ score: CREDIT_BASE, level: CreditLevel.Good });
    expect(score.factors.every((factor) => factor.points === 0)).toBe(true);
    expect(creditOrderLimit(score.level)).toBe(ORDER_AMOUNT_LIMIT);
  });
  it('adds completed and on-time orders up to their caps', () => {
    expect(creditFactorPoints('completedOrders', 3)).toBe(30);
    expect(creditFactorPoints('completedOrders', 15)).toBe(150);
    expect(creditFactorPoints('completedOrders', 16)).toBe(150);
    expect(creditFactorPoints('paidOnTime', 26)).toBe(50);
    expect(creditScore(facts({ completedOrders: 100, paidOnTime: 100 })).score).toBe(800);
  });
  it('takes off for cancellations after payment, pre-order breaches and disputes lost, without a floor per factor', () => {
    const score = creditScore(facts({ paidOnTime: 3, cancelledAfterPayment: 1, preOrderBreaches: 1, disputesLost: 1 }));
    expect(score.score).toBe(600 + 6 - 10 - 50 - 30);
    expect(score.factors.find((factor) => factor.factor === 'preOrderBreaches')).toEqual({ factor: 'preOrderBreaches', count: 1, points: -50 });
  });
  it('stays within 300 and 900', () => {
    expect(creditScore(facts({ preOrderBreaches: 20 })).score).toBe(300);
    expect(creditScore(facts({ completedOrders: 1_000, paidOnTime: 1_000 })).score).toBe(800);
  });
  it('puts each score in its level at the boundaries', () => {
    expect(creditLevel(300)).toBe(CreditLevel.Poor);
    expect(creditLevel(449)).toBe(CreditLevel.Poor);
    expect(creditLevel(450)).toBe(CreditLevel.Fair);
    expect(creditLevel(549)).toBe(CreditLevel.Fair);
    expect(creditLevel(550)).toBe(CreditLevel.Good);
    expect(creditLevel(650)).toBe(CreditLevel.VeryGood);
    expect(creditLevel(749)).toBe(CreditLevel.VeryGood);
    expect(creditLevel(750)).toBe(CreditLevel.Excellent);
  });
  it('limits a Poor buyer to £5,000 and a Fair one to £20,000 a checkout', () => {
    expect(creditOrderLimit(CreditLevel.Poor)).toBe(500_000);
    expect(creditOrderLimit(CreditLevel.Fair)).toBe(2_000_000);
    expect(creditOrderLimit(CreditLevel.Excellent)).toBe(ORDER_AMOUNT_LIMIT);
  });
  it('says where the next level starts', () => {
    expect(nextLevelAt(600)).toBe(650);
    expect(nextLevelAt(300)).toBe(450);
    expect(nextLevelAt(760)).toBeNull();
  });
  it('refuses counts that are not whole', () => {
    expect(() => creditFactorPoints('disputesLost', -1)).toThrow(RangeError);
  });

  describe('counts that matter', () => {
    const upTo = (full: CreditFacts): CreditFacts =>
      Object.fromEntries(CREDIT_FACTOR_NAMES.map((factor) => [factor, Math.min(full[factor], CREDIT_COUNTS_THAT_MATTER[factor])])) as CreditFacts;

    it('are the caps over one event, and the events that take the best score to the floor', () => {
      expect(CREDIT_COUNTS_THAT_MATTER).toEqual({ completedOrders: 15, paidOnTime: 25, cancelledAfterPayment: 50, preOrderBreaches: 10, disputesLost: 17 });
    });

    it('give the same score and level as the full counts, whatever the history', () => {
      // a fixed pseudo-random walk over histories from empty to far past every limit
      let seed = 17;
      const next = (most: number) => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed % (most + 1);
      };
      for (let run = 0; run < 5_000; run += 1) {
        const full = facts(Object.fromEntries(CREDIT_FACTOR_NAMES.map((factor) => [factor, next(3 * CREDIT_COUNTS_THAT_MATTER[factor])])));
        const { score, level } = creditScore(full);
        expect(creditScore(upTo(full)), JSON.stringify(full)).toMatchObject({ score, level });
      }
    });

    it('are no higher than they need be: one event fewer can change the score', () => {
      for (const factor of CREDIT_FACTOR_NAMES) {
        const positive = factor === 'completedOrders' || factor === 'paidOnTime';
        // a negative factor reaches the floor only from the best score there is
        const best = positive ? {} : { completedOrders: 15, paidOnTime: 25 };
        const at = creditScore(facts({ ...best, [factor]: CREDIT_COUNTS_THAT_MATTER[factor] })).score;
        const below = creditScore(facts({ ...best, [factor]: CREDIT_COUNTS_THAT_MATTER[factor] - 1 })).score;
        expect(at, factor).not.toBe(below);
      }
    });
  });
});
