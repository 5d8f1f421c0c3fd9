import { Button, Result, Table, type TableColumnsType, Tabs } from 'antd';
import { useDeferredValue } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { AfterSaleReasons, AfterSaleStatusText } from '@clearlot/contract/rules/afterSales';
import type { AfterSaleDetail } from '@clearlot/contract/schemas/afterSales';
import { byLanguage, productNameOf } from '@clearlot/browser/catalogue/localized';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { AFTER_SALE_PAGE_SIZE, useAfterSaleList } from './api';
import { type AfterSaleListState, LIST_STATUSES, afterSalePath, deskOfPath, listParamsOf, listStateOf } from './desk';
import { AfterSaleStatusTag } from './AfterSaleStatusTag';
import './afterSales.css';

const ALL = 'all';

/**
 * /console/after-sales (the goods owner's) and /console/interventions/after-sales (customer service's, opening
 * on the intervention queue): after-sales requests for damaged or faulty goods by status tab, a page at a time,
 * moved from the storefront's /home/AfterSale?desk=owner|agent, which now opens these pages. The tab and page
 * live in the address.
 */
export default function AfterSaleDeskPage() {
  const { t, language } = useTranslation('afterSales');
  const zone = useDateZone();
  const navigate = useNavigate();
  const desk = deskOfPath(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const state = listStateOf(desk, params);
  const list = useAfterSaleList(desk, state);
  const update = (next: AfterSaleListState) => setParams(listParamsOf(desk, next));
  // the answer renders in a transition (a page of rows in one blocking task otherwise)
  const page = useDeferredValue(list.data);

  const columns: TableColumnsType<AfterSaleDetail> = [
    {
      key: 'afterSaleNo',
      title: t('list.columns.afterSaleNo'),
      render: (_, item) => (
        <Link to={afterSalePath(desk, item.afterSaleNo)} aria-label={t('list.open', { afterSaleNo: item.afterSaleNo })} data-testid="after-sale-open">
          {item.afterSaleNo}
        </Link>
      ),
    },
    { key: 'status', title: t('list.columns.status'), className: 'after-sale-desk__nowrap', render: (_, item) => <AfterSaleStatusTag status={item.status} testId={null} /> },
    {
      key: 'item',
      title: t('list.columns.item'),
      render: (_, item) => (
        <>
          {productNameOf(item.item, language)}
          <div className="muted">
            {AfterSaleReasons[item.reason][language]} · {t('list.units', { count: item.applyQuantity })}
          </div>
        </>
      ),
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
    { key: 'amount', title: t('list.columns.amount'), align: 'right', render: (_, item) => formatPounds(item.refundedAmount ?? item.applyAmount) },
  ];

  return (
    <section className="after-sale-desk" aria-labelledby="after-sale-list-title">
      <div className="desk__header">
        <h1 id="after-sale-list-title" className="desk__title">
          {t(`list.title.${desk}`)}
        </h1>
        <Button onClick={() => void navigate(desk === 'owner' ? consolePaths.returns.path : consolePaths.interventions.path)} data-testid="returns-link">
          {t(`list.returns.${desk}`)}
        </Button>
      </div>
      <p className="desk__intro">{t(`list.intro.${desk}`)}</p>
      <Tabs
        aria-label={t('list.tabsLabel')}
        activeKey={state.status === null ? ALL : String(state.status)}
        onChange={(key) => update({ status: key === ALL ? null : (Number(key) as AfterSaleListState['status']), pageNum: 1 })}
        items={[
          { key: ALL, label: <span data-testid="after-sale-tab-all">{t('list.all')}</span> },
          ...LIST_STATUSES.map((status) => ({ key: String(status), label: <span data-testid={`after-sale-tab-${status}`}>{AfterSaleStatusText[status].name[language]}</span> })),
        ]}
      />
      {list.isError && !page ? (
        <Result status="warning" title={t('list.loadFailed')} extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>} />
      ) : (
        <Table<AfterSaleDetail>
          rowKey="afterSaleNo"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t(`list.empty.${desk}`) }}
          aria-label={t('list.label')}
          data-testid="after-sale-desk-table"
          pagination={{
            current: state.pageNum,
            pageSize: AFTER_SALE_PAGE_SIZE,
            total: page?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (pageNum) => update({ ...state, pageNum }),
          }}
        />
      )}
    </section>
  );
}
