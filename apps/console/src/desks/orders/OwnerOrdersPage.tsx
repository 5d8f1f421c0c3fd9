import { Button, Input, Result, Tabs } from 'antd';
import { useDeferredValue, useState } from 'react';
import { ORDER_TABS, type OrderTab } from '@clearlot/contract/rules/order';
import { useTranslation } from '../../shared/i18n';
import { useOwnerOrderList } from './api/ownerOrderList';
import { OwnerOrdersTable } from './components/OwnerOrdersTable';
import './ownerOrders.css';

const TABS = Object.keys(ORDER_TABS) as OrderTab[];

/**
 * /console/orders: the goods owner's orders and shipping desk (moved from the storefront's
 * /home/OwnerOrders, which now redirects here). Confirm pre-order stock, ship with tracking numbers, mark
 * parcels out for delivery, answer cancellation requests. Who may open it: @clearlot/browser/consoleDesks.
 */
export default function OwnerOrdersPage() {
  const { t } = useTranslation('ownerOrders');
  const [tab, setTab] = useState<OrderTab>('all');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const list = useOwnerOrderList({ tab, keyword, ...paging });
  // the arriving answer is drawn in a transition, in slices, not in one long task
  const page = useDeferredValue(list.data);

  return (
    <section className="owner-orders" aria-labelledby="owner-orders-title">
      <header className="desk__header">
        <h1 id="owner-orders-title" className="desk__title">
          {t('title')}
        </h1>
        <Input.Search
          className="owner-orders__search"
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          enterButton={t('search.button')}
          allowClear
          maxLength={100}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((current) => ({ ...current, pageNum: 1 }));
          }}
          data-testid="owner-search"
        />
      </header>
      <p className="desk__intro">{t('intro')}</p>
      <Tabs
        activeKey={tab}
        aria-label={t('tabs.label')}
        onChange={(key) => {
          setTab(key as OrderTab);
          setPaging((current) => ({ ...current, pageNum: 1 }));
        }}
        items={TABS.map((key) => ({ key, label: <span data-testid={`owner-tab-${key}`}>{t(`tabs.${key}`)}</span> }))}
      />
      {/* a list that could not be loaded says so, with a way to try again, instead of "No orders here" */}
      {list.isError && !page ? (
        <Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>} data-testid="owner-orders-load-failed" />
      ) : (
        <OwnerOrdersTable
          orders={page?.list ?? []}
          total={page?.total ?? 0}
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          loading={list.isFetching || page !== list.data}
          onPage={(pageNum, pageSize) => setPaging({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize })}
        />
      )}
    </section>
  );
}
