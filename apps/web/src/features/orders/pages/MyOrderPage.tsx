import { useDeferredValue } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Navigate, useSearchParams } from '../../../shared/router';
import type { OrderTab } from '@clearlot/contract/rules/order';
import { useOrderList } from '../api/orderList';
import { useOrderTabCounts } from '../api/tabCounts';
import { OrderCard } from '../components/OrderCard';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Pagination } from '../../../shared/ui/Pagination';
import { Busy } from '../../../shared/ui/kit/Spinner';
import { OrderSearch } from '../components/OrderSearch';
import { OrderListEmpty, OrderListSkeleton } from '../components/OrderListStates';
import { OrderTabsBar } from '../components/OrderTabsBar';
import { type OrderListState, PAGE_SIZES, listBodyOf, listParamsOf, listStateOf } from '../model/listQuery';
import { paths } from '../../../shared/paths';
import '../orders.css';

/**
 * /home/MyOrder: the buyer's orders by tab (docs/product.md §2), opened on the tab of the account-card quick
 * link that led here, searchable by order number or product name, a page at a time.
 */
export default function MyOrderPage() {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = listStateOf(params);
  const list = useOrderList(listBodyOf(state));
  const counts = useOrderTabCounts();
  // the arriving page of orders renders in a transition, in slices between the browser's own work (a
  // query's answer alone would render it in one blocking task)
  const page = useDeferredValue(list.data);

  const update = (patch: Partial<Omit<OrderListState, 'refundsNote'>>) => {
    const next = { ...state, ...patch };
    setParams(listParamsOf(next, state.refundsNote && next.tab === 'all'));
  };
  const changeTab = (tab: OrderTab) => update({ tab, pageNum: 1 });

  // the quick link (1,7) "refunds and returns" opens the buyer's requests (docs/product.md §2 returnList)
  if (state.refundsNote) return <Navigate to={paths.returnList.getHref()} replace />;

  let content;
  if (page && page.list.length > 0) {
    content = (
      <>
        {page.list.map((order) => (
          <OrderCard key={order.orderNo} order={order} />
        ))}
        <Pagination
          className="my-orders__pagination"
          label={t('list.pagesLabel')}
          pageNum={state.pageNum}
          pageSize={state.pageSize}
          total={page.total}
          sizeOptions={PAGE_SIZES}
          jumper
          totalText={t('list.total', { count: page.total })}
          onChange={(pageNum, pageSize) => update({ pageNum: pageSize === state.pageSize ? pageNum : 1, pageSize })}
        />
      </>
    );
  } else if (page) {
    content = <OrderListEmpty tab={state.tab} keyword={state.keyword} />;
  } else if (list.isError) {
    content = <LoadFailed title={t('loadFailed')} onRetry={() => void list.refetch()} />;
  } else {
    content = <OrderListSkeleton />;
  }

  return (
    <section className="my-orders" aria-labelledby="my-orders-title">
      <header className="my-orders__header">
        <h1 id="my-orders-title" className="orders-title">
          {t('title')}
        </h1>
        <OrderSearch key={state.keyword} keyword={state.keyword} onSearch={(keyword) => update({ keyword, pageNum: 1 })} />
      </header>
      <OrderTabsBar tab={state.tab} counts={counts.data} onChange={changeTab} />
      <Busy busy={list.isPlaceholderData && list.isFetching} label={common('a11y.loading')}>
        <div className="my-orders__list" aria-busy={list.isFetching} aria-live="polite">
          {content}
        </div>
      </Busy>
    </section>
  );
}
