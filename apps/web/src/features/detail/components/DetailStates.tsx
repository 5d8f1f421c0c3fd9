/** The page's states other than a loaded product: skeleton, visitor prompt, gone, failed. */
import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { SignInRequired } from '../../../shared/ui/SignInRequired';

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

/** Visitors cannot see details (spec §1, §6): they are asked to sign in, or to register. */
export function DetailSignInPrompt() {
  const { t } = useTranslation('detail');
  return (
    <SignInRequired
      title={t('signIn.title')}
      text={t('signIn.text')}
      action={t('signIn.action')}
      extra={<Button href="#/signUp">{t('signIn.register')}</Button>}
      titleClassName="detail-state__title"
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
