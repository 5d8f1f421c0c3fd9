import { LockOutlined } from '@ant-design/icons';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { signInPath } from '../session/signInPath';
import { requireSignIn } from '../session/signInPrompt';
import { cx } from './kit';

export interface SignInRequiredProps {
  title: string;
  text: string;
  /** the sign-in button's label; it signs in and comes back to this page */
  action: string;
  /** more buttons after the sign-in one */
  extra?: ReactNode;
  titleClassName: string;
  'data-testid'?: string;
}

/**
 * A page visitors cannot see (spec §6): the sign-in dialog opens, and the page itself says why
 * and links to sign-in (which brings them back here) instead of spinning for ever. Laid out as
 * the kit's Result, with the page's own <h1> as its title.
 */
export function SignInRequired({ title, text, action, extra, titleClassName, 'data-testid': testId }: SignInRequiredProps) {
  const location = useLocation();
  useEffect(() => {
    requireSignIn();
  }, []);
  return (
    <section className="kit-result" data-testid={testId}>
      <LockOutlined aria-hidden style={{ fontSize: 56, color: 'var(--brand)' }} />
      <div className="kit-result__title">
        <h1 className={titleClassName}>{title}</h1>
      </div>
      <p className="kit-result__subtitle">{text}</p>
      <div className="kit-result__extra">
        <a className={cx('kit-btn', 'kit-btn--primary')} href={`#${signInPath(location)}`} style={{ textDecoration: 'none' }}>
          {action}
        </a>
        {extra}
      </div>
    </section>
  );
}
