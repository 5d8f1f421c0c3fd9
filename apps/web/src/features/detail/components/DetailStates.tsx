/** The page's states other than a loaded product: skeleton, visitor prompt, gone, failed. */
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { SignInRequired } from '../../../shared/ui/SignInRequired';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Result } from '../../../shared/ui/kit/Result';
import { Skeleton, SkeletonBlock } from '../../../shared/ui/kit/Skeleton';

export function DetailSkeleton() {
  const { t } = useTranslation('detail');
  return (
    <div className="detail-layout" aria-busy="true" aria-label={t('loading')}>
      <SkeletonBlock width="100%" height={420} />
      <div className="detail-skeleton__info">
        <div className="detail-skeleton__group">
          <SkeletonBlock width="80%" height={28} />
          <Skeleton title={false} rows={3} />
        </div>
        <Skeleton rows={6} />
      </div>
    </div>
  );
}

/** Visitors cannot see details (docs/product.md §1, §6): they are asked to sign in, or to register. */
export function DetailSignInPrompt() {
  const { t } = useTranslation('detail');
  return (
    <SignInRequired
      title={t('signIn.title')}
      text={t('signIn.text')}
      action={t('signIn.action')}
      extra={
        <Link to={paths.signUp.getHref()} className="kit-btn kit-btn--default detail-button-link">
          {t('signIn.register')}
        </Link>
      }
      titleClassName="detail-state__title"
      data-testid="detail-sign-in"
    />
  );
}

/** Code 5001, or an address without a usable product id; its title is the page's one <h1>. */
export function ProductUnavailable() {
  const { t } = useTranslation('detail');
  return (
    <Result
      status="warning"
      titleLevel={1}
      title={t('unavailable.title')}
      subTitle={t('unavailable.text')}
      extra={
        <Link to={paths.listing.getHref()} className="kit-btn kit-btn--primary detail-button-link">
          {t('unavailable.browse')}
        </Link>
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
