import { useDeferredValue, useState } from 'react';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { RefundSourceText } from '@clearlot/contract/rules/refund';
import { Link } from '../../../shared/router';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Pagination } from '../../../shared/ui/Pagination';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Tag } from '../../../shared/ui/kit/Tag';
import { useRefunds } from '../api/refunds';
import { refundStatusTone } from '../model/refundDisplay';

const PAGE_SIZE = 10;

/** The buyer's refunds, newest first: what asked for each, its status and amount; each opens its detail. */
export function RefundList() {
  const { t } = useTranslation('requests');
  const { t: common } = useTranslation();
  const language = currentLanguage();
  const zone = useDateZone();
  const [pageNum, setPageNum] = useState(1);
  const refunds = useRefunds({ tab: 'all', pageNum, pageSize: PAGE_SIZE });
  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const page = useDeferredValue(refunds.data);
  if (refunds.isError) return <LoadFailed title={t('refunds.loadFailed')} error={refunds.error} onRetry={() => void refunds.refetch()} />;
  if (!page) return <Skeleton rows={5} label={common('a11y.loading')} />;
  if (page.list.length === 0) return <EmptyResult title={t('refunds.empty')} hint={t('refunds.emptyHint')} />;
  return (
    <>
      <ul className="request-list" aria-label={t('refunds.label')}>
        {page.list.map((refund) => (
          <li key={refund.refundNo}>
            <Link to={paths.refundDetail.getHref(refund.refundNo)} className="request-card" aria-label={t('refunds.open', { refundNo: refund.refundNo })} data-testid="refund-card">
              <span className="request-card__head">
                <span className="request-card__no">{refund.refundNo}</span>
                <Tag tone={refundStatusTone(refund.status)}>{language === 'zh' ? refund.statusName : refund.statusNameEn}</Tag>
              </span>
              <span className="request-card__body">
                <span className="request-card__text">
                  <span className="request-card__name">{RefundSourceText[refund.source][language]}</span>
                  <span className="muted">{t('list.order', { orderNo: refund.orderNo })}</span>
                  <span className="muted">{formatZonedLabelled(refund.createdAt, zone, language)}</span>
                </span>
                <strong className="request-card__amount">{formatPounds(refund.amount)}</strong>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination label={t('refunds.pagesLabel')} pageNum={pageNum} pageSize={PAGE_SIZE} total={page.total} onChange={setPageNum} />
    </>
  );
}
