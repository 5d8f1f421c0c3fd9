import type { ReactNode } from 'react';
import { Link, type LinkProps } from '../../router';
import { cx } from './cx';
import './buttonLink.css';

export interface ButtonLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** the same looks as the kit's Button */
  variant?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  danger?: boolean;
  block?: boolean;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * A link to another page of the storefront that looks like the kit's Button (antd's `<Button href>`):
 * a real link, so it opens in a new tab and reads as a link, with a button's shape.
 */
export function ButtonLink({ variant = 'default', size = 'middle', danger = false, block = false, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link
      {...rest}
      className={cx(
        'kit-btn',
        'kit-button-link',
        `kit-btn--${variant}`,
        size !== 'middle' && `kit-btn--${size}`,
        danger && 'kit-btn--danger',
        block && 'kit-btn--block',
        className,
      )}
    >
      {icon ? (
        <span className="kit-btn__icon" aria-hidden>
          {icon}
        </span>
      ) : null}
      {children !== undefined && children !== null && children !== false ? <span>{children}</span> : null}
    </Link>
  );
}
