import type { ReactNode } from 'react';
import { cx } from './cx';

/** A turning ring; with a label it announces itself as a status. */
export function Spinner({ size = 'middle', label, className }: { size?: 'small' | 'middle' | 'large'; label?: string; className?: string }) {
  return <span className={cx('kit-spinner', `kit-spinner--${size}`, className)} role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />;
}

/** Keeps its content visible but dimmed and inert under a spinner while `busy` (antd Spin's wrapper role). */
export function Busy({ busy, label, children, className }: { busy: boolean; label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cx('kit-busy', busy && 'kit-busy--on', className)} aria-busy={busy || undefined}>
      {busy ? (
        <div className="kit-busy__mask">
          <Spinner label={label} />
        </div>
      ) : null}
      <div className="kit-busy__content" inert={busy || undefined}>
        {children}
      </div>
    </div>
  );
}
