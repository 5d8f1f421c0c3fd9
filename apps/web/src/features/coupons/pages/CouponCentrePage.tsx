import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/session';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { useCouponCentre } from '../api/couponCentre';
import { ClaimButton } from '../components/ClaimButton';
import { CouponTicket } from '../components/CouponTicket';
import '../coupons.css';

/** /coupon: the coupon centre (docs/product.md §2). Visitors see what can be claimed and sign in to claim. */
export default function CouponCentrePage() {
  const { t } = useTranslation('coupons');
  const { t: common } = useTranslation();
  const { token } = useSession();
  const centre = useCouponCentre();

  let content;
  if (centre.data && centre.data.length > 0) {
    content = (
      <ul className="coupon-list" aria-label={t('centre.listLabel')}>
        {centre.data.map((coupon) => (
          <li key={coupon.id}>
            <CouponTicket
              coupon={coupon}
              faded={coupon.remaining === 0}
              note={
                <>
                  {coupon.perBuyerLimit > 1 && coupon.claimed > 0 && <span>{t('centre.holding', { count: coupon.claimed, limit: coupon.perBuyerLimit })}</span>}
                  {coupon.remaining > 0 && <span className="muted">{t('centre.left', { count: coupon.remaining })}</span>}
                </>
              }
              action={<ClaimButton coupon={coupon} />}
              data-testid="centre-coupon"
            />
          </li>
        ))}
      </ul>
    );
  } else if (centre.data) {
    content = <EmptyResult title={t('centre.empty')} hint={t('centre.emptyHint')} />;
  } else if (centre.isError) {
    content = <LoadFailed title={t('centre.loadFailed')} error={centre.error} onRetry={() => void centre.refetch()} />;
  } else {
    content = <Skeleton rows={6} label={common('a11y.loading')} />;
  }

  return (
    <div className="page-width coupon-page">
      <header className="coupon-page__header">
        <div>
          <h1 className="coupon-page__title">{t('centre.title')}</h1>
          <p className="coupon-page__intro muted">{t('centre.intro')}</p>
        </div>
        {token && (
          <ButtonLink to={paths.myCoupons.getHref()} data-testid="centre-my-coupons">
            {t('centre.myCoupons')}
          </ButtonLink>
        )}
      </header>
      {content}
    </div>
  );
}
