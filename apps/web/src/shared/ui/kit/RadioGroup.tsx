import { Radio } from '@base-ui/react/radio';
import { RadioGroup as BaseRadioGroup } from '@base-ui/react/radio-group';
import type { ReactNode } from 'react';
import { cx } from './cx';
import './forms.css';
import { useFieldIds } from './Field';

export interface RadioOption<V extends string | number> {
  value: V;
  label: ReactNode;
  /** a second line under the label (the 'card' look) */
  description?: ReactNode;
  disabled?: boolean;
  'data-testid'?: string;
}

export interface RadioGroupProps<V extends string | number> {
  value: V | null;
  onChange: (value: V) => void;
  options: readonly RadioOption<V>[];
  /**
   * list: round buttons with labels; buttons: one joined row of toggle buttons (antd's Radio.Button and
   * Segmented); cards: bordered choices with a description
   */
  look?: 'list' | 'buttons' | 'cards';
  direction?: 'row' | 'column';
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  onBlur?: () => void;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** One choice of several (Base UI's RadioGroup: arrow keys move the choice, one tab stop). */
export function RadioGroup<V extends string | number>({
  value,
  onChange,
  options,
  look = 'list',
  direction = look === 'list' ? 'column' : 'row',
  disabled,
  invalid,
  className,
  onBlur,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: RadioGroupProps<V>) {
  const field = useFieldIds();
  return (
    <BaseRadioGroup
      value={value}
      onValueChange={(next) => onChange(next as V)}
      disabled={disabled}
      className={cx('kit-radios', `kit-radios--${look}`, `kit-radios--${direction}`, className)}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : field?.labelId}
      aria-describedby={field?.describedBy}
      aria-invalid={invalid || field?.invalid || undefined}
      onBlur={onBlur}
      data-testid={testId}
    >
      {options.map((option) => (
        <label
          key={String(option.value)}
          className={cx('kit-radio', option.value === value && 'kit-radio--checked', option.disabled && 'kit-radio--disabled')}
          data-testid={option['data-testid']}
        >
          <Radio.Root value={option.value} disabled={option.disabled} className="kit-radio__dot">
            <Radio.Indicator className="kit-radio__indicator" />
          </Radio.Root>
          <span className="kit-radio__text">
            <span className="kit-radio__label">{option.label}</span>
            {option.description ? <span className="kit-radio__description">{option.description}</span> : null}
          </span>
        </label>
      ))}
    </BaseRadioGroup>
  );
}
