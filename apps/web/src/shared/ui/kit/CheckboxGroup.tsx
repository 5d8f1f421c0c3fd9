import type { ReactNode } from 'react';
import { Checkbox } from './Checkbox';
import { cx } from './cx';
import './forms.css';
import './checkboxGroup.css';
import { useFieldIds } from './Field';

export interface CheckboxOption<V extends string | number> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps<V extends string | number> {
  /** the values ticked, in the options' order */
  value: readonly V[];
  onChange: (value: V[]) => void;
  options: readonly CheckboxOption<V>[];
  /** how many columns the boxes take on a wide screen (at most two on a phone) */
  columns?: 1 | 2 | 3;
  disabled?: boolean;
  className?: string;
  onBlur?: () => void;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** The values ticked after one box changes, in the options' order whatever order they were ticked in. */
export function tickedAfter<V extends string | number>(options: readonly { value: V }[], ticked: readonly V[], changed: V, checked: boolean): V[] {
  const next = new Set(ticked);
  if (checked) next.add(changed);
  else next.delete(changed);
  return options.map((option) => option.value).filter((candidate) => next.has(candidate));
}

/**
 * Several choices of a list, each a labelled tick box (antd's Checkbox.Group and a short multiple
 * Select): a group named by the Field's label, its help and problem read with it. The value keeps
 * the options' order whatever order they were ticked in.
 */
export function CheckboxGroup<V extends string | number>({
  value,
  onChange,
  options,
  columns = 1,
  disabled,
  className,
  onBlur,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: CheckboxGroupProps<V>) {
  const field = useFieldIds();
  const ticked = new Set(value);
  return (
    <div
      role="group"
      className={cx('kit-check-group', `kit-check-group--${columns}`, className)}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : field?.labelId}
      aria-describedby={field?.describedBy}
      onBlur={(event) => {
        // left the group, not moved from one box to the next
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
      data-testid={testId}
    >
      {options.map((option) => (
        <Checkbox
          key={String(option.value)}
          checked={ticked.has(option.value)}
          onChange={(checked) => onChange(tickedAfter(options, value, option.value, checked))}
          disabled={disabled || option.disabled}
          invalid={field?.invalid}
        >
          {option.label}
        </Checkbox>
      ))}
    </div>
  );
}
