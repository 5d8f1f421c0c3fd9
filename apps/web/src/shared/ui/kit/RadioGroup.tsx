import { type ReactNode, useId } from 'react';
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

/**
 * One choice of several, on native radio buttons: the browser gives one tab stop and arrow keys that move the
 * choice, and the group is named by its Field's label. Base UI's RadioGroup did the same in about 13 KB gzipped
 * on every page with a choice (docs/decisions.md, "Native radio buttons in the storefront").
 */
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
  const name = useId();
  return (
    <div
      role="radiogroup"
      className={cx('kit-radios', `kit-radios--${look}`, `kit-radios--${direction}`, className)}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : field?.labelId}
      aria-describedby={field?.describedBy}
      aria-invalid={invalid || field?.invalid || undefined}
      aria-disabled={disabled || undefined}
      onBlur={onBlur}
      data-testid={testId}
    >
      {options.map((option) => {
        const checked = option.value === value;
        const off = disabled || option.disabled;
        return (
          <label key={String(option.value)} className={cx('kit-radio', checked && 'kit-radio--checked', off && 'kit-radio--disabled')} data-testid={option['data-testid']}>
            <input type="radio" className="kit-radio__dot" name={name} value={String(option.value)} checked={checked} disabled={off} onChange={() => onChange(option.value)} />
            <span className="kit-radio__text">
              <span className="kit-radio__label">{option.label}</span>
              {option.description ? <span className="kit-radio__description">{option.description}</span> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
