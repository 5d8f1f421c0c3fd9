import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: filled brand colour; default: outlined; text: no border; link: looks like a link */
  variant?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'round' | 'circle';
  /** the HTML button type; 'button' unless a form should submit */
  htmlType?: 'button' | 'submit' | 'reset';
  icon?: ReactNode;
  /** shows a spinner and ignores clicks while an action runs */
  loading?: boolean;
  danger?: boolean;
  block?: boolean;
  /**
   * pressing it leaves the focus where it is (true for a submit button): a field left for it would be checked
   * and show its problem above the button, moving the button from under the pointer before the click lands
   */
  keepsFocus?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The storefront's button: a native <button> styled like the rest of the app, without antd. */
export function Button({
  variant = 'default',
  size = 'middle',
  shape = 'default',
  htmlType = 'button',
  icon,
  loading = false,
  danger = false,
  block = false,
  className,
  children,
  disabled,
  onClick,
  onMouseDown,
  keepsFocus = htmlType === 'submit',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={htmlType}
      className={cx(
        'kit-btn',
        `kit-btn--${variant}`,
        size !== 'middle' && `kit-btn--${size}`,
        shape !== 'default' && `kit-btn--${shape}`,
        danger && 'kit-btn--danger',
        block && 'kit-btn--block',
        loading && 'kit-btn--loading',
        className,
      )}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // the submit checks every field anyway; a click lost under a moved button did nothing at all
        if (keepsFocus && !event.defaultPrevented) event.preventDefault();
      }}
    >
      {loading ? (
        <Spinner size="small" />
      ) : icon ? (
        <span className="kit-btn__icon" aria-hidden>
          {icon}
        </span>
      ) : null}
      {children !== undefined && children !== null && children !== false ? <span>{children}</span> : null}
    </button>
  );
}
