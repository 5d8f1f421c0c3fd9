import { useDeferredValue } from 'react';
import { MY_COUPON_TABS, type MyCouponTab } from '@clearlot/contract/rules/coupon';
import type { BuyerCoupon } from '@clearlot/contract/schemas/coupon';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { Link, useSearchParams } from '../../../shared/router';
import { FilterTabs } from '../../../shared/ui/FilterTabs/FilterTabs';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Pagination } from '../../../shared/ui/Pagination';
import { Busy } from '../../../shared/ui/kit/Spinner';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Tag, type Tone } from '../../../shared/ui/kit/Tag';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { useMyCoupons } from '../api/myCoupons';
import { CouponTicket } from '../components/CouponTicket';
import { MY_COUPONS_PAGE_SIZE, type MyCouponsState, myCouponsBodyOf, myCouponsParamsOf, myCouponsStateOf } from '../model/myCouponsQuery';
import '../coupons.css';

const TAG_TONE: Record<MyCouponTab, Tone> = { usable: 'success', used: 'neutral', expired: 'neutral' };

/** Under a used coupon, the orders it went on; under a usable one, a way to spend it. */
function CouponNote({ coupon }: { coupon: BuyerCoupon }) {
  const { t } = useTranslation('coupons');
  const language = currentLanguage();
  const zone = useDateZone();
  return (
    <>
      <Tag tone={TAG_TONE[coupon.state]}>{t(`face.state.${coupon.state}`)}</Tag>
      {coupon.state === 'usable' && coupon.paused && <span className="muted">{t('mine.paused')}</span>}
      {coupon.state === 'used' && coupon.usedAt !== null && <span className="muted">{t('mine.usedAt', { time: formatZonedLabelled(coupon.usedAt, zone, language) })}</span>}
      {coupon.orderNos.length > 0 && (
        <span>
          {t('mine.usedOn')}{' '}
          {coupon.orderNos.map((orderNo) => (
            <Link key={orderNo} to={paths.orderDetail.getHref(orderNo)} className="coupon-ticket__order">
              {orderNo}
            </Link>
          ))}
        </span>
      )}
    </>
  );
}

/** /home/Coupons: the buyer's coupons as usable, used and expired tabs, a page at a time (docs/product.md §2). */
export default function MyCouponsPage() {
  const { t } = useTranslation('coupons');
  const { t: common } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = myCouponsStateOf(params);
  const list = useMyCoupons(myCouponsBodyOf(state));
  const update = (next: MyCouponsState) => setParams(myCouponsParamsOf(next));

  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const page = useDeferredValue(list.data);
  let content;
  if (page && page.list.length > 0) {
    content = (
      <>
        <ul className="coupon-list" aria-label={t('mine.listLabel')}>
          {page.list.map((coupon) => (
            <li key={coupon.id}>
              <CouponTicket
                coupon={coupon}
                faded={coupon.state !== 'usable'}
                ended={coupon.state === 'expired'}
                note={<CouponNote coupon={coupon} />}
                action={coupon.state === 'usable' ? <ButtonLink to={paths.listing.getHref()}>{t('mine.shopNow')}</ButtonLink> : undefined}
                data-testid="my-coupon"
              />
            </li>
          ))}
        </ul>
        <Pagination
          className="coupon-page__pagination"
          label={t('mine.pagesLabel')}
          pageNum={state.pageNum}
          pageSize={MY_COUPONS_PAGE_SIZE}
          total={page.total}
          totalText={t('mine.total', { count: page.total })}
          onChange={(pageNum) => update({ ...state, pageNum })}
        />
      </>
    );
  } else if (page) {
    content = (
      <EmptyResult title={t(`mine.empty.${state.tab}`)} hint={t('mine.emptyHint')}>
        <ButtonLink variant="primary" to={paths.couponCentre.getHref()}>
          {t('mine.getMore')}
        </ButtonLink>
      </EmptyResult>
    );
  } else if (list.isError) {
    content = <LoadFailed title={t('mine.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  } else {
    content = <Skeleton rows={6} label={common('a11y.loading')} />;
  }

  return (
    <section className="coupon-page" aria-labelledby="my-coupons-title">
      <header className="coupon-page__header">
        <div>
          <h1 id="my-coupons-title" className="coupon-page__title">
            {t('mine.title')}
          </h1>
          <p className="coupon-page__intro muted">{t('mine.intro')}</p>
        </div>
        <ButtonLink to={paths.couponCentre.getHref()} data-testid="my-coupons-get-more">
          {t('mine.getMore')}
        </ButtonLink>
      </header>
      <FilterTabs
        activeKey={state.tab}
        onChange={(key) => update({ tab: key as MyCouponTab, pageNum: 1 })}
        aria-label={t('mine.tabsLabel')}
        items={MY_COUPON_TABS.map((tab) => ({
          key: tab,
          label: (
            <span data-testid={`coupon-tab-${tab}`}>
              {t(`face.state.${tab}`)}
              {page && <span className="coupon-tabs__count">{page.counts[tab]}</span>}
            </span>
          ),
        }))}
      />
      <Busy busy={list.isPlaceholderData && list.isFetching} label={common('a11y.loading')}>
        <div aria-live="polite">{content}</div>
      </Busy>
    </section>
  );
}
