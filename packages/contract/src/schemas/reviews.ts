/**
 * Reviews (rules in ../rules/reviews.ts): what the buyer sends to review or change a review of a
 * completed order line, what the goods owner sends to reply, what anyone sends to read a product's
 * reviews or find one helpful, and the review as each of them reads it. Times are epoch seconds.
 */
import { z } from 'zod';
import { OWNER_REVIEW_TABS, REVIEW_PHOTOS_MAX, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_REPLY_MAX, REVIEW_SORTS, REVIEW_TABS, REVIEW_TEXT_MAX } from '../rules/reviews';
import { requiredText } from './common';
import { epochTime, integer, pageOf, rowId } from './fields';
import { SkuOption } from './catalogue';
import { AttachedFile } from './file';

const Id = z.number({ error: 'required' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });
const PageNum = z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }).default(1);
const PageSize = z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(50, { error: 'invalidValue' }).default(10);
const Rating = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(REVIEW_RATING_MIN, { error: 'invalidValue' }).max(REVIEW_RATING_MAX, { error: 'invalidValue' });

const Photos = z
  .array(AttachedFile, { error: 'wrongType' })
  .max(REVIEW_PHOTOS_MAX, { error: 'tooLong' })
  .default([])
  .superRefine((photos, ctx) => {
    if (new Set(photos.map((photo) => photo.url)).size !== photos.length) ctx.addIssue({ code: 'custom', message: 'invalidValue' });
  });

// ---- the buyer ----
export const OrderItemBody = z.object({ orderItemId: Id }).strict();
export type OrderItemBody = z.infer<typeof OrderItemBody>;

export const ReviewIdBody = z.object({ reviewId: Id }).strict();
export type ReviewIdBody = z.infer<typeof ReviewIdBody>;

/** Review a line of a completed order: stars, words (may be empty) and up to six of the buyer's own photos. */
export const AddReviewBody = z
  .object({
    orderItemId: Id,
    rating: Rating,
    text: z.string({ error: 'wrongType' }).trim().max(REVIEW_TEXT_MAX, { error: 'tooLong' }).default(''),
    photos: Photos,
  })
  .strict();
export type AddReviewBody = z.infer<typeof AddReviewBody>;
export type AddReviewInput = z.input<typeof AddReviewBody>;

/** Change a review while it can be changed: the whole review as it should now read. */
export const EditReviewBody = z
  .object({
    reviewId: Id,
    rating: Rating,
    text: z.string({ error: 'wrongType' }).trim().max(REVIEW_TEXT_MAX, { error: 'tooLong' }).default(''),
    photos: Photos,
  })
  .strict();
export type EditReviewBody = z.infer<typeof EditReviewBody>;
export type EditReviewInput = z.input<typeof EditReviewBody>;

export const MyReviewListBody = z.object({ tab: z.enum(REVIEW_TABS, { error: 'invalidValue' }).default('toReview'), pageNum: PageNum, pageSize: PageSize }).strict();
export type MyReviewListBody = z.infer<typeof MyReviewListBody>;
export type MyReviewListInput = z.input<typeof MyReviewListBody>;

// ---- the product page ----
export const ProductReviewListBody = z
  .object({
    productId: Id,
    sort: z.enum(REVIEW_SORTS, { error: 'invalidValue' }).default('newest'),
    /** only reviews with photos */
    withPhotos: z.boolean({ error: 'wrongType' }).default(false),
    pageNum: PageNum,
    pageSize: PageSize,
  })
  .strict();
export type ProductReviewListBody = z.infer<typeof ProductReviewListBody>;
export type ProductReviewListInput = z.input<typeof ProductReviewListBody>;

export const ProductIdBody = z.object({ productId: Id }).strict();
export type ProductIdBody = z.infer<typeof ProductIdBody>;

/** A signed-in reader finds a review helpful, or takes that back. */
export const ReviewHelpfulBody = z.object({ reviewId: Id, helpful: z.boolean({ error: 'required' }) }).strict();
export type ReviewHelpfulBody = z.infer<typeof ReviewHelpfulBody>;

// ---- the goods owner ----
export const OwnerReviewListBody = z.object({ tab: z.enum(OWNER_REVIEW_TABS, { error: 'invalidValue' }).default('unreplied'), pageNum: PageNum, pageSize: PageSize }).strict();
export type OwnerReviewListBody = z.infer<typeof OwnerReviewListBody>;
export type OwnerReviewListInput = z.input<typeof OwnerReviewListBody>;

export const ReplyReviewBody = z.object({ reviewId: Id, text: requiredText(REVIEW_REPLY_MAX) }).strict();
export type ReplyReviewBody = z.infer<typeof ReplyReviewBody>;

// ---- answers ----
/** The order line a review is about, as it was bought. */
export const ReviewedLine = z
  .object({
    orderItemId: rowId(),
    orderNo: z.string(),
    productId: rowId(),
    skuOptions: z.array(SkuOption),
    productName: z.string(),
    productNameEn: z.string(),
    productImage: z.string(),
    quantity: integer(),
    /** when the order completed */
    completedAt: epochTime().nullable(),
    /** the line's review, once written */
    reviewId: rowId().nullable(),
  })
  .strict();
export type ReviewedLine = z.infer<typeof ReviewedLine>;

export const OwnerReply = z.object({ text: z.string(), time: epochTime() }).strict();
export type OwnerReply = z.infer<typeof OwnerReply>;

/** A review as its writer and the goods owner read it. */
export const ReviewDetail = z
  .object({
    id: rowId(),
    line: ReviewedLine,
    rating: integer(),
    text: z.string(),
    photos: z.array(AttachedFile),
    reviewerName: z.string(),
    helpfulCount: integer(),
    reply: OwnerReply.nullable(),
    postedAt: epochTime(),
    editedAt: epochTime().nullable(),
    /** the writer may still change it (within the edit period, before a reply); false for anyone else */
    editable: z.boolean(),
    /** until when it can be changed (the reply closes it earlier) */
    editClosesAt: epochTime(),
    /** the goods owner may reply (theirs, not yet replied); false for anyone else */
    canReply: z.boolean(),
  })
  .strict();
export type ReviewDetail = z.infer<typeof ReviewDetail>;

export const ReviewDetailPage = pageOf(ReviewDetail);
export type ReviewDetailPage = z.infer<typeof ReviewDetailPage>;

/** CommentList: the lines waiting for a review, or the reviews written. */
export const MyReviewPage = z
  .object({
    toReview: pageOf(ReviewedLine).nullable(),
    reviewed: ReviewDetailPage.nullable(),
    counts: z.object({ toReview: integer(), reviewed: integer() }).strict(),
  })
  .strict();
export type MyReviewPage = z.infer<typeof MyReviewPage>;

/** The product page's rating summary. */
export const ReviewSummary = z
  .object({
    productId: rowId(),
    count: integer(),
    /** one decimal; 0 with no reviews */
    average: z.number(),
    /** reviews per star, index 0 for one star … 4 for five */
    stars: z.array(integer()).length(5),
    withPhotos: integer(),
  })
  .strict();
export type ReviewSummary = z.infer<typeof ReviewSummary>;

/** A review as the product page shows it to everyone. */
export const ProductReview = z
  .object({
    id: rowId(),
    rating: integer(),
    text: z.string(),
    photos: z.array(AttachedFile),
    reviewerName: z.string(),
    skuOptions: z.array(SkuOption),
    helpfulCount: integer(),
    /** the reader has found it helpful (false when signed out) */
    markedHelpful: z.boolean(),
    /** the reader wrote it (and so cannot find it helpful) */
    mine: z.boolean(),
    reply: OwnerReply.nullable(),
    postedAt: epochTime(),
    edited: z.boolean(),
  })
  .strict();
export type ProductReview = z.infer<typeof ProductReview>;

export const ProductReviewPage = pageOf(ProductReview);
export type ProductReviewPage = z.infer<typeof ProductReviewPage>;

export const ReviewHelpfulAnswer = z.object({ reviewId: rowId(), helpfulCount: integer(), markedHelpful: z.boolean() }).strict();
export type ReviewHelpfulAnswer = z.infer<typeof ReviewHelpfulAnswer>;
