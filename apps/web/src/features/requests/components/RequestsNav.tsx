import { Link } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';

/** What the buyer's requests page shows: returns and refund-only requests, after-sales requests, or the refunds made. */
export type RequestsView = 'return' | 'afterSale' | 'refunds';

const VIEWS: ReadonlyArray<{ view: RequestsView; href: string; testId: string }> = [
  { view: 'return', href: paths.returnList.getHref(), testId: 'return-view-requests' },
  { view: 'afterSale', href: paths.afterSaleList.getHref(), testId: 'after-sales-link' },
  { view: 'refunds', href: paths.returnList.getHref('refunds'), testId: 'return-view-refunds' },
];

/**
 * The three views of the buyer's requests, each at its own address (/home/returnList, /home/AfterSale,
 * /home/returnList?view=refunds): links in a row, the current one marked, so any of them is one step away.
 */
export function RequestsNav({ current }: { current: RequestsView }) {
  const { t } = useTranslation('requests');
  return (
    <nav className="requests-nav" aria-label={t('nav.label')}>
      {VIEWS.map(({ view, href, testId }) => (
        <Link
          key={view}
          to={href}
          className={view === current ? 'requests-nav__link requests-nav__link--current' : 'requests-nav__link'}
          aria-current={view === current ? 'page' : undefined}
          data-testid={testId}
        >
          {t(`nav.${view}`)}
        </Link>
      ))}
    </nav>
  );
}
