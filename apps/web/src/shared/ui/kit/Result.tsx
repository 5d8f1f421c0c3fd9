import type { ReactNode } from 'react';
import { cx } from './cx';
import { type Status, StatusIcon } from './StatusIcon';

/** A whole-area outcome: icon, title, explanation and what to do next (antd Result's role). */
export function Result({ status, icon, title, subTitle, extra, className, 'data-testid': testId }: {
  status?: Status;
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <section className={cx('kit-result', className)} data-testid={testId}>
      {icon ?? (status ? <StatusIcon status={status} size={56} /> : null)}
      <h2 className="kit-result__title">{title}</h2>
      {subTitle ? <p className="kit-result__subtitle">{subTitle}</p> : null}
      {extra ? <div className="kit-result__extra">{extra}</div> : null}
    </section>
  );
}
