/**
 * Reviews of completed order lines (issue 14 "Reviews"; docs/product.md §1 reviews, §2 CommentList,
 * AddEval, EvalDetail). A buyer reviews each line of a completed order (8) once: stars, words and up
 * to six photos; the review can be changed for REVIEW_EDIT_DAYS after it was posted and until the
 * goods owner has replied (a reply answers the words it read). The goods owner replies once. The
 * product page shows the reviews of a product with their summary. The values the issue leaves open
 * are chosen here and recorded in docs/decisions.md ("Reviews and complaints").
 */
import type { Bilingual } from '../messages';

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** a review's words; stars alone are a review too */
export const REVIEW_TEXT_MAX = 1000;
/** the owner's reply */
export const REVIEW_REPLY_MAX = 1000;
/** docs/product.md §2 image upload; the issue: up to 6 photos */
export const REVIEW_PHOTOS_MAX = 6;
/** how long after posting a review can still be changed (until the goods owner replies) */
export const REVIEW_EDIT_DAYS = 30;
/** reviews posted per buyer per hour (a script posting for every line it can find is stopped early) */
export const REVIEWS_PER_HOUR = 60;

/** The two orders of the product page's list. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** CommentList's two tabs. */
export const REVIEW_TABS = ['toReview', 'reviewed'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

/** The goods owner's desk: every review, those waiting for a reply, those answered. */
export const OWNER_REVIEW_TABS = ['unreplied', 'replied', 'all'] as const;
export type OwnerReviewTab = (typeof OWNER_REVIEW_TABS)[number];

/** Whether a review posted at `postedAt` (epoch seconds) can still be changed at `now`. */
export function reviewEditable(review: { postedAt: number; replied: boolean }, now: number): boolean {
  return !review.replied && now < reviewEditClosesAt(review.postedAt);
}

export const reviewEditClosesAt = (postedAt: number) => postedAt + REVIEW_EDIT_DAYS * 86_400;

/** The rating as one decimal (4.25 → 4.3), 0 with no reviews. */
export function averageRating(total: number, count: number): number {
  return count === 0 ? 0 : Math.round((total / count) * 10) / 10;
}

/**
 * A reviewer's name as the public sees it: the first and last character of the username with
 * stars between ("amelia_h" → "a***h"); one-character names become "*".
 */
export function maskReviewerName(username: string): string {
  const chars = [...username];
  if (chars.length <= 1) return '*';
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

export const ReviewSortText: Record<ReviewSort, Bilingual> = {
  newest: { en: 'Newest', zh: '最新' },
  helpful: { en: 'Most helpful', zh: '最有帮助' },
};
