import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '../../../shared/ui/kit/Button';
import { NumberInput } from '../../../shared/ui/kit/NumberInput';
import { type RangeInput, rangeOrNull } from '../model/filters';
import { FilterRow } from './FilterRow';

export interface RangeFilterProps {
  label: string;
  /** test id prefix: <prefix>-min, <prefix>-max, <prefix>-apply, <prefix>-clear */
  testId: string;
  /** shown inside the inputs, e.g. '£' or '%' */
  prefix?: string;
  suffix?: string;
  max: number;
  precision: number;
  applied: RangeInput | null;
  locked: boolean;
  onApply: (range: RangeInput | null) => void;
}

interface RangeBoundProps {
  value: number | null;
  onChange: (value: number | null) => void;
  max: number;
  precision: number;
  prefix?: string;
  suffix?: string;
  placeholder: string;
  label: string;
  testId: string;
}

/** One bound: a number field (0..max, rounded to `precision`) framed with its unit, '£' before or '%' after. */
function RangeBound({ value, onChange, max, precision, prefix, suffix, placeholder, label, testId }: RangeBoundProps) {
  return (
    <span className="range-filter__input">
      {prefix && (
        <span className="range-filter__affix" aria-hidden="true">
          {prefix}
        </span>
      )}
      <NumberInput value={value} onChange={onChange} min={0} max={max} precision={precision} size="small" placeholder={placeholder} aria-label={label} data-testid={testId} />
      {suffix && (
        <span className="range-filter__affix" aria-hidden="true">
          {suffix}
        </span>
      )}
    </span>
  );
}

/**
 * A from–to range with Apply (docs/product.md §5): blank bounds take the defaults when sent; applying two
 * blanks removes the range. A typed bound settles (rounded, within 0..max) when the field is left
 * or Enter is pressed, so Apply and Enter always send what the fields show.
 */
export function RangeFilter({ label, testId, prefix, suffix, max, precision, applied, locked, onApply }: RangeFilterProps) {
  const { t } = useTranslation('catalogue');
  const [range, setRange] = useState<RangeInput>(applied ?? { min: null, max: null });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(rangeOrNull(range));
  };
  const clear = () => {
    setRange({ min: null, max: null });
    onApply(null);
  };

  return (
    <FilterRow label={label} locked={locked}>
      <form className="range-filter" onSubmit={apply}>
        <RangeBound
          value={range.min}
          onChange={(value) => setRange((current) => ({ ...current, min: value }))}
          max={max}
          precision={precision}
          prefix={prefix}
          suffix={suffix}
          placeholder={t('filters.min')}
          label={t('filters.minOf', { name: label })}
          testId={`${testId}-min`}
        />
        <span aria-hidden="true">–</span>
        <RangeBound
          value={range.max}
          onChange={(value) => setRange((current) => ({ ...current, max: value }))}
          max={max}
          precision={precision}
          prefix={prefix}
          suffix={suffix}
          placeholder={t('filters.max')}
          label={t('filters.maxOf', { name: label })}
          testId={`${testId}-max`}
        />
        <Button size="small" htmlType="submit" data-testid={`${testId}-apply`}>
          {t('filters.apply')}
        </Button>
        {applied && (
          <Button size="small" variant="link" onClick={clear} data-testid={`${testId}-clear`}>
            {t('filters.clear')}
          </Button>
        )}
      </form>
    </FilterRow>
  );
}
