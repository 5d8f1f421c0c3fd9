import { matchPath, useLocation, useSearchParams } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { RefundList } from '../components/RefundList';
import { RequestList } from '../components/RequestList';
import { type RequestsView, RequestsNav } from '../components/RequestsNav';
import '../requests.css';

/**
 * The buyer's requests (docs/product.md §2 returnList and AfterSale), one page at two addresses: /home/returnList,
 * returns and refund-only requests by status tab (or with `view=refunds` the refunds made to the buyer), and
 * /home/AfterSale, after-sales requests for damaged or faulty goods by status. Requests are made from an order.
 */
export default function RequestListPage() {
  const { t } = useTranslation('requests');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const kind = matchPath(paths.afterSaleList.path, pathname) !== null ? 'afterSale' : 'return';
  const view: RequestsView = kind === 'return' && params.get('view') === 'refunds' ? 'refunds' : kind;
  return (
    <section className="request-page" aria-labelledby="request-list-title">
      <header className="request-page__header">
        <h1 id="request-list-title" className="request-page__title">
          {t(`list.title.${kind}`)}
        </h1>
        <p className="muted">{t(`list.intro.${kind}`)}</p>
      </header>
      <RequestsNav current={view} />
      {view === 'refunds' ? <RefundList /> : <RequestList key={kind} kind={kind} />}
    </section>
  );
}
