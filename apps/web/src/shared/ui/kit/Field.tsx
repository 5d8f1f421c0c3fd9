import { type ReactNode, createContext, use, useId } from 'react';
import { cx } from './cx';
import './forms.css';

interface FieldIds {
  /** the control's id, which the label names */
  id: string;
  /** the label's id, for controls a <label for> cannot name (radio groups, checkbox groups) */
  labelId: string;
  /** the help and error lines, read after the label */
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldIds | null>(null);

/** The ids and state of the field a control sits in (null outside a Field). */
export function useFieldIds(): FieldIds | null {
  return use(FieldContext);
}

export interface FieldProps {
  label?: ReactNode;
  /** a line under the control that explains it */
  help?: ReactNode;
  /** the field's problem; shown under the control and announced */
  error?: ReactNode;
  /** an asterisk after the label (the message for an empty field still comes from validation) */
  required?: boolean;
  /** label beside the control instead of above it */
  inline?: boolean;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A labelled form field: the label, the control, a help line and the error, wired together by ids so a
 * screen reader reads the label, the help and the problem with the control (antd's Form.Item's role).
 */
export function Field({ label, help, error, required, inline, className, children, 'data-testid': testId }: FieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('kit-field', inline && 'kit-field--inline', Boolean(error) && 'kit-field--invalid', className)} data-testid={testId}>
      {label ? (
        <label className="kit-field__label" id={labelId} htmlFor={id}>
          {label}
          {required ? (
            <span className="kit-field__required" aria-hidden>
              *
            </span>
          ) : null}
        </label>
      ) : null}
      <div className="kit-field__control">
        <FieldContext value={{ id, labelId, describedBy, invalid: Boolean(error) }}>{children}</FieldContext>
        {help ? (
          <div className="kit-field__help" id={helpId}>
            {help}
          </div>
        ) : null}
        {error ? (
          <div className="kit-field__error" id={errorId} role="alert">
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
}
