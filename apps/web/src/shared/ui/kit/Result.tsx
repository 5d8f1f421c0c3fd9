import type { ReactNode } from 'react';
import { cx } from './cx';
import { type Status, StatusIcon } from './StatusIcon';

/**
 * A whole-area outcome: icon, title, explanation and what to do next (antd Result's role). When the
 * result is the whole page, its title is the page's one <h1> (`titleLevel={1}`).
 */
export function Result({
  status,
  icon,
  title,
  titleLevel = 2,
  titleClassName,
  subTitle,
  extra,
  className,
  'data-testid': testId,
}: {
  status?: Status;
  icon?: ReactNode;
  title: ReactNode;
  titleLevel?: 1 | 2;
  titleClassName?: string;
  subTitle?: ReactNode;
  extra?: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={cx('kit-result', className)} data-testid={testId}>
      {icon ?? (status ? <StatusIcon status={status} size={56} /> : null)}
      <Title className={cx('kit-result__title', titleClassName)}>{title}</Title>
      {subTitle ? <p className="kit-result__subtitle">{subTitle}</p> : null}
      {extra ? <div className="kit-result__extra">{extra}</div> : null}
    </section>
  );
}
