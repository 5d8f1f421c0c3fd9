import type { ReactNode } from 'react';
import { cx } from './cx';

export interface DescriptionItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** Label–value pairs in a bordered grid of `columns` pairs per row (one per row on narrow screens). */
export function Descriptions({
  items,
  columns = 2,
  className,
  'data-testid': testId,
}: {
  items: DescriptionItem[];
  columns?: 1 | 2 | 3;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <dl className={cx('kit-descriptions', `kit-descriptions--${columns}`, className)} data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className="kit-descriptions__item">
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
