import { type InputHTMLAttributes, useState } from 'react';
import { cx } from './cx';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'size'> {
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** decimal places kept (0: whole numbers) */
  precision?: number;
  step?: number;
  /** shows − and + buttons with these labels */
  stepperLabels?: { decrease: string; increase: string };
  size?: 'small' | 'middle';
  /** what a cleared field means (e.g. 1 for a quantity); without it a cleared field is null */
  blankValue?: number;
}

const clamp = (value: number, min?: number, max?: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value));

/**
 * The number a box's text already means while it is being typed, or null while it does not mean one yet
 * ("", "-", "1.", a number out of range or with more decimals than kept): that waits for blur or Enter.
 * Reported as typed, a form sees the number without the box losing focus first, which a tap on a submit
 * button does not always make happen (Safari does not focus buttons; a tap under touch emulation did not).
 */
export function typedNumber(text: string, { min, max, precision = 0 }: { min?: number; max?: number; precision?: number }): number | null {
  const trimmed = text.trim();
  const pattern = precision > 0 ? new RegExp(`^-?\\d+(\\.\\d{1,${precision}})?$`) : /^-?\d+$/;
  if (!pattern.test(trimmed)) return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) && clamp(parsed, min, max) === parsed ? parsed : null;
}

/**
 * A number field that accepts typing freely and settles the value on blur or Enter: blank is null,
 * anything else is rounded to `precision` and kept within min and max (antd InputNumber's role).
 */
export function NumberInput({
  value,
  onChange,
  min,
  max,
  precision = 0,
  step = 1,
  stepperLabels,
  size = 'middle',
  blankValue,
  className,
  disabled,
  onBlur,
  onKeyDown,
  ...rest
}: NumberInputProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  // a new value from outside replaces what is shown (adjusted during render, not in an effect)
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value === null ? '' : String(value));
  }

  const settle = (raw: string) => {
    const trimmed = raw.trim();
    if (trimmed === '' && blankValue !== undefined) {
      setText(String(blankValue));
      if (blankValue !== value) onChange(blankValue);
      return;
    }
    if (trimmed === '') {
      onChange(null);
      setText('');
      return;
    }
    const parsed = Number(trimmed);
    if (!Number.isFinite(parsed)) {
      setText(value === null ? '' : String(value));
      return;
    }
    const factor = 10 ** precision;
    const next = clamp(Math.round(parsed * factor) / factor, min, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const stepBy = (delta: number) => settle(String((value ?? min ?? 0) + delta));

  const input = (
    <input
      {...rest}
      className={cx('kit-input', size === 'small' && 'kit-input--small', !stepperLabels && className)}
      type="text"
      inputMode={precision > 0 ? 'decimal' : 'numeric'}
      role="spinbutton"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      disabled={disabled}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const typed = typedNumber(event.target.value, { min, max, precision });
        if (typed !== null && typed !== value) {
          // the new value comes back as `value`: the text the person is typing stays as typed
          setShownValue(typed);
          onChange(typed);
        }
      }}
      onBlur={(event) => {
        settle(event.target.value);
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') settle(event.currentTarget.value);
        else if (event.key === 'ArrowUp') {
          event.preventDefault();
          stepBy(step);
        } else if (event.key === 'ArrowDown') {
          event.preventDefault();
          stepBy(-step);
        }
        onKeyDown?.(event);
      }}
    />
  );
  if (!stepperLabels) return input;
  return (
    <span className={cx('kit-stepper', className)}>
      <button
        type="button"
        className="kit-stepper__button"
        aria-label={stepperLabels.decrease}
        disabled={disabled || (min !== undefined && (value ?? min) <= min)}
        onClick={() => stepBy(-step)}
      >
        −
      </button>
      {input}
      <button
        type="button"
        className="kit-stepper__button"
        aria-label={stepperLabels.increase}
        disabled={disabled || (max !== undefined && (value ?? 0) >= max)}
        onClick={() => stepBy(step)}
      >
        +
      </button>
    </span>
  );
}
