import { Checkbox as BaseCheckbox } from '@base-ui/react/checkbox';
import type { ReactNode, Ref } from 'react';
import { cx } from './cx';
import './forms.css';
import { useFieldIds } from './Field';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the text beside the box; clicking it ticks the box */
  children?: ReactNode;
  disabled?: boolean;
  /** some but not all of a group are ticked */
  indeterminate?: boolean;
  invalid?: boolean;
  className?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** A tick box with its label (Base UI's Checkbox: a real checkbox role, Space to toggle). */
export function Checkbox({ checked, onChange, children, disabled, indeterminate, invalid, className, onBlur, ref, 'aria-label': ariaLabel, 'data-testid': testId }: CheckboxProps) {
  const field = useFieldIds();
  return (
    <label className={cx('kit-check', disabled && 'kit-check--disabled', className)}>
      <BaseCheckbox.Root
        ref={ref}
        className="kit-check__box"
        checked={checked}
        indeterminate={indeterminate}
        disabled={disabled}
        onCheckedChange={(next) => onChange(next)}
        onBlur={onBlur}
        aria-label={ariaLabel}
        aria-invalid={invalid || field?.invalid || undefined}
        aria-describedby={field?.describedBy}
        data-testid={testId}
      >
        <BaseCheckbox.Indicator className="kit-check__mark">
          {indeterminate ? (
            <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden focusable="false">
              <path d="M2 5h6" stroke="currentColor" strokeWidth="2" />
            </svg>
          ) : (
            <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden focusable="false">
              <path d="M1.5 5.2l2.3 2.3 4.7-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          )}
        </BaseCheckbox.Indicator>
      </BaseCheckbox.Root>
      {children !== undefined ? <span className="kit-check__label">{children}</span> : null}
    </label>
  );
}
