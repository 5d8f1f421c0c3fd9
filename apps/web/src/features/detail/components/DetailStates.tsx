/** The page's states other than a loaded product: skeleton, visitor prompt, gone, failed. */
import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { signInPath } from '../../../shared/session/signInPath';
import { requireSignIn } from '../../../shared/session/signInPrompt';

export function DetailSkeleton() {
  const { t } = useTranslation('detail');
  return (
    <div className="detail-layout" aria-busy="true" aria-label={t('loading')}>
      <Skeleton.Node active style={{ width: '100%', height: 420 }} />
      <div>
        <Skeleton active title={{ width: '80%' }} paragraph={{ rows: 3 }} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    </div>
  );
}

/**
 * Visitors cannot see details (spec §1, §6): the sign-in dialog opens, and the page itself says
 * why and links to sign-in (which brings them back here) instead of spinning for ever.
 */
export function DetailSignInPrompt() {
  const { t } = useTranslation('detail');
  const location = useLocation();
  useEffect(() => {
    requireSignIn();
  }, []);
  return (
    <Result
      icon={<LockOutlined />}
      title={<h1 className="detail-state__title">{t('signIn.title')}</h1>}
      subTitle={t('signIn.text')}
      extra={[
        <Button key="signIn" type="primary" href={`#${signInPath(location)}`}>
          {t('signIn.action')}
        </Button>,
        <Button key="register" href="#/signUp">
          {t('signIn.register')}
        </Button>,
      ]}
      data-testid="detail-sign-in"
    />
  );
}

/** Code 5001, or an address without a usable product id. */
export function ProductUnavailable() {
  const { t } = useTranslation('detail');
  return (
    <Result
      status="404"
      title={<h1 className="detail-state__title">{t('unavailable.title')}</h1>}
      subTitle={t('unavailable.text')}
      extra={
        <Button type="primary" href="#/homePageSecond">
          {t('unavailable.browse')}
        </Button>
      }
      data-testid="detail-unavailable"
    />
  );
}

/** Any other failure: the HTTP client may already have said why; this offers another try. */
export function DetailLoadFailed({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  const { t } = useTranslation('detail');
  return (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed.title')}
      description={reason || undefined}
      action={
        <Button size="small" onClick={onRetry}>
          {t('loadFailed.retry')}
        </Button>
      }
    />
  );
}
