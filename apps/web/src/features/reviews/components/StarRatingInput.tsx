import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';
import { useState } from 'react';
import { REVIEW_RATING_MAX } from '@clearlot/contract/rules/reviews';
import { useFieldIds } from '../../../shared/ui/kit/Field';
import { cx } from '../../../shared/ui/kit/cx';
import { StarFilled } from '../../../shared/ui/kit/icons/StarFilled';

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

interface StarRatingInputProps {
  /** the stars chosen, 0 while none is */
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  /** each star's name, from one to five ("4 out of 5 stars: Good") */
  starLabel: (rating: number) => string;
  'data-testid'?: string;
}

/**
 * One to five stars to choose from (Base UI's radio group: one tab stop, the arrow keys move the
 * choice, each star a radio named by `starLabel`); pointing at a star lights it and those before
 * it. Inside a Field the field's label names the group and its help and problem describe it.
 */
export function StarRatingInput({ value, onChange, onBlur, starLabel, 'data-testid': testId }: StarRatingInputProps) {
  const field = useFieldIds();
  const [pointed, setPointed] = useState<number | null>(null);
  const lit = pointed ?? value;
  return (
    <RadioGroup
      value={value > 0 ? value : null}
      onValueChange={(rating) => onChange(rating as number)}
      onBlur={onBlur}
      className="star-input"
      aria-labelledby={field?.labelId}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      onMouseLeave={() => setPointed(null)}
      data-testid={testId}
    >
      {STARS.map((star) => (
        <Radio.Root
          key={star}
          value={star}
          className={cx('star-input__star', star <= lit && 'star-input__star--on')}
          aria-label={starLabel(star)}
          onMouseEnter={() => setPointed(star)}
        >
          <StarFilled aria-hidden />
        </Radio.Root>
      ))}
    </RadioGroup>
  );
}
