import { type ReactNode, useState } from 'react';
import { cx } from './cx';

/** A round picture, or the icon when there is none or it fails to load (as antd's Avatar falls back). */
export function Avatar({ src, alt = '', size = 32, icon, className }: { src?: string | null; alt?: string; size?: number; icon?: ReactNode; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPicture = Boolean(src) && failedSrc !== src;
  return (
    <span className={cx('kit-avatar', className)} style={{ width: size, height: size, fontSize: Math.round(size / 2) }}>
      {showPicture ? <img src={src ?? undefined} alt={alt} width={size} height={size} onError={() => setFailedSrc(src ?? null)} /> : <span aria-hidden>{icon}</span>}
    </span>
  );
}
