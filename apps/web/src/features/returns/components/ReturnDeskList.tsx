import { useDeferredValue } from 'react';
import { Card, Pagination, Skeleton, Spin } from 'antd';
import { FilterTabs } from '../../../shared/ui/FilterTabs/FilterTabs';
import { Link, useSearchParams } from '../../../shared/router';
import type { ReturnTab } from '@clearlot/contract/rules/returns';
import type { ReturnDetail } from '@clearlot/contract/schemas/returns';
import { formatPounds } from '@clearlot/contract/format/money';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { useReturnList, useReturnTabCounts } from '../api/returns';
import { DESK_TABS, type ReturnDesk, type ReturnListState, listParamsOf, listStateOf } from '../model/desk';
import { returnKindName } from '../model/display';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';
import { ReturnStatusTag } from './ReturnStatusTag';

const PAGE_SIZE = 10;

function ReturnCard({ item, desk }: { item: ReturnDetail; desk: ReturnDesk }) {
  const { t } = useTranslation('returns');
  const language = currentLanguage();
  const zone = useDateZone();
  const first = item.lines[0];
  return (
    <Card size="small" className="return-card" data-testid="return-card">
      <Link to={paths.returnDetail.getHref(item.returnNo, desk)} className="return-card__link" aria-label={t('list.open', { returnNo: item.returnNo })}>
        <div className="return-card__head">
          <span className="return-card__no">{item.returnNo}</span>
          <ReturnStatusTag status={item.status} />
        </div>
        <div className="return-card__body">
          {first && <LineThumb productImage={first.productImage} className="return-line__picture" size={56} />}
          <div className="return-card__text">
            <p>{first ? productNameOf(first, language) : ''}</p>
            {item.lines.length > 1 && <p className="muted">{t('list.moreLines', { count: item.lines.length - 1 })}</p>}
            <p className="muted">
              {returnKindName(item.kind, language)} · {t('list.order', { orderNo: item.orderNo })}
            </p>
            <p className="muted">{formatZonedLabelled(item.createdAt, zone, language)}</p>
          </div>
          <strong className="return-card__amount">{formatPounds(item.refundedAmount ?? item.refundAmount)}</strong>
        </div>
      </Link>
    </Card>
  );
}

/**
 * One desk's requests by status tab, a page at a time; the tab and page live in the address. On a
 * phone the tab row scrolls sideways rather than folding tabs into antd's "···" button, which is
 * not a tab inside the tab list (axe: aria-required-children).
 */
export function ReturnDeskList({ desk }: { desk: ReturnDesk }) {
  const { t } = useTranslation('returns');
  const [params, setParams] = useSearchParams();
  const state = listStateOf(desk, params);
  const list = useReturnList(desk, { tab: state.tab, pageNum: state.pageNum, pageSize: PAGE_SIZE });
  const counts = useReturnTabCounts(desk);
  const update = (next: ReturnListState) => setParams(listParamsOf(desk, next), { replace: false });
  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const page = useDeferredValue(list.data);

  let content;
  if (page && page.list.length > 0) {
    content = (
      <>
        <ul className="return-list" aria-label={t('list.label')}>
          {page.list.map((item) => (
            <li key={item.returnNo}>
              <ReturnCard item={item} desk={desk} />
            </li>
          ))}
        </ul>
        <Pagination current={state.pageNum} pageSize={PAGE_SIZE} total={page.total} hideOnSinglePage onChange={(pageNum) => update({ ...state, pageNum })} />
      </>
    );
  } else if (page) {
    content = <EmptyResult title={t(`list.empty.${desk}`)} hint={desk === 'buyer' ? t('list.emptyHint') : undefined} />;
  } else if (list.isError) {
    content = <LoadFailed title={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  } else {
    content = <Skeleton active paragraph={{ rows: 5 }} />;
  }

  return (
    <>
      <FilterTabs
        className="return-tabs"
        aria-label={t('list.tabsLabel')}
        activeKey={state.tab}
        onChange={(key) => update({ tab: key as ReturnTab, pageNum: 1 })}
        items={DESK_TABS[desk].map((tab) => ({
          key: tab,
          label: (
            <span data-testid={`return-tab-${tab}`}>
              {t(`tabs.${tab}`)}
              {counts.data && <span className="return-tabs__count">{counts.data[tab]}</span>}
            </span>
          ),
        }))}
      />
      <Spin spinning={list.isPlaceholderData && list.isFetching} delay={150}>
        <div aria-busy={list.isFetching} aria-live="polite">
          {content}
        </div>
      </Spin>
    </>
  );
}
