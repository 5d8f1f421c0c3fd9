import { REVIEW_RATING_MAX } from '@clearlot/contract/rules/reviews';
import { cx } from '../../../shared/ui/kit/cx';
import { StarFilled } from '../../../shared/ui/kit/icons/StarFilled';

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/** A review's stars, read as one picture named by `label` ("4 out of 5 stars"). */
export function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  return (
    <span className={cx('review-stars', className)} role="img" aria-label={label}>
      {STARS.map((star) => (
        <StarFilled key={star} aria-hidden className={cx('review-stars__star', star <= rating && 'review-stars__star--on')} />
      ))}
    </span>
  );
}
