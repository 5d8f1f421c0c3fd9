import { Button, Result, Table, type TableColumnsType, Tag } from 'antd';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { RefundSourceText } from '@clearlot/contract/rules/refund';
import type { RefundSummary } from '@clearlot/contract/schemas/refund';
import { byLanguage } from '@clearlot/browser/catalogue/localized';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { RETURN_PAGE_SIZE, useOwnerRefunds } from './api';
import { REFUND_STATUS_COLOUR } from './display';

export const refundPath = (refundNo: string) => consolePaths.refund.path.replace(':refundNo', encodeURIComponent(refundNo));

/** The refunds made on the goods owner's orders, newest first: what asked for each, its status and amount; each opens its detail. The page lives in the address. */
export function RefundTable() {
  const { t, language } = useTranslation('returns');
  const zone = useDateZone();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const pageNum = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const refunds = useOwnerRefunds(pageNum);
  const page = useDeferredValue(refunds.data);

  const columns: TableColumnsType<RefundSummary> = [
    {
      key: 'refundNo',
      title: t('refunds.columns.refundNo'),
      render: (_, refund) => (
        <Link to={refundPath(refund.refundNo)} aria-label={t('refunds.open', { refundNo: refund.refundNo })} data-testid="refund-open">
          {refund.refundNo}
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('refunds.columns.status'),
      className: 'return-desk__nowrap',
      render: (_, refund) => <Tag color={REFUND_STATUS_COLOUR[refund.status]}>{byLanguage(language, refund.statusName, refund.statusNameEn)}</Tag>,
    },
    { key: 'source', title: t('refunds.columns.source'), render: (_, refund) => RefundSourceText[refund.source][language] },
    { key: 'order', title: t('refunds.columns.order'), render: (_, refund) => refund.orderNo },
    { key: 'createdAt', title: t('refunds.columns.createdAt'), render: (_, refund) => formatZonedLabelled(refund.createdAt, zone, language) },
    { key: 'amount', title: t('refunds.columns.amount'), align: 'right', render: (_, refund) => formatPounds(refund.amount) },
  ];

  if (refunds.isError && !page) return <Result status="warning" title={t('refunds.loadFailed')} extra={<Button onClick={() => void refunds.refetch()}>{t('retry')}</Button>} />;
  return (
    <Table<RefundSummary>
      rowKey="refundNo"
      columns={columns}
      dataSource={page?.list ?? []}
      loading={refunds.isFetching}
      locale={{ emptyText: t('refunds.empty') }}
      aria-label={t('refunds.label')}
      data-testid="refund-table"
      pagination={{
        current: pageNum,
        pageSize: RETURN_PAGE_SIZE,
        total: page?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: (next) => setParams(new URLSearchParams({ view: 'refunds', ...(next > 1 ? { page: String(next) } : {}) })),
      }}
    />
  );
}
