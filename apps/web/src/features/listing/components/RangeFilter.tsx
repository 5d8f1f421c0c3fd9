import { Button, InputNumber } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

const toNumber = (value: number | string | null): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * A from–to range with Apply (spec §5): blank bounds take the defaults when sent; applying two
 * blanks removes the range.
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
        <InputNumber<number>
          value={range.min}
          onChange={(value) => setRange((current) => ({ ...current, min: toNumber(value) }))}
          min={0}
          max={max}
          precision={precision}
          prefix={prefix}
          suffix={suffix}
          placeholder={t('filters.min')}
          aria-label={t('filters.minOf', { name: label })}
          size="small"
          className="range-filter__input"
          data-testid={`${testId}-min`}
        />
        <span aria-hidden="true">–</span>
        <InputNumber<number>
          value={range.max}
          onChange={(value) => setRange((current) => ({ ...current, max: toNumber(value) }))}
          min={0}
          max={max}
          precision={precision}
          prefix={prefix}
          suffix={suffix}
          placeholder={t('filters.max')}
          aria-label={t('filters.maxOf', { name: label })}
          size="small"
          className="range-filter__input"
          data-testid={`${testId}-max`}
        />
        <Button size="small" htmlType="submit" data-testid={`${testId}-apply`}>
          {t('filters.apply')}
        </Button>
        {applied && (
          <Button size="small" type="link" onClick={clear} data-testid={`${testId}-clear`}>
            {t('filters.clear')}
          </Button>
        )}
      </form>
    </FilterRow>
  );
}
