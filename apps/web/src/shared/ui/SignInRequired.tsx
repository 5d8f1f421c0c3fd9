import { LockOutlined } from './kit/icons/LockOutlined';
import { type ReactNode, useLayoutEffect } from 'react';
import { useLocation } from '../router';
import { hashHref } from '../paths';
import { signInPath } from '../session/signInPath';
import { closeSignInPrompt } from '../session/signInPrompt';
import { Result } from './kit/Result';

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
 * A page visitors cannot see (docs/product.md §6): the page itself says why and links to sign-in
 * (which brings them back here) instead of spinning for ever. Its title is the page's own <h1>.
 * It is the one prompt: the sign-in dialog, which the HTTP client opens when a session expires on
 * such a page, is closed rather than shown over it (issue 16 item 9).
 */
export function SignInRequired({ title, text, action, extra, titleClassName, 'data-testid': testId }: SignInRequiredProps) {
  const location = useLocation();
  // before paint, so the dialog does not flash over the page for a frame
  useLayoutEffect(() => {
    closeSignInPrompt();
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
