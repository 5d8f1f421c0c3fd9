import { Button, Result, Table, type TableColumnsType, Tabs } from 'antd';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { ReturnKindText, type ReturnTab } from '@clearlot/contract/rules/returns';
import type { ReturnDetail } from '@clearlot/contract/schemas/returns';
import { byLanguage, productNameOf } from '@clearlot/browser/catalogue/localized';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { RETURN_PAGE_SIZE, useReturnList, useReturnTabCounts } from './api';
import { DESK_TABS, type ReturnDesk, type ReturnListState, listParamsOf, listStateOf, returnPath } from './desk';
import { ReturnStatusTag } from './display';

/**
 * One desk's requests by status tab, a page at a time, in a table: number (opening the request), status, kind,
 * the items, order, buyer (and the goods owner at the agent's desk), requested and the money. The tab and page
 * live in the address, beside whatever else the page keeps there (`keep`).
 */
export function ReturnDeskTable({ desk, keep = {} }: { desk: ReturnDesk; keep?: Record<string, string> }) {
  const { t, language } = useTranslation('returns');
  const zone = useDateZone();
  const [params, setParams] = useSearchParams();
  const state = listStateOf(desk, params);
  const list = useReturnList(desk, { tab: state.tab, pageNum: state.pageNum, pageSize: RETURN_PAGE_SIZE });
  const counts = useReturnTabCounts(desk);
  const update = (next: ReturnListState) => setParams(listParamsOf(desk, next, keep));
  // the answer renders in a transition (a page of rows in one blocking task otherwise)
  const page = useDeferredValue(list.data);

  const columns: TableColumnsType<ReturnDetail> = [
    {
      key: 'returnNo',
      title: t('list.columns.returnNo'),
      render: (_, item) => (
        <Link to={returnPath(desk, item.returnNo)} aria-label={t('list.open', { returnNo: item.returnNo })} data-testid="return-open">
          {item.returnNo}
        </Link>
      ),
    },
    { key: 'status', title: t('list.columns.status'), className: 'return-desk__nowrap', render: (_, item) => <ReturnStatusTag status={item.status} /> },
    { key: 'kind', title: t('list.columns.kind'), render: (_, item) => ReturnKindText[item.kind][language] },
    {
      key: 'items',
      title: t('list.columns.items'),
      render: (_, item) => {
        const first = item.lines[0];
        return (
          <>
            {first ? productNameOf(first, language) : ''}
            {item.lines.length > 1 && <div className="muted">{t('list.moreLines', { count: item.lines.length - 1 })}</div>}
          </>
        );
      },
    },
    {
      key: 'order',
      title: t('list.columns.order'),
      render: (_, item) => (
        <>
          {item.orderNo}
          <div className="muted">{desk === 'agent' ? `${item.buyerName} · ${byLanguage(language, item.ownerName, item.ownerNameEn)}` : item.buyerName}</div>
        </>
      ),
    },
    { key: 'createdAt', title: t('list.columns.createdAt'), render: (_, item) => formatZonedLabelled(item.createdAt, zone, language) },
    { key: 'amount', title: t('list.columns.amount'), align: 'right', render: (_, item) => formatPounds(item.refundedAmount ?? item.refundAmount) },
  ];

  return (
    <>
      <Tabs
        aria-label={t('list.tabsLabel')}
        activeKey={state.tab}
        onChange={(key) => update({ tab: key as ReturnTab, pageNum: 1 })}
        items={DESK_TABS[desk].map((tab) => ({
          key: tab,
          label: (
            <span data-testid={`return-tab-${tab}`}>
              {t(`tabs.${tab}`)}
              {counts.data && <span className="return-desk__count">{counts.data[tab]}</span>}
            </span>
          ),
        }))}
      />
      {list.isError && !page ? (
        <Result status="warning" title={t('list.loadFailed')} extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>} />
      ) : (
        <Table<ReturnDetail>
          rowKey="returnNo"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('list.empty') }}
          aria-label={t('list.label')}
          data-testid="return-desk-table"
          pagination={{
            current: state.pageNum,
            pageSize: RETURN_PAGE_SIZE,
            total: page?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (pageNum) => update({ ...state, pageNum }),
          }}
        />
      )}
    </>
  );
}
