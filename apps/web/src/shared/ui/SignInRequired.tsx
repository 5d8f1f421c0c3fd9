import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { signInPath } from '../session/signInPath';
import { requireSignIn } from '../session/signInPrompt';

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
 * and links to sign-in (which brings them back here) instead of spinning for ever.
 */
export function SignInRequired({ title, text, action, extra, titleClassName, 'data-testid': testId }: SignInRequiredProps) {
  const location = useLocation();
  useEffect(() => {
    requireSignIn();
  }, []);
  return (
    <Result
      icon={<LockOutlined />}
      title={<h1 className={titleClassName}>{title}</h1>}
      subTitle={text}
      extra={
        <>
          <Button type="primary" href={`#${signInPath(location)}`}>
            {action}
          </Button>
          {extra}
        </>
      }
      data-testid={testId}
    />
  );
}
