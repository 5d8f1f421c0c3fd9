import type { ReactNode } from 'react';
import { cx } from './cx';
import { type Status, StatusIcon } from './StatusIcon';

/** An inline notice: icon, title, optional detail and an action on the right. */
export function Alert({
  type = 'info',
  title,
  description,
  action,
  className,
  'data-testid': testId,
}: {
  type?: Status;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div className={cx('kit-alert', `kit-alert--${type}`, className)} role={type === 'error' || type === 'warning' ? 'alert' : 'status'} data-testid={testId}>
      <StatusIcon status={type} />
      <div className="kit-alert__body">
        <div className="kit-alert__title">{title}</div>
        {description ? <div className="kit-alert__description">{description}</div> : null}
      </div>
      {action ? <div className="kit-alert__action">{action}</div> : null}
    </div>
  );
}
