import type { CSSProperties } from 'react';
import { cx } from './cx';

/** A grey placeholder block of a given size that gently pulses while data loads. */
export function SkeletonBlock({
  width,
  height = 16,
  round = false,
  className,
  style,
}: {
  width?: number | string;
  height?: number | string;
  round?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  return <span className={cx('kit-skeleton', round && 'kit-skeleton--round', className)} style={{ width, height, ...style }} aria-hidden />;
}

/** Placeholder paragraph: a title bar and `rows` text lines (the last one shorter). */
export function Skeleton({ rows = 3, title = true, className, label }: { rows?: number; title?: boolean; className?: string; label?: string }) {
  return (
    <div className={cx('kit-skeleton-group', className)} role={label ? 'status' : undefined} aria-label={label} aria-busy>
      {title ? <SkeletonBlock width="40%" height={20} /> : null}
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonBlock key={index} width={index === rows - 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
