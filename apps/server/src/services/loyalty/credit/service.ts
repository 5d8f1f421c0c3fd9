/**
 * The credit score (issue 15; rules in packages/contract/src/rules/credit.ts, decisions "Credit
 * score"). It is calculated from the buyer's order events every time it is needed, so the score a
 * checkout is judged by is always today's; the history is appended when a recalculation (the
 * sweeper after orders or returns change, or an order completing) finds it changed.
 *
 * What it changes: placement refuses a checkout above the buyer's level's order limit
 * (orderLimitOf, called by orders/place.ts with the facts it reads among its other reads) with
 * orderAboveCreditLimit.
 */
import { type CreditFacts, type CreditScoreView, creditOrderLimit, creditScore, nextLevelAt } from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import * as store from './store';

/**
 * The credit facts as a fragment of the order placement's own statement, with the values of its parameters: placing an order reads the
 * facts among its other reads (order/orders/placement.store.ts), each only as far as it can move the score, and judges them with orderLimitOf.
 */
export { CREDIT_FACTS_VALUES, CREDIT_UP_TO_VALUES, creditFactsUpToSql } from './store';

/** How many history points the page shows. */
const HISTORY_SHOWN = 30;

export const currentCredit = async (db: Queryable, userId: number) => creditScore(await store.creditFacts(db, userId));

/** The most one checkout of this buyer may cost now, pence, from their credit facts (placing an order reads them with its other reads, each only as far as it can move the score: store.creditFactsUpToSql). */
export const orderLimitOf = (facts: CreditFacts): number => creditOrderLimit(creditScore(facts).level);

/**
 * Recalculates the buyer's score in the caller's transaction and appends it to the history when it
 * changed (or is the first). Answers the score.
 */
export async function recalculateCredit(tx: Queryable, userId: number): Promise<number> {
  const now = await currentCredit(tx, userId);
  const last = await store.lockCreditAccount(tx, userId, now);
  if (last.created || last.score !== now.score || last.level !== now.level) await store.recordScore(tx, userId, now);
  return now.score;
}

/** How far behind the present the sweep reads: longer than any order transaction runs. */
const SWEEP_LAG_SECONDS = 60;

/** The sweeper: recalculates every buyer whose orders or returns changed since the last pass (up to SWEEP_LAG_SECONDS ago). */
export async function recalculateChangedCredit(db: Db, lagSeconds = SWEEP_LAG_SECONDS): Promise<number> {
  const { userIds, from, until } = await store.changedBuyers(db, lagSeconds);
  for (const userId of userIds) await db.transaction((tx) => recalculateCredit(tx, userId));
  await store.advanceSweep(db, from, until);
  return userIds.length;
}

export async function creditView(db: Queryable, userId: number): Promise<CreditScoreView> {
  const now = await currentCredit(db, userId);
  return {
    score: now.score,
    level: now.level,
    nextLevelAt: nextLevelAt(now.score),
    orderLimit: creditOrderLimit(now.level),
    factors: now.factors,
    history: await store.scoreHistory(db, userId, HISTORY_SHOWN),
  };
}
