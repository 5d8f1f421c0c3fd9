import { useDeferredValue } from 'react';
import { Button, Skeleton } from 'antd';
import { matchPath, useLocation, useSearchParams } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { hashHref, paths } from '../../../shared/paths';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { DetailUnavailable } from '../../../shared/ui/DetailUnavailable';
import { useAfterSaleDetail } from '../api/afterSales';
import { AfterSaleDetailView } from '../components/AfterSaleDetailView';
import { type AfterSaleDesk, isAfterSaleDesk } from '../model/desk';
import '../afterSales.css';

/** /home/AfterSaleDetail?afterSaleNo=&desk= and /afterSaleDetail?afterSaleNo=: one after-sales request, through the desk it was opened from (the buyer's by default). */
export default function AfterSaleDetailPage() {
  const { t } = useTranslation('afterSales');
  const [params] = useSearchParams();
  const standalone = matchPath(paths.afterSaleDetailStandalone.path, useLocation().pathname) !== null;
  const afterSaleNo = (params.get('afterSaleNo') ?? '').trim();
  const deskParam = params.get('desk');
  const desk: AfterSaleDesk = isAfterSaleDesk(deskParam) ? deskParam : 'buyer';
  const detail = useAfterSaleDetail(desk, afterSaleNo);
  // the arriving answer is drawn in a transition, in slices, not in one long task
  const shown = useDeferredValue(detail.data);

  let content;
  if (shown) content = <AfterSaleDetailView detail={shown} desk={desk} onDeadline={() => void detail.refetch()} />;
  else if (detail.isError || afterSaleNo === '')
    content = (
      <DetailUnavailable
        missing={afterSaleNo === ''}
        error={detail.error}
        notFound={ErrorCatalogue.afterSaleNotFound}
        loadFailedTitle={t('detail.loadFailed')}
        onRetry={() => void detail.refetch()}
      />
    );
  else content = <Skeleton active paragraph={{ rows: 8 }} />;

  const page = (
    <section className="after-sale-page" aria-labelledby="after-sale-title">
      <header className="after-sale-page__header">
        <h1 id="after-sale-title" className="after-sale-page__title">
          {t('detail.title', { afterSaleNo })}
        </h1>
        <Button href={hashHref(paths.afterSaleList.getHref(desk))} data-testid="after-sale-back">
          {t(`detail.back.${desk}`)}
        </Button>
      </header>
      {content}
    </section>
  );
  // opened from a notice, outside the account area: the page's own margins, as the order page has there
  return standalone ? <div className="page-width page-standalone">{page}</div> : page;
}
