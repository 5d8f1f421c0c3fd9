/**
 * The coupons desk's SQL (issue 34 item 4; migrations 0010 and 0080): the desk's list and one coupon with its state and
 * counts, a new coupon, the changes allowed once it exists, pausing and resuming (each a guarded update), its redemptions
 * and the goods owners a coupon can be limited to. States and windows are read against the database clock.
 */
import type { z } from 'zod';
import { type CouponDeskState, CouponKind, CouponScope, type CreateCouponBody, type DeskCouponListBody } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { type CouponTermsRow, SCOPE_JOINS, TERMS, epoch } from './store';

/** The desk's one state per coupon (rules/coupon.ts COUPON_DESK_STATES): ended, paused, scheduled, used up, running. */
const STATE = `case when c.valid_until <= now() then 'ended' when c.paused_at is not null then 'paused' when c.valid_from > now() then 'scheduled'
  when c.issued >= c.total_limit then 'usedUp' else 'running' end`;

export interface DeskCouponRow extends CouponTermsRow {
  id: number;
  state: CouponDeskState;
  pausedAt: number | null;
  totalLimit: number;
  perBuyerLimit: number;
  issued: number;
  used: number;
  discounted: number;
  createdAt: number;
}

const DESK_COUPON = `c.id, ${TERMS}, ${STATE} as state, ${epoch('c.paused_at')} as "pausedAt", c.total_limit as "totalLimit",
  c.per_buyer_limit as "perBuyerLimit", c.issued,
  (select count(*)::int from buyer_coupon b where b.coupon_id = c.id and b.used_at is not null) as used,
  (select coalesce(sum(ro.items_off + ro.delivery_off), 0)::bigint from buyer_coupon b
     join coupon_redemption r on r.buyer_coupon_id = b.id and r.released_at is null
     join coupon_redemption_order ro on ro.redemption_id = r.id and ro.released_at is null
    where b.coupon_id = c.id) as discounted,
  ${epoch('c.created_at')} as "createdAt"`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export type DeskCouponSearch = z.output<typeof DeskCouponListBody>;

/** Newest first; the keyword finds a part of the code or of either name, without regard to case. */
export async function deskCoupons(db: Queryable, search: DeskCouponSearch): Promise<{ rows: DeskCouponRow[]; total: number }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (search.keyword) {
    const like = `%${escapeLike(search.keyword.toLowerCase())}%`;
    conditions.push(`(lower(c.code) like $${params.push(like)} or lower(c.name_en) like $${params.length} or lower(c.name_zh) like $${params.length})`);
  }
  if (search.state) conditions.push(`${STATE} = $${params.push(search.state)}`);
  const where = conditions.length ? conditions.join(' and ') : 'true';
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from coupon c where ${where}`, params);
  const rows = await db.query<DeskCouponRow>(
    `select ${DESK_COUPON} from coupon c ${SCOPE_JOINS} where ${where}
      order by c.created_at desc, c.id desc limit $${params.push(search.pageSize)} offset $${params.push((search.pageNum - 1) * search.pageSize)}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function deskCoupon(db: Queryable, couponId: number): Promise<DeskCouponRow | null> {
  const [row] = await db.query<DeskCouponRow>(`select ${DESK_COUPON} from coupon c ${SCOPE_JOINS} where c.id = $1::bigint`, [couponId]);
  return row ?? null;
}

/** What the desk's changes are checked against, with the coupon's row locked until the transaction ends. */
export interface LockedCoupon {
  nameEn: string;
  nameZh: string;
  totalLimit: number;
  perBuyerLimit: number;
  issued: number;
  validUntil: number;
  paused: boolean;
  ended: boolean;
}

export async function lockedCoupon(tx: Queryable, couponId: number): Promise<LockedCoupon | null> {
  const [row] = await tx.query<LockedCoupon>(
    `select name_en as "nameEn", name_zh as "nameZh", total_limit as "totalLimit", per_buyer_limit as "perBuyerLimit", issued,
            ${epoch('valid_until')} as "validUntil", paused_at is not null as paused, valid_until <= now() as ended
       from coupon where id = $1::bigint for update`,
    [couponId],
  );
  return row ?? null;
}

export type NewDeskCoupon = z.output<typeof CreateCouponBody> & { code: string };

/** Inserts the coupon (the unique code index refuses a code in use, whatever its case); answers its id. */
export async function insertCoupon(tx: Queryable, coupon: NewDeskCoupon, staffId: number): Promise<number> {
  const amount = coupon.kind === CouponKind.AmountOff;
  const percent = coupon.kind === CouponKind.PercentOff;
  const [row] = await tx.query<{ id: number }>(
    `insert into coupon (code, name_en, name_zh, kind, threshold, amount_off, percent_off, max_off, scope, category_id, owner_id,
                         valid_from, valid_until, total_limit, per_buyer_limit, audience, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, to_timestamp($12), to_timestamp($13), $14, $15, $16, $17)
     returning id`,
    [
      coupon.code,
      coupon.nameEn,
      coupon.nameZh,
      coupon.kind,
      coupon.threshold,
      amount ? coupon.amountOff : null,
      percent ? coupon.percentOff : null,
      percent ? coupon.maxOff : null,
      coupon.scope,
      coupon.scope === CouponScope.Category ? coupon.categoryId : null,
      coupon.scope === CouponScope.GoodsOwner ? coupon.ownerId : null,
      coupon.validFrom,
      coupon.validUntil,
      coupon.totalLimit,
      coupon.perBuyerLimit,
      coupon.audience,
      staffId,
    ],
  );
  return row!.id;
}

export async function categoryExists(db: Queryable, categoryId: number): Promise<boolean> {
  return (await db.query('select 1 from category where id = $1', [categoryId])).length > 0;
}

export async function goodsOwnerExists(db: Queryable, ownerId: number): Promise<boolean> {
  return (await db.query('select 1 from goods_owner where id = $1', [ownerId])).length > 0;
}

export interface CouponChanges {
  nameEn: string;
  nameZh: string;
  totalLimit: number;
  perBuyerLimit: number;
  validUntil: number;
}

export async function updateCoupon(tx: Queryable, couponId: number, changes: CouponChanges): Promise<void> {
  await tx.query(`update coupon set name_en = $2, name_zh = $3, total_limit = $4, per_buyer_limit = $5, valid_until = to_timestamp($6) where id = $1::bigint`, [
    couponId,
    changes.nameEn,
    changes.nameZh,
    changes.totalLimit,
    changes.perBuyerLimit,
    changes.validUntil,
  ]);
}

/** Pauses (or resumes) a running coupon: a guarded update, so of two simultaneous pauses one moves it. Answers whether it moved. */
export async function setPaused(tx: Queryable, couponId: number, paused: boolean): Promise<boolean> {
  const rows = await tx.query(
    paused
      ? 'update coupon set paused_at = now() where id = $1::bigint and paused_at is null and valid_until > now() returning id'
      : 'update coupon set paused_at = null where id = $1::bigint and paused_at is not null and valid_until > now() returning id',
    [couponId],
  );
  return rows.length > 0;
}

export interface RedemptionRow {
  id: number;
  userId: number;
  buyerName: string;
  buyerEmail: string;
  orderNos: string[];
  itemsOff: number;
  deliveryOff: number;
  redeemedAt: number;
  releasedAt: number | null;
}

/** The coupon's uses, newest first, released ones included (with when they were given back). */
export async function redemptions(db: Queryable, couponId: number, page: { pageNum: number; pageSize: number }): Promise<{ rows: RedemptionRow[]; total: number }> {
  const [count] = await db.query<{ n: number }>(
    'select count(*)::int as n from coupon_redemption r join buyer_coupon b on b.id = r.buyer_coupon_id where b.coupon_id = $1::bigint',
    [couponId],
  );
  const rows = await db.query<RedemptionRow>(
    `select r.id::int as id, r.user_id as "userId",
            coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.nickname, u.username) as "buyerName", u.email as "buyerEmail",
            array(select o.order_no from coupon_redemption_order ro join shop_order o on o.id = ro.order_id where ro.redemption_id = r.id order by o.id) as "orderNos",
            (select coalesce(sum(ro.items_off), 0)::int from coupon_redemption_order ro where ro.redemption_id = r.id) as "itemsOff",
            (select coalesce(sum(ro.delivery_off), 0)::int from coupon_redemption_order ro where ro.redemption_id = r.id) as "deliveryOff",
            ${epoch('r.redeemed_at')} as "redeemedAt", ${epoch('r.released_at')} as "releasedAt"
       from coupon_redemption r join buyer_coupon b on b.id = r.buyer_coupon_id join app_user u on u.id = r.user_id
      where b.coupon_id = $1::bigint
      order by r.redeemed_at desc, r.id desc limit $2 offset $3`,
    [couponId, page.pageSize, (page.pageNum - 1) * page.pageSize],
  );
  return { rows, total: count?.n ?? 0 };
}

/** Goods owners by a part of either shop name (all of them, first by name, when the keyword is empty); at most 20. */
export async function ownerOptions(db: Queryable, keyword: string) {
  const like = `%${escapeLike(keyword.toLowerCase())}%`;
  return db.query<{ id: number; name: string; nameEn: string }>(
    `select id, shop_name_zh as name, shop_name_en as "nameEn" from goods_owner
      where lower(shop_name_en) like $1 or lower(shop_name_zh) like $1 order by shop_name_en, id limit 20`,
    [like],
  );
}
