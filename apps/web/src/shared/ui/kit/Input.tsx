import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useState } from 'react';
import { cx } from './cx';
import './forms.css';
import { useFieldIds } from './Field';
import { useAutoFocusRef, useControlledChange } from './controlledInput';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: 'small' | 'middle' | 'large';
  /** shown inside the box before the text (an icon, "£") */
  prefix?: ReactNode;
  /** shown inside the box after the text (a unit, a button) */
  suffix?: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The ids a control takes from the Field it sits in, unless given its own. */
export function useFieldAttributes(id: string | undefined, invalid: boolean | undefined, describedBy: string | undefined) {
  const field = useFieldIds();
  return {
    id: id ?? field?.id,
    'aria-invalid': invalid || field?.invalid || undefined,
    'aria-describedby': [describedBy, field?.describedBy].filter(Boolean).join(' ') || undefined,
  };
}

/** A text box; inside a Field it is named by the field's label and described by its help and error. */
export function Input({ size = 'middle', prefix, suffix, invalid, className, id, 'aria-describedby': describedBy, ref, autoFocus, onChange, ...rest }: InputProps) {
  const attributes = useFieldAttributes(id, invalid, describedBy);
  const focusRef = useAutoFocusRef(autoFocus, ref);
  const change = useControlledChange(rest.value !== undefined, onChange);
  const input = (
    <input
      ref={focusRef}
      autoFocus={autoFocus}
      onChange={change}
      {...rest}
      {...attributes}
      className={cx('kit-input', size !== 'middle' && `kit-input--${size}`, !prefix && !suffix && className)}
    />
  );
  if (!prefix && !suffix) return input;
  return (
    <span className={cx('kit-affix', attributes['aria-invalid'] && 'kit-affix--invalid', rest.disabled && 'kit-affix--disabled', className)}>
      {prefix ? <span className="kit-affix__prefix">{prefix}</span> : null}
      {input}
      {suffix ? <span className="kit-affix__suffix">{suffix}</span> : null}
    </span>
  );
}

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'suffix'> {
  /** the toggle's labels, in the page's language */
  visibilityLabels: { show: string; hide: string };
}

/** A password box with a button that shows what was typed (antd's Input.Password). */
export function PasswordInput({ visibilityLabels, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...rest}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="kit-affix__toggle"
          aria-label={visible ? visibilityLabels.hide : visibilityLabels.show}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? null : <path d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  /** shows "n / maxLength" under the box */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text box; with showCount and maxLength it counts what is typed. */
export function TextArea({ invalid, showCount, className, id, 'aria-describedby': describedBy, ref, rows = 4, autoFocus, onChange, ...rest }: TextAreaProps) {
  const attributes = useFieldAttributes(id, invalid, describedBy);
  const focusRef = useAutoFocusRef(autoFocus, ref);
  const change = useControlledChange(rest.value !== undefined, onChange);
  const area = (
    <textarea ref={focusRef} autoFocus={autoFocus} onChange={change} rows={rows} {...rest} {...attributes} className={cx('kit-input', 'kit-textarea', !showCount && className)} />
  );
  if (!showCount || rest.maxLength === undefined) return area;
  const length = typeof rest.value === 'string' ? [...rest.value].length : 0;
  return (
    <div className={cx('kit-textarea-count', className)}>
      {area}
      <span className="kit-textarea-count__figure" aria-hidden>
        {length} / {rest.maxLength}
      </span>
    </div>
  );
}
