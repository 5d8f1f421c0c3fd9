import { Select as BaseSelect } from '@base-ui/react/select';
import type { ReactNode } from 'react';
import { cx } from './cx';
import './forms.css';
import { useFieldIds } from './Field';

export interface SelectOption<V extends string | number> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps<V extends string | number> {
  value: V | null;
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  placeholder?: ReactNode;
  disabled?: boolean;
  invalid?: boolean;
  size?: 'small' | 'middle';
  id?: string;
  className?: string;
  onBlur?: () => void;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * A dropdown of fixed choices (Base UI's Select: keyboard, typeahead and screen-reader support), styled
 * like the kit's text boxes; inside a Field the label names it. Options carry `data-value` for tests.
 */
export function Select<V extends string | number>({
  value,
  onChange,
  options,
  placeholder,
  disabled,
  invalid,
  size = 'middle',
  id,
  className,
  onBlur,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: SelectProps<V>) {
  const field = useFieldIds();
  const items = options.map((option) => ({ value: option.value, label: option.label }));
  return (
    <BaseSelect.Root<V>
      items={items}
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        if (next !== null) onChange(next);
      }}
      onOpenChange={(open) => {
        if (!open) onBlur?.();
      }}
    >
      <BaseSelect.Trigger
        id={id ?? field?.id}
        className={cx('kit-input', 'kit-select', size === 'small' && 'kit-input--small', className)}
        aria-invalid={invalid || field?.invalid || undefined}
        aria-describedby={field?.describedBy}
        aria-label={ariaLabel}
        data-testid={testId}
      >
        <BaseSelect.Value className="kit-select__value" placeholder={placeholder} />
        <BaseSelect.Icon className="kit-select__arrow">
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden focusable="false">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </BaseSelect.Icon>
      </BaseSelect.Trigger>
      <BaseSelect.Portal>
        <BaseSelect.Positioner className="kit-popup-positioner" sideOffset={4} alignItemWithTrigger={false}>
          <BaseSelect.Popup className="kit-select__popup">
            <BaseSelect.List className="kit-select__list">
              {options.map((option) => (
                <BaseSelect.Item key={String(option.value)} value={option.value} disabled={option.disabled} className="kit-select__option" data-value={String(option.value)}>
                  <BaseSelect.ItemText>{option.label}</BaseSelect.ItemText>
                </BaseSelect.Item>
              ))}
            </BaseSelect.List>
          </BaseSelect.Popup>
        </BaseSelect.Positioner>
      </BaseSelect.Portal>
    </BaseSelect.Root>
  );
}
