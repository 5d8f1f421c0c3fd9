import type { ReactNode } from 'react';
import { cx } from './cx';

export type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'error' | 'info';

/** A small label chip. */
export function Tag({ tone = 'neutral', children, className, 'data-testid': testId }: { tone?: Tone; children: ReactNode; className?: string; 'data-testid'?: string }) {
  return (
    <span className={cx('kit-tag', `kit-tag--${tone}`, className)} data-testid={testId}>
      {children}
    </span>
  );
}
