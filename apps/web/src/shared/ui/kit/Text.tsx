import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import './layout.css';

export type TextTone = 'default' | 'secondary' | 'success' | 'warning' | 'danger';

export interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: TextTone;
  strong?: boolean;
  /** smaller type (notes under a figure) */
  small?: boolean;
  /** monospace (numbers people copy: order numbers, codes) */
  code?: boolean;
  children?: ReactNode;
  'data-testid'?: string;
}

/** Inline text in one of the kit's tones (antd's Typography.Text). */
export function Text({ tone = 'default', strong, small, code, className, children, ...rest }: TextProps) {
  return (
    <span
      {...rest}
      className={cx('kit-text', tone !== 'default' && `kit-text--${tone}`, strong && 'kit-text--strong', small && 'kit-text--small', code && 'kit-text--code', className)}
    >
      {children}
    </span>
  );
}

export interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: 1 | 2 | 3 | 4 | 5;
  children?: ReactNode;
  'data-testid'?: string;
}

/** A heading at the kit's sizes (antd's Typography.Title): h1 24 px, h2 20, h3 16, h4 15, h5 14. */
export function Title({ level = 2, className, children, ...rest }: TitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading {...rest} className={cx('kit-title', `kit-title--${level}`, className)}>
      {children}
    </Heading>
  );
}
