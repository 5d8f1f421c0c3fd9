import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { signInPath } from '../../../shared/session/signInPath';
import { requireSignIn } from '../../../shared/session/signInPrompt';

/** Checkout and payment need an account: the sign-in dialog opens, and the page says why (and returns here after). */
export function CheckoutSignInPrompt() {
  const { t } = useTranslation('checkout');
  const location = useLocation();
  useEffect(() => {
    requireSignIn();
  }, []);
  return (
    <Result
      icon={<LockOutlined />}
      title={<h1 className="checkout-state__title">{t('signIn.title')}</h1>}
      subTitle={t('signIn.text')}
      extra={
        <Button type="primary" href={`#${signInPath(location)}`}>
          {t('signIn.action')}
        </Button>
      }
      data-testid="checkout-sign-in"
    />
  );
}
