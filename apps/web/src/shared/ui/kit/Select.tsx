import { cx } from './cx';
import './forms.css';
import { useFieldIds } from './Field';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string | number> {
  value: V | null;
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  size?: 'small' | 'middle';
  id?: string;
  className?: string;
  onBlur?: () => void;
  'aria-label'?: string;
  'data-testid'?: string;
  /** What the closed box shows for the chosen value, when shorter than its option's text (a dial code without its country) */
  shownAs?: (value: V) => string;
}

/** The placeholder's value: no option may use it (options are ids, codes and numbers, never blank). */
const NOTHING_CHOSEN = '';

/**
 * A dropdown of fixed choices: the browser's own select, styled like the kit's text boxes. On a phone it
 * opens the system's picker (a wheel or a sheet, made for thumbs), it needs no script of ours to open,
 * type ahead or read out, and it weighs nothing; Base UI's Select was 32 KB gzipped on every form page
 * (docs/decisions.md "Native selects in the storefront"). Inside a Field the label names it.
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
  shownAs,
}: SelectProps<V>) {
  const field = useFieldIds();
  const chosen = value === null ? NOTHING_CHOSEN : String(value);
  return (
    <span className={cx('kit-select', className)}>
      <select
        id={id ?? field?.id}
        className={cx(
          'kit-input',
          'kit-select__box',
          size === 'small' && 'kit-input--small',
          chosen === NOTHING_CHOSEN && 'kit-select__box--empty',
          shownAs && value !== null && 'kit-select__box--covered',
        )}
        value={chosen}
        disabled={disabled}
        aria-invalid={invalid || field?.invalid || undefined}
        aria-describedby={field?.describedBy}
        aria-label={ariaLabel}
        data-testid={testId}
        onBlur={onBlur}
        onChange={(event) => {
          // options carry their value as text: give back the option's own value (a number stays a number)
          const option = options.find((candidate) => String(candidate.value) === event.target.value);
          if (option) onChange(option.value);
        }}
      >
        {chosen === NOTHING_CHOSEN && (
          <option value={NOTHING_CHOSEN} disabled>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {shownAs && value !== null && (
        <span className="kit-select__shown" aria-hidden>
          {shownAs(value)}
        </span>
      )}
      <svg className="kit-select__arrow" width="12" height="12" viewBox="0 0 12 12" aria-hidden focusable="false">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </span>
  );
}
