import type { ReactNode } from 'react';
import { cx } from '../../../shared/ui/kit/cx';
import './auth.css';

interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** the footer's links at both ends of the card instead of centred */
  footerApart?: boolean;
}

/** The centred card every sign-in and registration screen sits in. */
export function AuthCard({ title, subtitle, children, footer, footerApart }: AuthCardProps) {
  return (
    <div className="auth-card-wrap">
      <section className="auth-card">
        <h1 className={cx('auth-card__title', Boolean(subtitle) && 'auth-card__title--with-subtitle')}>{title}</h1>
        {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        {children}
        {footer ? <div className={cx('auth-card__footer', footerApart && 'auth-card__footer--apart')}>{footer}</div> : null}
      </section>
    </div>
  );
}
