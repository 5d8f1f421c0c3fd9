import type { ReactNode } from 'react';
import './countBadge.css';

/**
 * A small count in a red pill on the corner of an icon button, capped as "99+" (docs/product.md §9).
 * Hidden at zero. Decorative: the button's own label carries the count for screen readers.
 */
export function CountBadge({ count, overflow, children }: { count: number; overflow: number; children: ReactNode }) {
  return (
    <span className="count-badge">
      {children}
      {count > 0 && (
        <sup className="count-badge__count" aria-hidden data-testid="count-badge">
          {count > overflow ? `${overflow}+` : count}
        </sup>
      )}
    </span>
  );
}
