/**
 * Every SQL statement of reviews: the completed order lines a buyer may review, the reviews with
 * their lines (as the writer and the goods owner read them), the product page's summary and pages,
 * helpful marks (rows, with the review's count kept in the same statement's transaction) and the
 * goods owner's one reply. Reviews live in the order service: a review belongs to an order line.
 */
import { OrderStatus, type OwnerReviewTab, type ReviewSort } from '@clearlot/contract';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import type { SkuOption } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export interface LineRow {
  orderItemId: number;
  orderId: number;
  orderNo: string;
  userId: number;
  ownerId: number;
  productId: number;
  skuOptions: SkuOption[];
  productName: string;
  productNameEn: string;
  productImage: string;
  quantity: number;
  orderStatus: OrderStatus;
  completedAt: Date | string | null;
  reviewId: number | null;
}

const COMPLETED_AT = `(select min(ol.created_at) from order_log ol where ol.order_id = o.id and ol.status = ${OrderStatus.Completed})`;

const LINE_COLUMNS = `i.id as "orderItemId", o.id as "orderId", o.order_no as "orderNo", o.user_id as "userId", o.owner_id as "ownerId",
  i.product_id as "productId", i.sku_options as "skuOptions", i.product_name_zh as "productName", i.product_name_en as "productNameEn",
  i.product_image as "productImage", i.quantity, o.status as "orderStatus", ${COMPLETED_AT} as "completedAt",
  (select pr.id from product_review pr where pr.order_item_id = i.id) as "reviewId"`;

/** One line of the buyer's orders (any status); null when it is not theirs. */
export async function buyersLine(db: Queryable, userId: number, orderItemId: number): Promise<LineRow | null> {
  const [row] = await db.query<LineRow>(`select ${LINE_COLUMNS} from order_item i join shop_order o on o.id = i.order_id where i.id = $1 and o.user_id = $2`, [
    orderItemId,
    userId,
  ]);
  return row ?? null;
}

/** The buyer's completed lines without a review, newest order first. */
export async function linesToReview(db: Queryable, userId: number, pageNum: number, pageSize: number): Promise<{ list: LineRow[]; total: number }> {
  const where = `o.user_id = $1 and o.status = ${OrderStatus.Completed} and not exists (select 1 from product_review r where r.order_item_id = i.id)`;
  const list = await db.query<LineRow>(
    `select ${LINE_COLUMNS} from order_item i join shop_order o on o.id = i.order_id where ${where}
      order by o.id desc, i.id limit $2 offset $3`,
    [userId, pageSize, (pageNum - 1) * pageSize],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from order_item i join shop_order o on o.id = i.order_id where ${where}`, [userId]);
  return { list, total: count?.n ?? 0 };
}

export async function reviewedCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from product_review where user_id = $1', [userId]);
  return row?.n ?? 0;
}

export async function toReviewCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from order_item i join shop_order o on o.id = i.order_id
      where o.user_id = $1 and o.status = ${OrderStatus.Completed} and not exists (select 1 from product_review r where r.order_item_id = i.id)`,
    [userId],
  );
  return row?.n ?? 0;
}

/** The buyer's account name (masked before it is stored with a review). */
export async function usernameOf(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.query<{ username: string }>('select username from app_user where id = $1', [userId]);
  return row?.username ?? '';
}

// ---------- reviews ----------
export interface ReviewRow {
  id: number;
  userId: number;
  ownerId: number;
  productId: number;
  rating: number;
  text: string;
  photos: AttachedFile[];
  reviewerName: string;
  helpfulCount: number;
  replyText: string | null;
  repliedAt: Date | string | null;
  postedAt: Date | string;
  editedAt: Date | string | null;
}

export interface ReviewWithLineRow extends ReviewRow {
  line: LineRow;
}

const REVIEW_COLUMNS = `r.id, r.user_id as "userId", r.owner_id as "ownerId", r.product_id as "productId", r.rating, r.body as "text", r.photos,
  r.reviewer_name as "reviewerName", r.helpful_count as "helpfulCount", r.reply_text as "replyText", r.replied_at as "repliedAt",
  r.posted_at as "postedAt", r.edited_at as "editedAt"`;

const WITH_LINE = `select ${REVIEW_COLUMNS}, json_build_object(
    'orderItemId', i.id, 'orderId', o.id, 'orderNo', o.order_no, 'userId', o.user_id, 'ownerId', o.owner_id, 'productId', i.product_id,
    'skuOptions', i.sku_options, 'productName', i.product_name_zh, 'productNameEn', i.product_name_en, 'productImage', i.product_image,
    'quantity', i.quantity, 'orderStatus', o.status, 'completedAt', ${COMPLETED_AT}, 'reviewId', r.id) as line
  from product_review r join order_item i on i.id = r.order_item_id join shop_order o on o.id = r.order_id`;

export interface NewReview {
  line: LineRow;
  rating: number;
  text: string;
  photos: AttachedFile[];
  reviewerName: string;
}

/** Records a review of the line; null when the line already has one (the unique line decides a race). */
export async function insertReview(tx: Queryable, review: NewReview): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `insert into product_review (order_item_id, order_id, product_id, owner_id, user_id, rating, body, photos, has_photos, reviewer_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)
     on conflict (order_item_id) do nothing returning id`,
    [
      review.line.orderItemId,
      review.line.orderId,
      review.line.productId,
      review.line.ownerId,
      review.line.userId,
      review.rating,
      review.text,
      JSON.stringify(review.photos),
      review.photos.length > 0,
      review.reviewerName,
    ],
  );
  return row?.id ?? null;
}

/** Who may read a review in full: its writer, its goods owner, or (neither given) anyone. */
export interface ReviewScope {
  userId?: number;
  ownerId?: number;
}

function scopeConditions(scope: ReviewScope, params: unknown[]): string[] {
  const conditions: string[] = [];
  if (scope.userId !== undefined) conditions.push(`r.user_id = $${params.push(scope.userId)}`);
  if (scope.ownerId !== undefined) conditions.push(`r.owner_id = $${params.push(scope.ownerId)}`);
  return conditions;
}

export async function reviewWithLine(db: Queryable, scope: ReviewScope, reviewId: number): Promise<ReviewWithLineRow | null> {
  const params: unknown[] = [reviewId];
  const conditions = ['r.id = $1', ...scopeConditions(scope, params)];
  const [row] = await db.query<ReviewWithLineRow>(`${WITH_LINE} where ${conditions.join(' and ')}`, params);
  return row ?? null;
}

/** Row-locks one review within the scope for a change; null when none matches. */
export async function lockReview(tx: Queryable, scope: ReviewScope, reviewId: number): Promise<ReviewRow | null> {
  const params: unknown[] = [reviewId];
  const conditions = ['r.id = $1', ...scopeConditions(scope, params)];
  const [row] = await tx.query<ReviewRow>(`select ${REVIEW_COLUMNS} from product_review r where ${conditions.join(' and ')} for update`, params);
  return row ?? null;
}

export async function updateReview(tx: Queryable, reviewId: number, change: { rating: number; text: string; photos: AttachedFile[] }): Promise<void> {
  await tx.query(`update product_review set rating = $2, body = $3, photos = $4::jsonb, has_photos = $5, edited_at = now() where id = $1`, [
    reviewId,
    change.rating,
    change.text,
    JSON.stringify(change.photos),
    change.photos.length > 0,
  ]);
}

/** The goods owner's one reply: written only while there is none (a second reply or a racing one matches nothing). */
export async function replyOnce(tx: Queryable, reviewId: number, ownerId: number | undefined, text: string): Promise<boolean> {
  const params: unknown[] = [reviewId, text];
  const owner = ownerId === undefined ? '' : ` and owner_id = $${params.push(ownerId)}`;
  const rows = await tx.query(`update product_review set reply_text = $2, replied_at = now() where id = $1 and reply_text is null${owner} returning id`, params);
  return rows.length > 0;
}

/** The writer's reviews, newest first. */
export async function myReviews(db: Queryable, userId: number, pageNum: number, pageSize: number): Promise<ReviewWithLineRow[]> {
  return db.query<ReviewWithLineRow>(`${WITH_LINE} where r.user_id = $1 order by r.id desc limit $2 offset $3`, [userId, pageSize, (pageNum - 1) * pageSize]);
}

const OWNER_TAB_CONDITION: Record<OwnerReviewTab, string> = {
  unreplied: 'r.reply_text is null',
  replied: 'r.reply_text is not null',
  all: 'true',
};

/** The goods owner's reviews (every review for the platform), newest first. */
export async function ownerReviews(db: Queryable, ownerId: number | undefined, tab: OwnerReviewTab, pageNum: number, pageSize: number) {
  const params: unknown[] = [];
  const conditions = [OWNER_TAB_CONDITION[tab], ...scopeConditions(ownerId === undefined ? {} : { ownerId }, params)];
  const where = conditions.join(' and ');
  const list = await db.query<ReviewWithLineRow>(
    `${WITH_LINE} where ${where} order by r.id desc limit $${params.push(pageSize)} offset $${params.push((pageNum - 1) * pageSize)}`,
    params,
  );
  const countParams = params.slice(0, params.length - 2);
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from product_review r where ${where}`, countParams);
  return { list, total: count?.n ?? 0 };
}

// ---------- the product page ----------
export async function summaryOf(db: Queryable, productId: number) {
  const [row] = await db.query<{ count: number; total: number; s1: number; s2: number; s3: number; s4: number; s5: number; withPhotos: number }>(
    `select count(*)::int as count, coalesce(sum(rating), 0)::int as total,
            count(*) filter (where rating = 1)::int as s1, count(*) filter (where rating = 2)::int as s2,
            count(*) filter (where rating = 3)::int as s3, count(*) filter (where rating = 4)::int as s4,
            count(*) filter (where rating = 5)::int as s5, count(*) filter (where has_photos)::int as "withPhotos"
       from product_review where product_id = $1`,
    [productId],
  );
  return row!;
}

export interface ProductReviewRow extends ReviewRow {
  skuOptions: SkuOption[];
  markedHelpful: boolean;
}

const SORTS: Record<ReviewSort, string> = {
  newest: 'r.posted_at desc, r.id desc',
  helpful: 'r.helpful_count desc, r.posted_at desc, r.id desc',
};

/** A page of a product's reviews, with whether the reader (0 when signed out) found each helpful. */
export async function productReviews(db: Queryable, productId: number, options: { sort: ReviewSort; withPhotos: boolean; pageNum: number; pageSize: number; viewerId: number }) {
  const where = `r.product_id = $1${options.withPhotos ? ' and r.has_photos' : ''}`;
  const list = await db.query<ProductReviewRow>(
    `select ${REVIEW_COLUMNS}, i.sku_options as "skuOptions",
            exists (select 1 from product_review_helpful h where h.review_id = r.id and h.user_id = $2) as "markedHelpful"
       from product_review r join order_item i on i.id = r.order_item_id
      where ${where} order by ${SORTS[options.sort]} limit $3 offset $4`,
    [productId, options.viewerId, options.pageSize, (options.pageNum - 1) * options.pageSize],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from product_review r where ${where}`, [productId]);
  return { list, total: count?.n ?? 0 };
}

/**
 * Marks a review helpful for a reader, or takes the mark back; the count moves only when a row was
 * added or removed, so fifty parallel clicks count once. Answers the count after the change.
 */
export async function setHelpful(tx: Queryable, reviewId: number, userId: number, helpful: boolean): Promise<number> {
  const changed = helpful
    ? await tx.query('insert into product_review_helpful (review_id, user_id) values ($1, $2) on conflict do nothing returning review_id', [reviewId, userId])
    : await tx.query('delete from product_review_helpful where review_id = $1 and user_id = $2 returning review_id', [reviewId, userId]);
  const [row] = await tx.query<{ helpfulCount: number }>(`update product_review set helpful_count = helpful_count + $2 where id = $1 returning helpful_count as "helpfulCount"`, [
    reviewId,
    changed.length === 0 ? 0 : helpful ? 1 : -1,
  ]);
  return row!.helpfulCount;
}

export async function reviewAuthor(db: Queryable, reviewId: number): Promise<{ userId: number; buyerEmail: string | null; productNameEn: string; productName: string } | null> {
  const [row] = await db.query<{ userId: number; buyerEmail: string | null; productNameEn: string; productName: string }>(
    `select r.user_id as "userId", u.email as "buyerEmail", i.product_name_en as "productNameEn", i.product_name_zh as "productName"
       from product_review r join app_user u on u.id = r.user_id join order_item i on i.id = r.order_item_id where r.id = $1`,
    [reviewId],
  );
  return row ?? null;
}
