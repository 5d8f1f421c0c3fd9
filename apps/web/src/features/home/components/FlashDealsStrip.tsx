import { RightOutlined } from '../../../shared/ui/kit/icons/RightOutlined';
import { ThunderboltFilled } from '../../../shared/ui/kit/icons/ThunderboltFilled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { flashDealsQueryOptions } from '../../../shared/catalogue/api/flashDeals';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { listingUrl } from '../../../shared/catalogue/model/listingQuery';
import { hashHref } from '../../../shared/paths';
import { useSession } from '../../../shared/session/session';
import { requireSignInFor } from '../../../shared/session/signInPrompt';
import { Button } from '../../../shared/ui/kit/Button';
import { Skeleton, SkeletonBlock } from '../../../shared/ui/kit/Skeleton';
import { useElementWidth } from '../hooks/useElementWidth';
import { useSettledFlag } from '../hooks/useSettledFlag';
import { FLASH_DEALS_SETTLE_MS, type FlashDealLayout, flashDealLayout } from '../model/flashDealLayout';
import { FlashDealCard } from './FlashDealCard';
import '../flashDeals.css';

/** Newest listings first: where "more" leads (docs/product.md §2). */
const MORE_DEALS_URL = listingUrl({ sortByTime: true });

function rowStyle(layout: FlashDealLayout | null): CSSProperties | undefined {
  if (!layout) return undefined;
  return { gridTemplateColumns: `repeat(${layout.count}, minmax(0, 1fr))`, ['--deal-height' as string]: `${layout.cardHeight}px` };
}

/**
 * The flash-deals strip (docs/product.md §2, §4, §9): one row of as many deals as fit, loading until
 * 200 ms after they arrive, an empty state, and "more" to the newest listings in a new window
 * (an account is needed for that, docs/product.md §6).
 */
export default function FlashDealsStrip() {
  const { t } = useTranslation('home');
  const signedIn = useSession().token !== null;
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const layout = flashDealLayout(width);
  const deals = useQuery({ ...flashDealsQueryOptions(layout?.count ?? 1), enabled: layout !== null, placeholderData: keepPreviousData });
  const loaded = useSettledFlag(deals.data !== undefined, FLASH_DEALS_SETTLE_MS);

  const more = (event: MouseEvent) => {
    if (signedIn) return; // the link opens the listing in a new window itself
    event.preventDefault();
    // signed in, the visitor goes on to the deals they asked for
    requireSignInFor(MORE_DEALS_URL);
  };

  let content: ReactNode;
  if (deals.isError && deals.data === undefined) {
    content = (
      <div className="flash-deals__message" role="alert">
        <p>{t('flashDeals.failed')}</p>
        <Button onClick={() => void deals.refetch()}>{t('flashDeals.retry')}</Button>
      </div>
    );
  } else if (!loaded || !layout || deals.data === undefined) {
    content = Array.from({ length: layout?.count ?? 1 }, (_, index) => (
      <div key={index} className="flash-deal flash-deal--skeleton" aria-hidden="true">
        <SkeletonBlock className="flash-deal__skeleton-media" height="auto" />
        <Skeleton title={false} rows={2} className="flash-deal__skeleton-text" />
      </div>
    ));
  } else if (deals.data.length === 0) {
    content = (
      <div className="flash-deals__empty">
        <EmptyResult title={t('flashDeals.emptyTitle')} hint={t('flashDeals.emptyHint')} />
      </div>
    );
  } else {
    content = deals.data.slice(0, layout.count).map((deal) => <FlashDealCard key={deal.id} deal={deal} />);
  }

  return (
    <section
      className="flash-deals"
      aria-labelledby="flash-deals-title"
      aria-busy={!loaded}
      data-testid="flash-deals"
      data-state={deals.isError && deals.data === undefined ? 'failed' : loaded ? 'loaded' : 'loading'}
    >
      <header className="home-section__head">
        <h2 id="flash-deals-title" className="home-section__title">
          <ThunderboltFilled className="flash-deals__bolt" aria-hidden />
          {t('flashDeals.title')}
        </h2>
        <a
          className="home-section__more"
          href={hashHref(MORE_DEALS_URL)}
          target="_blank"
          rel="noopener"
          onClick={more}
          data-testid="flash-deals-more"
          aria-label={t('flashDeals.moreLabel')}
        >
          {t('flashDeals.more')}
          <RightOutlined aria-hidden />
        </a>
      </header>
      <div ref={ref} className="flash-deals__row" style={rowStyle(layout)}>
        {content}
      </div>
    </section>
  );
}
