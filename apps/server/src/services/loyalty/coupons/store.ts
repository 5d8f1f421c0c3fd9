/**
 * Every SQL statement of coupons (migration 0010_coupons.sql). The validity window is read against
 * the database clock (`now()`), so every server process agrees on when a coupon starts and ends.
 * Ids from requests are compared as bigint: one beyond the integer range is simply not found.
 */
import type { CouponAudience, CouponKind, CouponScope, CouponShare, MyCouponCounts, MyCouponTab } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { buyerHasPaidOrderSql } from '../../order/orders/service';

/** A coupon's terms and scope names, as both the centre and a buyer's copies show them. */
export interface CouponTermsRow {
  code: string;
  name: string;
  nameEn: string;
  kind: CouponKind;
  threshold: number;
  amountOff: number | null;
  percentOff: number | null;
  maxOff: number | null;
  scope: CouponScope;
  scopeId: number | null;
  scopeName: string;
  scopeNameEn: string;
  validFrom: number;
  validUntil: number;
  audience: CouponAudience;
}

export const epoch = (column: string) => `floor(extract(epoch from ${column}))::bigint`;

/** `c` is the coupon; its scope's names come from the category or goods owner joined as sc / so. */
export const TERMS = `c.code, c.name_zh as name, c.name_en as "nameEn", c.kind, c.threshold, c.amount_off as "amountOff",
  c.percent_off as "percentOff", c.max_off as "maxOff", c.scope, coalesce(c.category_id, c.owner_id) as "scopeId",
  coalesce(sc.name_zh, so.shop_name_zh, '') as "scopeName", coalesce(sc.name_en, so.shop_name_en, '') as "scopeNameEn",
  ${epoch('c.valid_from')} as "validFrom", ${epoch('c.valid_until')} as "validUntil", c.audience`;
export const SCOPE_JOINS = 'left join category sc on sc.id = c.category_id left join goods_owner so on so.id = c.owner_id';

/** How the centre lists at most this many running coupons. */
const CENTRE_SIZE = 100;

export interface CentreRow extends CouponTermsRow {
  id: number;
  remaining: number;
  perBuyerLimit: number;
  claimed: number;
}

/**
 * Whether the buyer (the statement's parameter `userParam`) may hold and use the coupon `c` now by its audience:
 * anyone for an all-buyers coupon, only a buyer without a paid order for a new-buyers one.
 */
const audienceAdmits = (userParam: string) => `(c.audience = 1 or not ${buyerHasPaidOrderSql(userParam)})`;

/** Running coupons (not paused): those that can still be claimed first, then ending soonest. */
export const centreCoupons = (db: Queryable, userId: number | null) =>
  db.query<CentreRow>(
    `select c.id, ${TERMS}, c.total_limit - c.issued as remaining, c.per_buyer_limit as "perBuyerLimit",
            (select count(*)::int from buyer_coupon b where b.coupon_id = c.id and b.user_id = $1) as claimed
       from coupon c ${SCOPE_JOINS}
      where c.valid_from <= now() and c.valid_until > now() and c.paused_at is null
      order by c.issued < c.total_limit desc, c.valid_until, c.id
      limit ${CENTRE_SIZE}`,
    [userId],
  );

/**
 * Takes one copy from the coupon's total while it is running, not paused and open to this buyer (its
 * audience, judged in this very statement): the guarded update all claims of a coupon queue on (its row
 * lock is held until the claim commits). Answers the per-buyer limit, or null when the coupon is
 * unknown, not running, paused, not for this buyer or all claimed.
 */
export async function issueCopy(tx: Queryable, couponId: number, userId: number): Promise<{ perBuyerLimit: number } | null> {
  const [row] = await tx.query<{ perBuyerLimit: number }>(
    `update coupon c set issued = issued + 1
      where c.id = $1::bigint and c.issued < c.total_limit and c.valid_from <= now() and c.valid_until > now()
        and c.paused_at is null and ${audienceAdmits('$2::int')}
      returning c.per_buyer_limit as "perBuyerLimit"`,
    [couponId, userId],
  );
  return row ?? null;
}

/** The coupon's row, locked until the transaction ends: a buyer's claims of one coupon then queue, so a retried code claims once. */
export async function lockCoupon(tx: Queryable, couponId: number): Promise<void> {
  await tx.query('select id from coupon where id = $1::bigint for update', [couponId]);
}

/** The buyer's unused copy of the coupon, if they hold one (a code typed twice gives the same copy). */
export async function unusedCopy(db: Queryable, couponId: number, userId: number): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('select id from buyer_coupon where coupon_id = $1 and user_id = $2 and used_at is null order by id limit 1', [couponId, userId]);
  return row?.id ?? null;
}

/** A coupon found by its code, whatever its case, with what a buyer typing it is told when it cannot be used. */
export interface CodeCouponRow extends CouponTermsRow {
  id: number;
  paused: boolean;
  outside: 'notStarted' | 'expired' | null;
}

export async function couponByCode(db: Queryable, code: string): Promise<CodeCouponRow | null> {
  const [row] = await db.query<CodeCouponRow>(
    `select c.id, ${TERMS}, c.paused_at is not null as paused,
            case when now() < c.valid_from then 'notStarted' when now() >= c.valid_until then 'expired' end as outside
       from coupon c ${SCOPE_JOINS} where lower(c.code) = lower($1)`,
    [code],
  );
  return row ?? null;
}

/** Whether the buyer has a paid order (so new-buyer coupons are not for them). */
export async function hasPaidOrder(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ paid: boolean }>(`select ${buyerHasPaidOrderSql('$1::int')} as paid`, [userId]);
  return row?.paid ?? false;
}

/**
 * The buyer's next copy, numbered after the ones they hold; null at the per-buyer limit. The claim
 * holds the coupon's row lock (issueCopy), so the count is the buyer's latest; the unique copy
 * number would refuse a second copy with the same number all the same.
 */
export async function insertCopy(tx: Queryable, couponId: number, userId: number, perBuyerLimit: number): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `insert into buyer_coupon (coupon_id, user_id, copy_no)
     select $1, $2, count(*) + 1 from buyer_coupon where coupon_id = $1 and user_id = $2 having count(*) < $3
     returning id`,
    [couponId, userId, perBuyerLimit],
  );
  return row?.id ?? null;
}

/** Why a claim was refused: the coupon as the buyer sees it now (null when it does not exist). */
export async function claimState(db: Queryable, couponId: number, userId: number) {
  const [row] = await db.query<{ running: boolean; paused: boolean; admitted: boolean; remaining: number; claimed: number; perBuyerLimit: number }>(
    `select c.valid_from <= now() and c.valid_until > now() as running, c.paused_at is not null as paused, ${audienceAdmits('$2::int')} as admitted,
            c.total_limit - c.issued as remaining, c.per_buyer_limit as "perBuyerLimit",
            (select count(*)::int from buyer_coupon b where b.coupon_id = c.id and b.user_id = $2) as claimed
       from coupon c where c.id = $1::bigint`,
    [couponId, userId],
  );
  return row ?? null;
}

export interface BuyerCouponRow extends CouponTermsRow {
  id: number;
  couponId: number;
  state: MyCouponTab;
  claimedAt: number;
  usedAt: number | null;
  orderNos: string[];
  paused: boolean;
}

const STATE = `case when b.used_at is not null then 'used' when c.valid_until <= now() then 'expired' else 'usable' end`;
const BUYER_COUPON = `b.id, b.coupon_id as "couponId", ${TERMS}, ${STATE} as state,
  ${epoch('b.claimed_at')} as "claimedAt", ${epoch('b.used_at')} as "usedAt",
  array(select o.order_no from coupon_redemption r join coupon_redemption_order ro on ro.redemption_id = r.id
         join shop_order o on o.id = ro.order_id
         where r.buyer_coupon_id = b.id and r.released_at is null order by o.id) as "orderNos",
  c.paused_at is not null as paused`;

/** Usable: ending soonest first; used: last used first; expired: last to end first. */
const TAB_ORDER: Record<MyCouponTab, string> = {
  usable: 'c.valid_until, b.id',
  used: 'b.used_at desc, b.id desc',
  expired: 'c.valid_until desc, b.id desc',
};

export const buyerCoupons = (db: Queryable, userId: number, tab: MyCouponTab, page: { limit: number; offset: number }) =>
  db.query<BuyerCouponRow>(
    `select ${BUYER_COUPON} from buyer_coupon b join coupon c on c.id = b.coupon_id ${SCOPE_JOINS}
      where b.user_id = $1 and ${STATE} = $2
      order by ${TAB_ORDER[tab]} limit $3 offset $4`,
    [userId, tab, page.limit, page.offset],
  );

export async function buyerCouponById(db: Queryable, userId: number, id: number): Promise<BuyerCouponRow | null> {
  const [row] = await db.query<BuyerCouponRow>(`select ${BUYER_COUPON} from buyer_coupon b join coupon c on c.id = b.coupon_id ${SCOPE_JOINS} where b.id = $1 and b.user_id = $2`, [
    id,
    userId,
  ]);
  return row ?? null;
}

export async function buyerCouponCounts(db: Queryable, userId: number): Promise<MyCouponCounts> {
  const rows = await db.query<{ state: MyCouponTab; n: number }>(
    `select ${STATE} as state, count(*)::int as n from buyer_coupon b join coupon c on c.id = b.coupon_id where b.user_id = $1 group by 1`,
    [userId],
  );
  const count = (tab: MyCouponTab) => rows.find((row) => row.state === tab)?.n ?? 0;
  return { usable: count('usable'), used: count('used'), expired: count('expired') };
}

/** The buyer's copies among `ids` (another buyer's are left out), with their terms. */
export const copiesOf = (db: Queryable, userId: number, ids: readonly number[]) =>
  db.query<BuyerCouponRow>(
    `select ${BUYER_COUPON} from buyer_coupon b join coupon c on c.id = b.coupon_id ${SCOPE_JOINS}
      where b.id = any($2::bigint[]) and b.user_id = $1 order by b.id`,
    [userId, ids],
  );

/** The buyer's copies that are neither used nor expired, ending soonest first (the settlement's offer). */
export const usableCopies = (db: Queryable, userId: number) =>
  db.query<BuyerCouponRow>(
    `select ${BUYER_COUPON} from buyer_coupon b join coupon c on c.id = b.coupon_id ${SCOPE_JOINS}
      where b.user_id = $1 and b.used_at is null and c.valid_until > now()
      order by c.valid_until, b.id`,
    [userId],
  );

/**
 * The guarded update of a use: marks the buyer's copies used, only those not used already, still
 * running, not paused and open to this buyer by their audience (a new-buyers coupon once the buyer
 * has a paid order is refused here, in the same statement). Concurrent uses of one copy queue on its
 * row; the later ones find it used. Answers the ids it marked.
 */
export async function markUsed(tx: Queryable, userId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `update buyer_coupon b set used_at = now()
       from coupon c
      where c.id = b.coupon_id and b.id = any($2::bigint[]) and b.user_id = $1 and b.used_at is null
        and c.valid_from <= now() and c.valid_until > now() and c.paused_at is null and ${audienceAdmits('$1::int')}
      returning b.id`,
    [userId, ids],
  );
  return rows.map((row) => row.id);
}

/** The use itself; the partial unique index allows one live redemption per copy. */
export async function insertRedemption(tx: Queryable, userId: number, buyerCouponId: number): Promise<number> {
  const [row] = await tx.query<{ id: number }>('insert into coupon_redemption (buyer_coupon_id, user_id) values ($1, $2) returning id', [buyerCouponId, userId]);
  return row!.id;
}

export async function insertRedemptionOrders(tx: Queryable, redemptionId: number, orders: ReadonlyArray<{ orderId: number; share: CouponShare }>): Promise<void> {
  await tx.query(
    `insert into coupon_redemption_order (redemption_id, order_id, items_off, delivery_off)
     select $1, o.order_id, o.items_off, o.delivery_off
       from unnest($2::bigint[], $3::int[], $4::int[]) as o (order_id, items_off, delivery_off)`,
    [redemptionId, orders.map((o) => o.orderId), orders.map((o) => o.share.itemsOff), orders.map((o) => o.share.deliveryOff)],
  );
}

/**
 * The orders closed unpaid give their coupons back: each live redemption holding one of them marks
 * those orders released, and once none of its orders is left it is released and its copy is usable
 * again. The redemptions are locked first, so two orders of one redemption closing at once in two
 * transactions cannot both see the other still open. Answers the copies given back.
 */
export async function releaseOrders(tx: Queryable, orderIds: readonly number[]): Promise<number[]> {
  await tx.query(
    `select r.id from coupon_redemption r
      where r.released_at is null and r.id in (select redemption_id from coupon_redemption_order where order_id = any($1::bigint[]))
      order by r.id for update`,
    [orderIds],
  );
  const rows = await tx.query<{ id: number }>(
    `with released as (
       update coupon_redemption_order set released_at = now()
        where order_id = any($1::bigint[]) and released_at is null
        returning redemption_id
     ), finished as (
       update coupon_redemption r set released_at = now()
        where r.id in (select redemption_id from released) and r.released_at is null
          and not exists (select 1 from coupon_redemption_order o
                           where o.redemption_id = r.id and o.released_at is null and o.order_id <> all($1::bigint[]))
        returning r.buyer_coupon_id
     )
     update buyer_coupon set used_at = null where id in (select buyer_coupon_id from finished) returning id`,
    [orderIds],
  );
  return rows.map((row) => row.id);
}

/** A demo coupon as the seed issues it (the desk's own insert is in desk.store.ts). */
export interface NewCoupon {
  code: string;
  nameEn: string;
  nameZh: string;
  kind: CouponKind;
  threshold: number;
  amountOff: number | null;
  percentOff: number | null;
  maxOff: number | null;
  scope: CouponScope;
  categoryId: number | null;
  ownerId: number | null;
  /** days it runs for, from now */
  days: number;
  totalLimit: number;
  perBuyerLimit: number;
  audience?: CouponAudience;
}

/** Issues the coupon unless one with its code exists (answers false then). */
export async function insertCouponOnce(db: Queryable, coupon: NewCoupon): Promise<boolean> {
  const rows = await db.query(
    `insert into coupon (code, name_en, name_zh, kind, threshold, amount_off, percent_off, max_off, scope, category_id, owner_id,
                         valid_from, valid_until, total_limit, per_buyer_limit, audience)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), now() + make_interval(days => $12), $13, $14, $15)
     on conflict do nothing returning id`,
    [
      coupon.code,
      coupon.nameEn,
      coupon.nameZh,
      coupon.kind,
      coupon.threshold,
      coupon.amountOff,
      coupon.percentOff,
      coupon.maxOff,
      coupon.scope,
      coupon.categoryId,
      coupon.ownerId,
      coupon.days,
      coupon.totalLimit,
      coupon.perBuyerLimit,
      coupon.audience ?? 1,
    ],
  );
  return rows.length > 0;
}
