import { useDeferredValue } from 'react';
import { Button, Pagination, Skeleton, Spin } from 'antd';
import { FilterTabs } from '../../../shared/ui/FilterTabs/FilterTabs';
import { useSearchParams } from '../../../shared/router';
import { AfterSaleStatusText } from '@clearlot/contract/rules/afterSales';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { hashHref, paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { useAfterSaleList } from '../api/afterSales';
import { AfterSaleCard } from '../components/AfterSaleCard';
import { type AfterSaleListState, LIST_STATUSES, listParamsOf, listStateOf } from '../model/desk';
import '../afterSales.css';

const PAGE_SIZE = 10;
const ALL = 'all';

/**
 * /home/AfterSale (docs/product.md §2 AfterSale): after-sales requests for damaged or faulty goods by
 * status tab — the buyer's own, or with `desk=owner` the goods owner's to review and `desk=agent`
 * customer service's (opening on the intervention queue). Requests are made from an order.
 */
export default function AfterSaleListPage() {
  const { t } = useTranslation('afterSales');
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  const state = listStateOf(params);
  const list = useAfterSaleList(state, PAGE_SIZE);
  const update = (next: AfterSaleListState) => setParams(listParamsOf(next));
  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const page = useDeferredValue(list.data);

  let content;
  if (page && page.list.length > 0) {
    content = (
      <>
        <ul className="after-sale-list" aria-label={t('list.label')}>
          {page.list.map((item) => (
            <li key={item.afterSaleNo}>
              <AfterSaleCard item={item} desk={state.desk} />
            </li>
          ))}
        </ul>
        <Pagination current={state.pageNum} pageSize={PAGE_SIZE} total={page.total} hideOnSinglePage onChange={(pageNum) => update({ ...state, pageNum })} />
      </>
    );
  } else if (page) {
    content = <EmptyResult title={t(`list.empty.${state.desk}`)} hint={state.desk === 'buyer' ? t('list.emptyHint') : undefined} />;
  } else if (list.isError && !list.data) {
    content = <LoadFailed title={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  } else {
    content = <Skeleton active paragraph={{ rows: 5 }} />;
  }

  return (
    <section className="after-sale-page" aria-labelledby="after-sale-list-title">
      <header className="after-sale-page__header">
        <div>
          <h1 id="after-sale-list-title" className="after-sale-page__title">
            {t(`list.title.${state.desk}`)}
          </h1>
          <p className="muted">{t(`list.intro.${state.desk}`)}</p>
        </div>
        {state.desk === 'buyer' && <Button href={hashHref(paths.returnList.getHref())}>{t('list.returns')}</Button>}
      </header>
      <FilterTabs
        className="after-sale-tabs"
        aria-label={t('list.tabsLabel')}
        activeKey={state.status === null ? ALL : String(state.status)}
        onChange={(key) => update({ ...state, status: key === ALL ? null : (Number(key) as AfterSaleListState['status']), pageNum: 1 })}
        items={[
          { key: ALL, label: <span data-testid="after-sale-tab-all">{t('list.all')}</span> },
          ...LIST_STATUSES.map((status) => ({ key: String(status), label: <span data-testid={`after-sale-tab-${status}`}>{AfterSaleStatusText[status].name[language]}</span> })),
        ]}
      />
      <Spin spinning={list.isPlaceholderData && list.isFetching} delay={150}>
        <div aria-busy={list.isFetching} aria-live="polite">
          {content}
        </div>
      </Spin>
    </section>
  );
}
