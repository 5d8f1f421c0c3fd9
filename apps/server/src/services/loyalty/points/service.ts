/**
 * Points (issue 15; rules in packages/contract/src/rules/points.ts, decisions "Points"): every write
 * to a buyer's points, each in the caller's transaction, each idempotent by its ledger key, each
 * taking the buyer's points-account lock first so two writes of one buyer never interleave.
 *
 * Who calls what:
 *   orderCompletedForPoints(tx, orderId)    an order completed (receipt confirmed, by the buyer or the clock):
 *                                           earnOrderPoints, and the credit score recalculated
 *   clawBackOrderPoints(tx, orderId, key)   after refundOrderLines refunded part of a completed order
 *   awardReviewPoints(tx, {...})            the review service, when a review is posted
 *   spendPoints / returnRedeemedPoints      the point mall (./mall.ts) and a mall order's cancellation
 *                                           (which also drops the goods owner's agreed payout)
 *   expireDueLots(db)                       the sweeper
 */
import {
  type LotTake,
  PointsEntryKind,
  PointsSource,
  type PointsHistoryBody,
  type PointsHistoryPage,
  type PointsSummary,
  clawbackFromLots,
  earnAgainstDebt,
  epochSeconds,
  lotExpiringSoon,
  lotLive,
  orderClawback,
  orderPoints,
  pointsExpiry,
  reviewPoints,
  spendOldestFirst,
} from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { refundableOf } from '../../payment/refund/service';
import { dropOwnerPayout } from '../../payment/settlement/service';
import { recalculateCredit } from '../credit/service';
import * as store from './store';

/** Adds an earning of `points` as a new lot (paying any debt first); false when the key was used before. */
async function earn(
  tx: Queryable,
  earning: { userId: number; key: string; points: number; source: PointsSource; orderId?: number; reviewId?: number; at?: number },
): Promise<boolean> {
  if (earning.points <= 0) return false;
  const account = await store.lockAccount(tx, earning.userId);
  if (await store.entryExists(tx, earning.key)) return false;
  const at = earning.at ?? epochSeconds();
  const split = earnAgainstDebt(earning.points, account.debt);
  // a lot for what the debt did not take (an earning entirely paying a debt makes no lot)
  const lotId =
    split.lot > 0
      ? await store.insertLot(tx, { userId: earning.userId, source: earning.source, earned: split.lot, remaining: split.lot, earnedAt: at, expiresAt: pointsExpiry(at) })
      : null;
  await store.insertEntry(tx, {
    userId: earning.userId,
    key: earning.key,
    kind: PointsEntryKind.Earn,
    points: earning.points,
    debtChange: -split.repaid,
    source: earning.source,
    lotId,
    orderId: earning.orderId ?? null,
    reviewId: earning.reviewId ?? null,
  });
  if (split.repaid > 0) await store.setDebt(tx, earning.userId, split.debtAfter);
  return true;
}

/** The pence of goods the order's buyer keeps: what they paid for its lines less what was refunded of them (delivery excluded). */
async function goodsKept(tx: Queryable, orderId: number): Promise<number> {
  const refundable = await refundableOf(tx, orderId);
  return refundable.lines.reduce((total, line) => total + Math.max(0, line.paid - line.refunded), 0);
}

/**
 * A completed order earns POINTS_PER_POUND for each whole pound of goods kept (point-mall orders, paid with
 * points, earn nothing). Once per order; call it in the transaction that completed it.
 */
export async function earnOrderPoints(tx: Queryable, orderId: number): Promise<number> {
  const order = await store.orderForPoints(tx, orderId);
  if (!order || order.pointsSpent > 0) return 0;
  const points = orderPoints(await goodsKept(tx, orderId));
  return (await earn(tx, { userId: order.userId, key: `earn:order:${orderId}`, points, source: PointsSource.Order, orderId })) ? points : 0;
}

/**
 * What an order's completion (receipt confirmed, by the buyer or the clock) means for points and the
 * credit score, in the transaction that completed it: the order earns its points, and the buyer's
 * score is recalculated (a completed order counts towards it) with the change kept in its history.
 */
export async function orderCompletedForPoints(tx: Queryable, orderId: number): Promise<void> {
  await earnOrderPoints(tx, orderId);
  const order = await store.orderForPoints(tx, orderId);
  if (order) await recalculateCredit(tx, order.userId);
}

/**
 * After a refund of the order: takes back what the refunded goods earned (nothing before the order
 * earned). `refundKey` names the refund (its number); the same refund never claws back twice, and
 * a later call with nothing new to take writes nothing. Points already spent become a debt.
 */
export async function clawBackOrderPoints(tx: Queryable, orderId: number, refundKey: string): Promise<number> {
  const order = await store.orderForPoints(tx, orderId);
  if (!order || order.pointsSpent > 0) return 0;
  const account = await store.lockAccount(tx, order.userId);
  const key = `clawback:order:${orderId}:${refundKey}`;
  if (await store.entryExists(tx, key)) return 0;
  const soFar = await store.orderPointsSoFar(tx, orderId);
  const points = orderClawback(soFar.earned, soFar.clawedBack, await goodsKept(tx, orderId));
  if (points === 0) return 0;
  const { takes, debt } = clawbackFromLots(await store.lotsWithPoints(tx, order.userId), points, epochSeconds());
  const entryId = await store.insertEntry(tx, { userId: order.userId, key, kind: PointsEntryKind.Clawback, points: -points, debtChange: debt, orderId });
  await store.moveLotPoints(tx, entryId!, takes, -1);
  if (debt > 0) await store.setDebt(tx, order.userId, account.debt + debt);
  return points;
}

/** What the review service tells us about a review it stored. */
export interface ReviewForPoints {
  /** the reviewer */
  userId: number;
  reviewId: number;
  /** a review with photos earns more */
  withPhotos: boolean;
}

/**
 * Points for a review (REVIEW_POINTS, more with photos), once per review id, in the review
 * service's transaction. Answers the points given (0 for a repeat).
 */
export async function awardReviewPoints(tx: Queryable, review: ReviewForPoints): Promise<number> {
  const points = reviewPoints(review.withPhotos);
  return (await earn(tx, { userId: review.userId, key: `earn:review:${review.reviewId}`, points, source: PointsSource.Review, reviewId: review.reviewId })) ? points : 0;
}

/** Points granted by the platform (customer-service goodwill, demo data), once per key; `at` backdates the lot. */
export async function grantGoodwillPoints(tx: Queryable, grant: { userId: number; key: string; points: number; at?: number }): Promise<boolean> {
  return earn(tx, { userId: grant.userId, key: `goodwill:${grant.key}`, points: grant.points, source: PointsSource.Goodwill, ...(grant.at === undefined ? {} : { at: grant.at }) });
}

/**
 * Spends points, expiring lots first, for a point-mall redemption; refuses pointsInsufficient. The
 * caller holds the account lock (lockPointsAccount) from before it checked the redemption key.
 */
export async function spendPoints(tx: Queryable, spend: { userId: number; points: number; redemptionId: number; orderId: number }): Promise<void> {
  const takes = spendOldestFirst(await store.lotsWithPoints(tx, spend.userId), spend.points, epochSeconds());
  if (!takes) fail('pointsInsufficient');
  const entryId = await store.insertEntry(tx, {
    userId: spend.userId,
    key: `spend:redemption:${spend.redemptionId}`,
    kind: PointsEntryKind.Spend,
    points: -spend.points,
    redemptionId: spend.redemptionId,
    orderId: spend.orderId,
  });
  if (entryId === null) throw new Error(`redemption ${spend.redemptionId} was spent twice`);
  await store.moveLotPoints(tx, entryId, takes, -1);
}

/** The buyer's points account, row-locked for the rest of the transaction (every points write takes it first). */
export const lockPointsAccount = (tx: Queryable, userId: number) => store.lockAccount(tx, userId);

/**
 * A point-mall order was cancelled before shipping: its points go back to the lots they came from,
 * those still live (points of a lot that expired meanwhile would have expired), and what was agreed
 * to pay its goods owner is dropped. Once; nothing for any other order.
 */
export async function returnRedeemedPoints(tx: Queryable, orderId: number): Promise<number> {
  const redemption = await store.redemptionOfOrder(tx, orderId);
  if (!redemption) return 0;
  // nor is the goods owner paid the agreed price for goods that never went (issue 34 item 5)
  await dropOwnerPayout(tx, orderId);
  await store.lockAccount(tx, redemption.userId);
  const key = `return:redemption:${redemption.id}`;
  if (await store.entryExists(tx, key)) return 0;
  const now = epochSeconds();
  const takes: LotTake[] = (await store.redemptionTakes(tx, redemption.id)).filter((take) => lotLive(take, now)).map(({ lotId, points }) => ({ lotId, points }));
  const points = takes.reduce((total, take) => total + take.points, 0);
  const entryId = await store.insertEntry(tx, { userId: redemption.userId, key, kind: PointsEntryKind.Return, points, redemptionId: redemption.id, orderId });
  await store.moveLotPoints(tx, entryId!, takes, 1);
  return points;
}

/** Expires lots past their expiry, one transaction each (the sweeper); answers how many. */
export async function expireDueLots(db: Db, limit = 200): Promise<number> {
  let expired = 0;
  for (const lot of await store.dueLots(db, limit)) {
    const done = await db.transaction(async (tx) => {
      await store.lockAccount(tx, lot.userId);
      const due = await store.lockDueLot(tx, lot.id);
      if (!due) return false;
      const entryId = await store.insertEntry(tx, { userId: lot.userId, key: `expire:lot:${lot.id}`, kind: PointsEntryKind.Expire, points: -due.remaining });
      if (entryId === null) return false;
      await store.moveLotPoints(tx, entryId, [{ lotId: lot.id, points: due.remaining }], -1);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

// ---------- views ----------
export async function pointsSummary(db: Queryable, userId: number): Promise<PointsSummary> {
  const now = epochSeconds();
  const lots = await store.liveLots(db, userId);
  const soon = lots.filter((lot) => lotExpiringSoon(lot, now));
  return {
    balance: lots.reduce((total, lot) => total + lot.remaining, 0),
    debt: await store.debtOf(db, userId),
    expiringSoon: soon.reduce((total, lot) => total + lot.remaining, 0),
    nextExpiryAt: soon[0]?.expiresAt ?? null,
    lots: lots.map((lot) => ({ ...lot, expiringSoon: lotExpiringSoon(lot, now) })),
  };
}

export const pointsHistory = (db: Queryable, userId: number, page: PointsHistoryBody): Promise<PointsHistoryPage> => store.entryPage(db, userId, page);
