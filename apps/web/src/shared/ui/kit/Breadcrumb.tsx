import type { ReactNode } from 'react';
import { cx } from './cx';

/** A trail of places; the last item is the current page. */
export function Breadcrumb({ items, label, className }: { items: Array<{ key: string | number; title: ReactNode }>; label: string; className?: string }) {
  return (
    <nav aria-label={label} className={cx('kit-breadcrumb', className)}>
      <ol>
        {items.map((item, index) => (
          <li key={item.key} aria-current={index === items.length - 1 ? 'page' : undefined}>
            {item.title}
          </li>
        ))}
      </ol>
    </nav>
  );
}
