import { useDeferredValue } from 'react';
import { AfterSaleStatusText, type AfterSaleStatus } from '@clearlot/contract/rules/afterSales';
import type { ReturnTab } from '@clearlot/contract/rules/returns';
import { useSearchParams } from '../../../shared/router';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { FilterTabs } from '../../../shared/ui/FilterTabs/FilterTabs';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Pagination } from '../../../shared/ui/Pagination';
import { Busy } from '../../../shared/ui/kit/Spinner';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { useRequestList, useReturnTabCounts } from '../api/requests';
import { ALL_TAB, LIST_TABS, type RequestListState, listParamsOf, listRequestOf, listStateOf } from '../model/listQuery';
import { type RequestKind, TEST_ID_PREFIX } from '../model/request';
import { RequestCard } from './RequestCard';

const PAGE_SIZE = 10;

/**
 * The buyer's requests of one kind by status tab, a page at a time; the tab and page live in the address.
 * Returns show how many each tab holds. On a phone the tab row scrolls sideways (FilterTabs).
 */
export function RequestList({ kind }: { kind: RequestKind }) {
  const { t } = useTranslation('requests');
  const { t: common } = useTranslation();
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  const state = listStateOf(kind, params);
  const list = useRequestList(listRequestOf(state, PAGE_SIZE));
  const counts = useReturnTabCounts(kind === 'return');
  const update = (next: RequestListState) => setParams(listParamsOf(next));
  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const page = useDeferredValue(list.data);
  const prefix = TEST_ID_PREFIX[kind];

  const tabLabel = (tab: string) => {
    if (kind === 'afterSale' && tab !== ALL_TAB) return AfterSaleStatusText[Number(tab) as AfterSaleStatus].name[language];
    return t(`tabs.${tab as ReturnTab}`);
  };
  const count = (tab: string) => (kind === 'return' && counts.data ? counts.data[tab as ReturnTab] : null);

  let content;
  if (page && page.list.length > 0) {
    content = (
      <>
        <ul className="request-list" aria-label={t(`list.label.${kind}`)}>
          {page.list.map((request) => (
            <li key={request.requestNo}>
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
        <Pagination label={t('list.pagesLabel')} pageNum={state.pageNum} pageSize={PAGE_SIZE} total={page.total} onChange={(pageNum) => update({ ...state, pageNum })} />
      </>
    );
  } else if (page) {
    content = <EmptyResult title={t(`list.empty.${kind}`)} hint={t(`list.emptyHint.${kind}`)} />;
  } else if (list.isError) {
    content = <LoadFailed title={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  } else {
    content = <Skeleton rows={5} label={common('a11y.loading')} />;
  }

  return (
    <>
      <FilterTabs
        aria-label={t('list.tabsLabel')}
        activeKey={state.tab}
        onChange={(tab) => update({ kind, tab, pageNum: 1 })}
        items={LIST_TABS[kind].map((tab) => ({
          key: tab,
          label: (
            <span data-testid={`${prefix}-tab-${tab}`}>
              {tabLabel(tab)}
              {count(tab) !== null && <span className="request-tabs__count">{count(tab)}</span>}
            </span>
          ),
        }))}
      />
      <Busy busy={list.isPlaceholderData && list.isFetching} label={common('a11y.loading')}>
        <div aria-busy={list.isFetching} aria-live="polite">
          {content}
        </div>
      </Busy>
    </>
  );
}
