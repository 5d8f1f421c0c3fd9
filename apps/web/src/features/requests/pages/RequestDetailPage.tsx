import { useDeferredValue } from 'react';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { matchPath, useLocation, useSearchParams } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { DetailUnavailable } from '../../../shared/ui/DetailUnavailable';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { useRequestDetail } from '../api/requests';
import { RequestDetailView } from '../components/RequestDetailView';
import { type RequestKind, TEST_ID_PREFIX } from '../model/request';
import '../requests.css';

const NOT_FOUND = { return: ErrorCatalogue.returnNotFound, afterSale: ErrorCatalogue.afterSaleNotFound } as const;
const LIST_HREF: Record<RequestKind, string> = { return: paths.returnList.getHref(), afterSale: paths.afterSaleList.getHref() };

/**
 * One of the buyer's requests: /home/ReturnDetail?returnNo= (a return or refund only), /home/AfterSaleDetail?afterSaleNo=
 * and, opened from a notice outside the account area, /afterSaleDetail?afterSaleNo= (after-sales). The goods owner's and
 * customer service's are read in the console.
 */
export default function RequestDetailPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const standalone = matchPath(paths.afterSaleDetailStandalone.path, pathname) !== null;
  const kind: RequestKind = matchPath(paths.returnDetail.path, pathname) !== null ? 'return' : 'afterSale';
  const requestNo = (params.get(kind === 'return' ? 'returnNo' : 'afterSaleNo') ?? '').trim();
  const { t } = useTranslation('requests');
  const { t: common } = useTranslation();
  const detail = useRequestDetail(kind, requestNo);
  // the arriving answer is drawn in a transition, in slices, not in one long task
  const shown = useDeferredValue(detail.data);
  const prefix = TEST_ID_PREFIX[kind];

  let content;
  // keyed by the request: another request opened on the same page starts with no dialog open
  if (shown) content = <RequestDetailView key={`${kind}-${shown.requestNo}`} request={shown} onDeadline={() => void detail.refetch()} />;
  else if (detail.isError || requestNo === '')
    content = (
      <DetailUnavailable
        missing={requestNo === ''}
        error={detail.error}
        notFound={NOT_FOUND[kind]}
        loadFailedTitle={t(`detail.loadFailed.${kind}`)}
        onRetry={() => void detail.refetch()}
      />
    );
  else content = <Skeleton rows={8} label={common('a11y.loading')} />;

  const page = (
    <section className="request-page" aria-labelledby="request-detail-title">
      <header className="request-page__header request-page__header--row">
        <h1 id="request-detail-title" className="request-page__title">
          {t(`detail.title.${kind}`, { requestNo })}
        </h1>
        <ButtonLink to={LIST_HREF[kind]} data-testid={`${prefix}-back`}>
          {t(`detail.back.${kind}`)}
        </ButtonLink>
      </header>
      {content}
    </section>
  );
  // opened from a notice, outside the account area: the page's own margins, as the order page has there
  return standalone ? <div className="page-width page-standalone">{page}</div> : page;
}
