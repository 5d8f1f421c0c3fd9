import { LockOutlined } from '@ant-design/icons';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { hashHref } from '../paths';
import { signInPath } from '../session/signInPath';
import { requireSignIn } from '../session/signInPrompt';
import { Result } from './kit';

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
 * A page visitors cannot see (docs/product.md §6): the sign-in dialog opens, and the page itself says why
 * and links to sign-in (which brings them back here) instead of spinning for ever. Its title is
 * the page's own <h1>.
 */
export function SignInRequired({ title, text, action, extra, titleClassName, 'data-testid': testId }: SignInRequiredProps) {
  const location = useLocation();
  useEffect(() => {
    requireSignIn();
  }, []);
  return (
    <Result
      icon={<LockOutlined aria-hidden style={{ fontSize: 56, color: 'var(--brand)' }} />}
      titleLevel={1}
      titleClassName={titleClassName}
      title={title}
      subTitle={text}
      extra={
        <>
          <a className="kit-btn kit-btn--primary" href={hashHref(signInPath(location))} style={{ textDecoration: 'none' }}>
            {action}
          </a>
          {extra}
        </>
      }
      data-testid={testId}
    />
  );
}
