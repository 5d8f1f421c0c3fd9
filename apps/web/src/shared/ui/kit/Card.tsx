import type { ReactNode } from 'react';
import { cx } from './cx';
import './layout.css';

export interface CardProps {
  /** the heading; rendered as an h2 unless `headingLevel` says otherwise */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** on the right of the heading row (a link, a button) */
  extra?: ReactNode;
  footer?: ReactNode;
  /** less padding (cards inside cards, dense lists) */
  size?: 'default' | 'small';
  /** no padding around the body (tables, lists edge to edge) */
  flush?: boolean;
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
  /** a landmark name when the card is a region of the page */
  'aria-label'?: string;
}

/** A white panel with an optional heading row: the account pages' sections (antd's Card's role). */
export function Card({ title, headingLevel = 2, extra, footer, size = 'default', flush, className, children, 'data-testid': testId, 'aria-label': ariaLabel }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('kit-card', size === 'small' && 'kit-card--small', className)} data-testid={testId} aria-label={ariaLabel}>
      {title || extra ? (
        <header className="kit-card__head">
          {title ? <Heading className="kit-card__title">{title}</Heading> : <span />}
          {extra ? <div className="kit-card__extra">{extra}</div> : null}
        </header>
      ) : null}
      {children !== undefined ? <div className={cx('kit-card__body', flush && 'kit-card__body--flush')}>{children}</div> : null}
      {footer ? <footer className="kit-card__foot">{footer}</footer> : null}
    </section>
  );
}
