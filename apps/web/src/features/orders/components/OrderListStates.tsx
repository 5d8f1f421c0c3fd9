import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderTab } from '@clearlot/contract/rules/order';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { SkeletonBlock } from '../../../shared/ui/kit/Skeleton';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { paths } from '../../../shared/paths';

/** Order cards' outlines while the list loads: a picture and three lines each. */
export function OrderListSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="order-list-skeleton" role="status" aria-label={t('a11y.loading')} aria-busy>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="order-card order-card--skeleton">
          <SkeletonBlock width={64} height={64} />
          <div className="order-card__skeleton-lines">
            <SkeletonBlock width="40%" height={18} />
            <SkeletonBlock width="100%" />
            <SkeletonBlock width="60%" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Nothing in this tab (or nothing matching the search), with a way back to shopping. */
export function OrderListEmpty({ tab, keyword }: { tab: OrderTab; keyword: string }) {
  const { t } = useTranslation('orders');
  return (
    <EmptyResult title={keyword ? t('empty.searchTitle', { keyword }) : t(`empty.${tab}`)} hint={keyword ? t('empty.searchHint') : t('empty.hint')}>
      <ButtonLink variant="primary" to={paths.listing.getHref()}>
        {t('empty.browse')}
      </ButtonLink>
    </EmptyResult>
  );
}
