import { StarFilled } from '../../../shared/ui/kit/icons/StarFilled';
import { STARS, starFill } from '../model/starFill';

/** A read-only row of five stars filled to the nearest half, announced as one picture named by `label`. */
export function StarRating({ rating, label, className }: { rating: number; label: string; className?: string }) {
  return (
    <span className={className ? `star-rating ${className}` : 'star-rating'} role="img" aria-label={label}>
      {Array.from({ length: STARS }, (_, index) => (
        <span key={index} className="star-rating__star" aria-hidden>
          <StarFilled />
          <span className="star-rating__fill" style={{ width: `${starFill(rating, index) * 100}%` }}>
            <StarFilled />
          </span>
        </span>
      ))}
    </span>
  );
}
