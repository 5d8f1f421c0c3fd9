/**
 * Every SQL statement of the points ledger (migration 0017): the buyer's account row (the lock of
 * every points write), lots, entries with their idempotency keys, and which lots each debit took.
 */
import { PointsEntryKind, type PointsLot, type PointsSource, type LotTake } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

const epoch = (column: string) => `floor(extract(epoch from ${column}))::bigint`;

/** Row-locks the buyer's points account, making it first; answers the debt. */
export async function lockAccount(tx: Queryable, userId: number): Promise<{ debt: number }> {
  await tx.query('insert into points_account (user_id) values ($1) on conflict (user_id) do nothing', [userId]);
  const [row] = await tx.query<{ debt: number }>('select debt from points_account where user_id = $1 for update', [userId]);
  return row!;
}

export async function setDebt(tx: Queryable, userId: number, debt: number): Promise<void> {
  await tx.query('update points_account set debt = $2, updated_at = now() where user_id = $1', [userId, debt]);
}

/** The buyer's lots still holding points (live or not yet swept), as the rules read them. */
export const lotsWithPoints = (tx: Queryable, userId: number) =>
  tx.query<PointsLot>(
    `select id, remaining, ${epoch('earned_at')} as "earnedAt", ${epoch('expires_at')} as "expiresAt"
       from points_lot where user_id = $1 and remaining > 0 order by expires_at, earned_at, id`,
    [userId],
  );

export interface NewEntry {
  userId: number;
  key: string;
  kind: PointsEntryKind;
  points: number;
  debtChange?: number;
  source?: PointsSource | null;
  lotId?: number | null;
  orderId?: number | null;
  redemptionId?: number | null;
  reviewId?: number | null;
}

/** Writes the entry unless its key was written before: its id, or null for a repeat. */
export async function insertEntry(tx: Queryable, entry: NewEntry): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `insert into points_entry (user_id, key, kind, points, debt_change, source, lot_id, order_id, redemption_id, review_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (key) do nothing returning id`,
    [
      entry.userId,
      entry.key,
      entry.kind,
      entry.points,
      entry.debtChange ?? 0,
      entry.source ?? null,
      entry.lotId ?? null,
      entry.orderId ?? null,
      entry.redemptionId ?? null,
      entry.reviewId ?? null,
    ],
  );
  return row?.id ?? null;
}

export async function entryExists(tx: Queryable, key: string): Promise<boolean> {
  return (await tx.query('select 1 from points_entry where key = $1', [key])).length > 0;
}

/** A new lot; its id. */
export async function insertLot(
  tx: Queryable,
  lot: { userId: number; source: PointsSource; earned: number; remaining: number; earnedAt: number; expiresAt: number },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into points_lot (user_id, source, earned, remaining, earned_at, expires_at)
     values ($1, $2, $3, $4, to_timestamp($5), to_timestamp($6)) returning id`,
    [lot.userId, lot.source, lot.earned, lot.remaining, lot.earnedAt, lot.expiresAt],
  );
  return row!.id;
}

/** Takes (negative sign) or gives back (positive) points of lots, recording each lot's part of the entry. */
export async function moveLotPoints(tx: Queryable, entryId: number, takes: readonly LotTake[], sign: 1 | -1): Promise<void> {
  if (takes.length === 0) return;
  await tx.query(
    `with moved as (
       update points_lot l set remaining = l.remaining + $3 * t.points
         from unnest($1::bigint[], $2::int[]) as t(lot_id, points) where l.id = t.lot_id
       returning l.id
     )
     insert into points_entry_lot (entry_id, lot_id, points)
     select $4, t.lot_id, t.points from unnest($1::bigint[], $2::int[]) as t(lot_id, points)`,
    [takes.map((take) => take.lotId), takes.map((take) => take.points), sign, entryId],
  );
}

export interface OrderForPoints {
  userId: number;
  status: number;
  /** points a point-mall order was paid with (0 for any other) */
  pointsSpent: number;
}

export async function orderForPoints(tx: Queryable, orderId: number): Promise<OrderForPoints | null> {
  const [row] = await tx.query<OrderForPoints>('select user_id as "userId", status, points_spent as "pointsSpent" from shop_order where id = $1', [orderId]);
  return row ?? null;
}

/** The point-mall redemption an order was placed by, if any. */
export async function redemptionOfOrder(tx: Queryable, orderId: number): Promise<{ id: number; userId: number } | null> {
  const [row] = await tx.query<{ id: number; userId: number }>('select id, user_id as "userId" from point_redemption where order_id = $1', [orderId]);
  return row ?? null;
}

/** What an order earned and what was clawed back from it so far. */
export async function orderPointsSoFar(tx: Queryable, orderId: number): Promise<{ earned: number; clawedBack: number }> {
  const [row] = await tx.query<{ earned: number; clawedBack: number }>(
    `select coalesce(sum(points) filter (where kind = ${PointsEntryKind.Earn}), 0)::int as earned, coalesce(-sum(points) filter (where kind = ${PointsEntryKind.Clawback}), 0)::int as "clawedBack"
       from points_entry where order_id = $1`,
    [orderId],
  );
  return row!;
}

/** The lots a redemption's spending took from, still live at `at` (epoch seconds), and how much of each. */
export const redemptionTakes = (tx: Queryable, redemptionId: number) =>
  tx.query<LotTake & { expiresAt: number }>(
    `select el.lot_id as "lotId", el.points, ${epoch('l.expires_at')} as "expiresAt"
       from points_entry e join points_entry_lot el on el.entry_id = e.id join points_lot l on l.id = el.lot_id
      where e.redemption_id = $1 and e.kind = ${PointsEntryKind.Spend} order by el.lot_id`,
    [redemptionId],
  );

/** Lots past their expiry still holding points (the sweep's work), oldest first. */
export const dueLots = (db: Queryable, limit: number) =>
  db.query<{ id: number; userId: number }>('select id, user_id as "userId" from points_lot where remaining > 0 and expires_at <= now() order by expires_at, id limit $1', [limit]);

/** The lot, locked, if it is still due to expire; what it still holds. */
export async function lockDueLot(tx: Queryable, lotId: number): Promise<{ remaining: number } | null> {
  const [row] = await tx.query<{ remaining: number }>('select remaining from points_lot where id = $1 and remaining > 0 and expires_at <= now() for update', [lotId]);
  return row ?? null;
}

// ---------- views ----------
export interface LotRow {
  id: number;
  source: PointsSource;
  earned: number;
  remaining: number;
  earnedAt: number;
  expiresAt: number;
}

/** The buyer's live lots holding points, expiring first. */
export const liveLots = (db: Queryable, userId: number) =>
  db.query<LotRow>(
    `select id, source, earned, remaining, ${epoch('earned_at')} as "earnedAt", ${epoch('expires_at')} as "expiresAt"
       from points_lot where user_id = $1 and remaining > 0 and expires_at > now() order by expires_at, earned_at, id`,
    [userId],
  );

export async function debtOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ debt: number }>('select debt from points_account where user_id = $1', [userId]);
  return row?.debt ?? 0;
}

export interface EntryRow {
  id: number;
  kind: PointsEntryKind;
  points: number;
  source: PointsSource | null;
  orderNo: string | null;
  goodsName: string | null;
  goodsNameEn: string | null;
  createdAt: number;
}

export async function entryPage(db: Queryable, userId: number, page: { pageNum: number; pageSize: number }): Promise<{ list: EntryRow[]; total: number }> {
  const list = await db.query<EntryRow>(
    `select e.id, e.kind, e.points, e.source, o.order_no as "orderNo", p.name_zh as "goodsName", p.name_en as "goodsNameEn", ${epoch('e.created_at')} as "createdAt"
       from points_entry e
       left join shop_order o on o.id = e.order_id
       left join point_redemption r on r.id = e.redemption_id
       left join point_goods g on g.id = r.goods_id
       left join product p on p.id = g.product_id
      where e.user_id = $1 order by e.id desc limit $2 offset $3`,
    [userId, page.pageSize, (page.pageNum - 1) * page.pageSize],
  );
  const [count] = await db.query<{ total: number }>('select count(*)::int as total from points_entry where user_id = $1', [userId]);
  return { list, total: count!.total };
}
