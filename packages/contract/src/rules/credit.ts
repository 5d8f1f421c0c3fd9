/**
 * The buyer's credit score (issue 15; docs/product.md §1 "credit score", §2 `/home/MyCreditScore`,
 * §9 pre-order breach). Ours: docs/decisions.md "Credit score".
 *
 * The score is recalculated from what the buyer did (their orders' events), never kept as a counter:
 * - everyone starts at CREDIT_BASE (600, "Good");
 * - each completed order +10 (at most +150), each order paid on time +2 (at most +50);
 * - within the last CREDIT_WINDOW_DAYS (365): each cancellation after payment −10, each pre-order
 *   breach (cancelled or expired with a penalty kept) −50, each dispute lost (a return the platform
 *   decided for the goods owner) −30; older ones no longer count;
 * - the result is kept within 300–900.
 *
 * What it changes: the most one checkout may cost (creditOrderLimit). A Poor level is limited to
 * £5,000.00, Fair to £20,000.00; Good and above keep the marketplace's limit (ORDER_AMOUNT_LIMIT,
 * £50,000.00). Placement refuses a checkout above the buyer's level's limit.
 */
import { ORDER_AMOUNT_LIMIT } from './order';

export const CREDIT_BASE = 600;
export const CREDIT_MIN = 300;
export const CREDIT_MAX = 900;
/** Days a negative event counts for. */
export const CREDIT_WINDOW_DAYS = 365;

/** The factors, each with what one event is worth and the most (or least) all of them add. */
export const CREDIT_FACTORS = {
  completedOrders: { each: 10, cap: 150 },
  paidOnTime: { each: 2, cap: 50 },
  cancelledAfterPayment: { each: -10, cap: null },
  preOrderBreaches: { each: -50, cap: null },
  disputesLost: { each: -30, cap: null },
} as const;
export type CreditFactor = keyof typeof CREDIT_FACTORS;
export const CREDIT_FACTOR_NAMES = Object.keys(CREDIT_FACTORS) as CreditFactor[];

export type CreditFacts = Record<CreditFactor, number>;

/**
 * For each factor, the count past which more events cannot move the score: a capped factor's cap over
 * what one event adds (15 completed orders, 25 paid on time); a negative factor, the events that take
 * the best score there is (the base and every cap) down to the floor on their own (50 cancellations,
 * 10 breaches, 17 disputes). Facts counted up to these give the same score and level as facts counted
 * in full, so placing an order reads them in work that does not grow with the buyer's history.
 */
export const CREDIT_COUNTS_THAT_MATTER: Readonly<Record<CreditFactor, number>> = (() => {
  const best = Object.values(CREDIT_FACTORS).reduce((total, { cap }) => total + (cap ?? 0), CREDIT_BASE);
  const counts = {} as Record<CreditFactor, number>;
  for (const [factor, { each, cap }] of Object.entries(CREDIT_FACTORS) as Array<[CreditFactor, { each: number; cap: number | null }]>) {
    counts[factor] = Math.ceil((cap ?? best - CREDIT_MIN) / Math.abs(each));
  }
  return counts;
})();

export const CreditLevel = { Poor: 1, Fair: 2, Good: 3, VeryGood: 4, Excellent: 5 } as const;
export type CreditLevel = (typeof CreditLevel)[keyof typeof CreditLevel];

/** The lowest score of each level. */
export const CREDIT_LEVEL_FLOORS: Readonly<Record<CreditLevel, number>> = { 1: CREDIT_MIN, 2: 450, 3: 550, 4: 650, 5: 750 };

/** The most one checkout may cost at each level, pence. */
export const CREDIT_ORDER_LIMITS: Readonly<Record<CreditLevel, number>> = {
  1: 500_000,
  2: 2_000_000,
  3: ORDER_AMOUNT_LIMIT,
  4: ORDER_AMOUNT_LIMIT,
  5: ORDER_AMOUNT_LIMIT,
};

export interface CreditFactorScore {
  factor: CreditFactor;
  count: number;
  /** what the factor adds to (or takes from) the base */
  points: number;
}

export interface CreditScore {
  score: number;
  level: CreditLevel;
  factors: CreditFactorScore[];
}

/** What one factor adds for `count` events. */
export function creditFactorPoints(factor: CreditFactor, count: number): number {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`${factor} count must be a whole, non-negative number: ${count}`);
  const { each, cap } = CREDIT_FACTORS[factor];
  const points = each * count;
  return cap === null ? points : Math.min(points, cap);
}

export function creditLevel(score: number): CreditLevel {
  const levels = [CreditLevel.Excellent, CreditLevel.VeryGood, CreditLevel.Good, CreditLevel.Fair] as const;
  return levels.find((level) => score >= CREDIT_LEVEL_FLOORS[level]) ?? CreditLevel.Poor;
}

/** The score, its level and each factor's part, from the counts of the buyer's events. */
export function creditScore(facts: CreditFacts): CreditScore {
  const factors = CREDIT_FACTOR_NAMES.map((factor) => ({ factor, count: facts[factor], points: creditFactorPoints(factor, facts[factor]) }));
  const raw = factors.reduce((total, factor) => total + factor.points, CREDIT_BASE);
  const score = Math.min(CREDIT_MAX, Math.max(CREDIT_MIN, raw));
  return { score, level: creditLevel(score), factors };
}

/** The most one checkout may cost at this level, pence. */
export const creditOrderLimit = (level: CreditLevel): number => CREDIT_ORDER_LIMITS[level];

/** The score the next level starts at; null at the top. */
export function nextLevelAt(score: number): number | null {
  const level = creditLevel(score);
  return level === CreditLevel.Excellent ? null : CREDIT_LEVEL_FLOORS[(level + 1) as CreditLevel];
}
