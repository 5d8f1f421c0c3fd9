/**
 * Review rules (packages/contract/src/rules/reviews.ts): a buyer reviews each line of a completed
 * order once, with their own photos; changes it within the edit period until the goods owner
 * replies; the goods owner replies once; any signed-in reader may find someone else's review
 * helpful. Someone else's review or line is "not found".
 */
import {
  type AddReviewBody,
  type EditReviewBody,
  OrderStatus,
  type ProductReview,
  REVIEWS_PER_HOUR,
  type ReviewDetail,
  type ReviewedLine,
  averageRating,
  maskReviewerName,
  reviewEditClosesAt,
  reviewEditable,
  toEpochSeconds,
} from '@clearlot/contract';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { enforce } from '../../../platform/rate-limit';
import { allOwnPhotos } from '../../files/service';
import { countProductReview } from '../../product/service';
import { awardReviewPoints } from '../../loyalty/points/service';
import * as store from './store';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const epoch = (value: Date | string) => toEpochSeconds(value)!;

export function lineView(line: store.LineRow): ReviewedLine {
  return {
    orderItemId: line.orderItemId,
    orderNo: line.orderNo,
    productId: line.productId,
    skuOptions: line.skuOptions,
    productName: line.productName,
    productNameEn: line.productNameEn,
    productImage: line.productImage,
    quantity: line.quantity,
    completedAt: toEpochSeconds(line.completedAt),
    reviewId: line.reviewId,
  };
}

/** Who reads a review: its writer, its goods owner (or the platform acting as one). */
export type ReviewReader = { as: 'writer'; userId: number } | { as: 'owner'; ownerId?: number };

export function reviewView(row: store.ReviewWithLineRow, reader: ReviewReader): ReviewDetail {
  const postedAt = epoch(row.postedAt);
  const replied = row.replyText !== null;
  return {
    id: row.id,
    line: lineView(row.line),
    rating: row.rating,
    text: row.text,
    photos: row.photos,
    reviewerName: row.reviewerName,
    helpfulCount: row.helpfulCount,
    reply: replied ? { text: row.replyText!, time: epoch(row.repliedAt!) } : null,
    postedAt,
    editedAt: toEpochSeconds(row.editedAt),
    editable: reader.as === 'writer' && reviewEditable({ postedAt, replied }, nowSeconds()),
    editClosesAt: reviewEditClosesAt(postedAt),
    canReply: reader.as === 'owner' && !replied,
  };
}

async function checkPhotos(tx: Queryable, userId: number, photos: AttachedFile[]): Promise<void> {
  if (
    !(await allOwnPhotos(
      tx,
      userId,
      photos.map((photo) => photo.url),
    ))
  )
    fail('reviewPhotoNotYours');
}

/** The line the AddEval page reviews: the buyer's, from a completed order, not reviewed yet. */
export async function reviewableLine(db: Queryable, userId: number, orderItemId: number): Promise<ReviewedLine> {
  const line = await store.buyersLine(db, userId, orderItemId);
  if (!line) fail('orderNotFound');
  if (line.orderStatus !== OrderStatus.Completed) fail('reviewLineNotReviewable');
  return lineView(line);
}

/** Posts the buyer's review of a completed line and its points, in one transaction; a second review of the line is refused. */
export async function addReview(db: Db, userId: number, body: AddReviewBody): Promise<number> {
  await enforce(db, [{ key: `review:user:${userId}`, windowSeconds: 3600, max: REVIEWS_PER_HOUR }], 'reviewLimitReached');
  return db.transaction(async (tx) => {
    const line = await store.buyersLine(tx, userId, body.orderItemId);
    if (!line) fail('orderNotFound');
    if (line.orderStatus !== OrderStatus.Completed) fail('reviewLineNotReviewable');
    await checkPhotos(tx, userId, body.photos);
    const id = await store.insertReview(tx, {
      line,
      rating: body.rating,
      text: body.text,
      photos: body.photos,
      reviewerName: maskReviewerName(await store.usernameOf(tx, userId)),
    });
    if (id === null) fail('reviewAlreadyPosted');
    await countProductReview(tx, line.productId);
    // the points rules (rules/points.ts): 20 for a review, 50 with photos, once per review, with the review
    await awardReviewPoints(tx, { userId, reviewId: id, withPhotos: body.photos.length > 0 });
    return id;
  });
}

/** Changes the buyer's review while it is editable (the review's row lock orders it against the owner's reply). */
export async function editReview(tx: Queryable, userId: number, body: EditReviewBody): Promise<void> {
  const review = await store.lockReview(tx, { userId }, body.reviewId);
  if (!review) fail('reviewNotFound');
  if (!reviewEditable({ postedAt: epoch(review.postedAt), replied: review.replyText !== null }, nowSeconds())) fail('reviewEditClosed');
  await checkPhotos(tx, userId, body.photos);
  await store.updateReview(tx, review.id, body);
}

/** The goods owner's (or the platform's) one reply; a second one is refused, someone else's review is "not found". */
export async function replyToReview(tx: Queryable, ownerId: number | undefined, reviewId: number, text: string): Promise<void> {
  const review = await store.lockReview(tx, ownerId === undefined ? {} : { ownerId }, reviewId);
  if (!review) fail('reviewNotFound');
  if (!(await store.replyOnce(tx, reviewId, ownerId, text))) fail('reviewAlreadyReplied');
}

export async function summary(db: Queryable, productId: number) {
  const row = await store.summaryOf(db, productId);
  return {
    productId,
    count: row.count,
    average: averageRating(row.total, row.count),
    stars: [row.s1, row.s2, row.s3, row.s4, row.s5],
    withPhotos: row.withPhotos,
  };
}

export function productReviewView(row: store.ProductReviewRow, viewerId: number): ProductReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    photos: row.photos,
    reviewerName: row.reviewerName,
    skuOptions: row.skuOptions,
    helpfulCount: row.helpfulCount,
    markedHelpful: row.markedHelpful,
    mine: viewerId !== 0 && row.userId === viewerId,
    reply: row.replyText === null ? null : { text: row.replyText, time: epoch(row.repliedAt!) },
    postedAt: epoch(row.postedAt),
    edited: row.editedAt !== null,
  };
}

/** A reader finds someone else's review helpful, or takes it back. */
export async function markHelpful(tx: Queryable, userId: number, reviewId: number, helpful: boolean) {
  const review = await store.lockReview(tx, {}, reviewId);
  if (!review) fail('reviewNotFound');
  if (review.userId === userId) fail('reviewOwnNotHelpful');
  const helpfulCount = await store.setHelpful(tx, reviewId, userId, helpful);
  return { reviewId, helpfulCount, markedHelpful: helpful };
}
