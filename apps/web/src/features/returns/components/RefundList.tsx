import { Card, Pagination, Skeleton, Tag } from 'antd';
import { useDeferredValue, useState } from 'react';
import { Link } from '../../../shared/router';
import { RefundSourceText } from '@clearlot/contract/rules/refund';
import { formatPounds } from '@clearlot/contract/format/money';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { useRefunds } from '../api/refunds';
import { REFUND_STATUS_COLOUR } from '../model/refundDisplay';

const PAGE_SIZE = 10;

/** The buyer's refunds, newest first: what asked for each, its status and amount; each opens its detail. */
export function RefundList() {
  const { t } = useTranslation('returns');
  const language = currentLanguage();
  const zone = useDateZone();
  const [pageNum, setPageNum] = useState(1);
  const refunds = useRefunds({ tab: 'all', pageNum, pageSize: PAGE_SIZE });
  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const page = useDeferredValue(refunds.data);
  if (refunds.isError) return <LoadFailed title={t('refunds.loadFailed')} error={refunds.error} onRetry={() => void refunds.refetch()} />;
  if (!page) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (page.list.length === 0) return <EmptyResult title={t('refunds.empty')} hint={t('refunds.emptyHint')} />;
  return (
    <>
      <ul className="return-list" aria-label={t('refunds.label')}>
        {page.list.map((refund) => (
          <li key={refund.refundNo}>
            <Card size="small" className="return-card" data-testid="refund-card">
              <Link to={paths.refundDetail.getHref(refund.refundNo)} className="return-card__link" aria-label={t('refunds.open', { refundNo: refund.refundNo })}>
                <div className="return-card__head">
                  <span className="return-card__no">{refund.refundNo}</span>
                  <Tag color={REFUND_STATUS_COLOUR[refund.status]}>{language === 'zh' ? refund.statusName : refund.statusNameEn}</Tag>
                </div>
                <div className="return-card__body">
                  <div className="return-card__text">
                    <p>{RefundSourceText[refund.source][language]}</p>
                    <p className="muted">{t('list.order', { orderNo: refund.orderNo })}</p>
                    <p className="muted">{formatZonedLabelled(refund.createdAt, zone, language)}</p>
                  </div>
                  <strong className="return-card__amount">{formatPounds(refund.amount)}</strong>
                </div>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <Pagination current={pageNum} pageSize={PAGE_SIZE} total={page.total} hideOnSinglePage onChange={setPageNum} />
    </>
  );
}
