import type { ReactNode } from 'react';
import { cx } from './cx';

/** A round picture, or an icon / initials when there is none. */
export function Avatar({ src, alt = '', size = 32, icon, className }: { src?: string | null; alt?: string; size?: number; icon?: ReactNode; className?: string }) {
  return (
    <span className={cx('kit-avatar', className)} style={{ width: size, height: size, fontSize: Math.round(size / 2) }}>
      {src ? <img src={src} alt={alt} width={size} height={size} /> : <span aria-hidden>{icon}</span>}
    </span>
  );
}
