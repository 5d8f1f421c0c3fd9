import type { ReactNode } from 'react';
import { cx } from './cx';
import './layout.css';

export interface TimelineItem {
  key: string | number;
  children: ReactNode;
  /** the dot's colour: brand for the latest, grey for the rest, red for a refusal */
  tone?: 'brand' | 'grey' | 'success' | 'error';
}

/** A vertical list of events, newest first or oldest first as given (antd's Timeline). */
export function Timeline({
  items,
  className,
  'data-testid': testId,
  'aria-label': ariaLabel,
}: {
  items: readonly TimelineItem[];
  className?: string;
  'data-testid'?: string;
  'aria-label'?: string;
}) {
  return (
    <ol className={cx('kit-timeline', className)} data-testid={testId} aria-label={ariaLabel}>
      {items.map((item) => (
        <li key={item.key} className={cx('kit-timeline__item', `kit-timeline__item--${item.tone ?? 'grey'}`)}>
          <span className="kit-timeline__dot" aria-hidden />
          <div className="kit-timeline__content">{item.children}</div>
        </li>
      ))}
    </ol>
  );
}
