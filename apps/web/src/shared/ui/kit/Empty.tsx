import type { ReactNode } from 'react';
import { cx } from './cx';

/** Nothing to show: a light box drawing, a sentence and an optional action. */
export function Empty({ description, children, className, 'data-testid': testId }: { description: ReactNode; children?: ReactNode; className?: string; 'data-testid'?: string }) {
  return (
    <div className={cx('kit-empty', className)} data-testid={testId}>
      <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden focusable="false">
        <g fillRule="evenodd">
          <ellipse className="kit-empty__shadow" cx="32" cy="33" rx="32" ry="7" />
          <path className="kit-empty__lid" d="M55 12.8 44.9 1.3A2.6 2.6 0 0 0 43 .5H21c-.7 0-1.4.3-1.9.8L9 12.8V22h46v-9.2Z" />
          <path
            className="kit-empty__box"
            d="M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9Z"
          />
        </g>
      </svg>
      <p className="kit-empty__text">{description}</p>
      {children}
    </div>
  );
}
