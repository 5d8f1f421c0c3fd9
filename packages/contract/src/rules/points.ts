/**
 * Points (issue 15; docs/product.md §1 "points", §2 `/home/Point`, `/PointMall`, `/pointGoodsDetail`).
 * The specification names the screens only; the rules are ours (docs/decisions.md "Points").
 *
 * - A buyer's points are lots: each earning is one lot with the day it was earned and when it
 *   expires. The balance is what the live lots still hold. Every change is an append-only ledger
 *   entry with its own idempotency key, so the same event never earns, spends or claws back twice.
 * - Earning: 1 point for every whole pound of goods a completed order was paid for after coupons and
 *   refunds (delivery earns nothing); 20 points for a product review, 50 when it has photos.
 * - Expiry: a lot lives for the rest of the month it was earned in and 12 more calendar months: it
 *   expires at 00:00 London time on the 1st of the 13th month after (earned 25 Nov 2026 → expires
 *   1 Dec 2027 00:00 GMT). At that instant it is expired (like a coupon's end).
 * - Spending (the point mall): the lots expiring first are used first (then the earlier earned);
 *   all or nothing.
 * - Clawback: a refund of a completed order takes back the points its refunded goods earned, so an
 *   order always ends up having earned floor(goods kept, pounds). When the buyer has already spent
 *   them, the shortfall becomes a debt paid from the next points earned, never a negative lot.
 * - Points have no cash value and are never turned into money; a point-mall order cancelled before
 *   shipment gives its points back to the lots they came from while those are live (points whose lot
 *   has expired meanwhile are not given back: they would have expired).
 */
import { UK_TIME_ZONE } from '../format/date';

/** Points for each whole pound of goods paid on a completed order. */
export const POINTS_PER_POUND = 1;
/** Points for a product review; more with photos (the review service calls awardReviewPoints). */
export const REVIEW_POINTS = 20;
export const REVIEW_WITH_PHOTOS_POINTS = 50;
/** Calendar months a lot lives after the month it was earned in. */
export const POINTS_LIFETIME_MONTHS = 12;
/** `/home/Point` warns about lots expiring within this many days. */
export const POINTS_EXPIRING_SOON_DAYS = 30;
/** A point-mall redemption takes at most this many units. */
export const POINT_MALL_MAX_QUANTITY = 10;

/**
 * The point mall desk's bounds (issue 34 item 5; docs/decisions.md "The point mall desk"): a points price in whole
 * points, the agreed price per unit the goods owner is paid (pence, £10,000.00 at most) and the sort number. The
 * database checks the first two as well (migration 0130).
 */
export const POINT_MALL_DESK_BOUNDS = { maxPointsPrice: 1_000_000, maxAgreedPrice: 1_000_000, maxSortOrder: 9_999 } as const;

/** What the platform owes the goods owner for a point-mall order: the agreed price per unit × the units, no fee taken. */
export function agreedPayout(agreedPrice: number, quantity: number): number {
  return whole(agreedPrice, 'agreed price') * whole(quantity, 'quantity');
}

/** What a ledger entry did: earned (a lot; paying any debt first), spent, clawed back, expired, or given back. */
export const PointsEntryKind = { Earn: 1, Spend: 2, Clawback: 3, Expire: 4, Return: 5 } as const;
export type PointsEntryKind = (typeof PointsEntryKind)[keyof typeof PointsEntryKind];

/** Why points were earned: a completed order, a review, or granted by the platform (customer-service goodwill, the demo). */
export const PointsSource = { Order: 'order', Review: 'review', Goodwill: 'goodwill' } as const;
export type PointsSource = (typeof PointsSource)[keyof typeof PointsSource];

function whole(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole, non-negative number: ${value}`);
  return value;
}

/** Points an order earns for `goodsPaid` pence of goods kept: whole pounds only (£19.99 earns 19). */
export function orderPoints(goodsPaid: number): number {
  return Math.floor(whole(goodsPaid, 'goods paid') / 100) * POINTS_PER_POUND;
}

/** Points a review earns. */
export const reviewPoints = (withPhotos: boolean): number => (withPhotos ? REVIEW_WITH_PHOTOS_POINTS : REVIEW_POINTS);

/**
 * Points to take back from an order now: what it earned less what it should have earned on the goods
 * it still keeps, less what was already taken back. Never negative (a refund never gives points).
 */
export function orderClawback(earned: number, clawedBack: number, goodsKept: number): number {
  return Math.max(0, whole(earned, 'earned') - whole(clawedBack, 'clawed back') - orderPoints(goodsKept));
}

/** London's offset from UTC at `utcMs`, in minutes (0 in winter, 60 in summer time). */
let londonDateTime: Intl.DateTimeFormat | undefined;

function londonOffsetMinutes(utcMs: number): number {
  // made once: building an Intl formatter costs far more than using one
  londonDateTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = londonDateTime.formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/** The London calendar month (year, 0-based month) holding `epochSeconds`. */
function londonMonth(epochSeconds: number): { year: number; month: number } {
  const ms = epochSeconds * 1000;
  const local = new Date(ms + londonOffsetMinutes(ms) * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() };
}

/** 00:00 London time on the 1st of the given month, as epoch seconds. */
function londonMonthStart(year: number, month: number): number {
  const naive = Date.UTC(year, month, 1);
  // UK clocks change on the last Sunday of March and October, never within an hour of a 1st's
  // midnight, so London's offset at UTC midnight is its offset at its own midnight
  return (naive - londonOffsetMinutes(naive) * 60_000) / 1000;
}

/** When a lot earned at `earnedAt` (epoch seconds) expires: 00:00 London time on the 1st of the 13th month after. */
export function pointsExpiry(earnedAt: number): number {
  const { year, month } = londonMonth(earnedAt);
  return londonMonthStart(year, month + POINTS_LIFETIME_MONTHS + 1);
}

/** A lot can be spent at `at` up to, not at, its expiry. */
export const lotLive = (lot: { expiresAt: number }, at: number): boolean => at < lot.expiresAt;

/** Whether a live lot is shown as expiring soon at `at`. */
export const lotExpiringSoon = (lot: { expiresAt: number }, at: number): boolean => lotLive(lot, at) && lot.expiresAt - at <= POINTS_EXPIRING_SOON_DAYS * 86_400;

export interface PointsLot {
  id: number;
  /** points still in the lot */
  remaining: number;
  earnedAt: number;
  expiresAt: number;
}

/** The points live lots hold at `at`. */
export const pointsBalance = (lots: readonly Pick<PointsLot, 'remaining' | 'expiresAt'>[], at: number): number =>
  lots.filter((lot) => lotLive(lot, at)).reduce((total, lot) => total + lot.remaining, 0);

/** What one debit takes from one lot. */
export interface LotTake {
  lotId: number;
  points: number;
}

/** The order lots are used in: expiring first, then earned first, then the older lot. */
function spendingOrder(lots: readonly PointsLot[], at: number): PointsLot[] {
  return lots.filter((lot) => lotLive(lot, at) && lot.remaining > 0).sort((a, b) => a.expiresAt - b.expiresAt || a.earnedAt - b.earnedAt || a.id - b.id);
}

/** Takes `points` from the lots, expiring first; null when the live lots hold fewer (all or nothing). */
export function spendOldestFirst(lots: readonly PointsLot[], points: number, at: number): LotTake[] | null {
  let left = whole(points, 'points');
  if (left === 0) return [];
  const takes: LotTake[] = [];
  for (const lot of spendingOrder(lots, at)) {
    const take = Math.min(lot.remaining, left);
    takes.push({ lotId: lot.id, points: take });
    left -= take;
    if (left === 0) return takes;
  }
  return null;
}

/**
 * A clawback of `points`: what the live lots give (expiring first) and the rest, which becomes a
 * debt. A clawback never fails: the points were earned on money that went back.
 */
export function clawbackFromLots(lots: readonly PointsLot[], points: number, at: number): { takes: LotTake[]; debt: number } {
  let left = whole(points, 'points');
  const takes: LotTake[] = [];
  for (const lot of spendingOrder(lots, at)) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    takes.push({ lotId: lot.id, points: take });
    left -= take;
  }
  return { takes, debt: left };
}

/** A new earning of `points` while the buyer owes `debt`: the debt is paid first, the rest is the new lot's. */
export function earnAgainstDebt(points: number, debt: number): { repaid: number; lot: number; debtAfter: number } {
  const repaid = Math.min(whole(points, 'points'), whole(debt, 'debt'));
  return { repaid, lot: points - repaid, debtAfter: debt - repaid };
}

/** Points a point-mall redemption costs. */
export function redemptionCost(pointsPrice: number, quantity: number): number {
  const cost = whole(pointsPrice, 'points price') * whole(quantity, 'quantity');
  if (!Number.isSafeInteger(cost)) throw new RangeError('redemption cost out of range');
  return cost;
}
