import { useDeferredValue } from 'react';
import { COMPLAINT_TABS, type ComplaintTab } from '@clearlot/contract/rules/complaints';
import type { ComplaintSummary } from '@clearlot/contract/schemas/complaints';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { Link, useSearchParams } from '../../../shared/router';
import { FilterTabs } from '../../../shared/ui/FilterTabs/FilterTabs';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Pagination } from '../../../shared/ui/Pagination';
import { Card } from '../../../shared/ui/kit/Card';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { COMPLAINT_PAGE_SIZE, useComplaintList } from '../api/complaints';
import { ComplaintStatusTag } from './ComplaintStatusTag';

function ComplaintCard({ item }: { item: ComplaintSummary }) {
  const { t } = useTranslation('complaints');
  const zone = useDateZone();
  const language = currentLanguage();
  return (
    <Card size="small" className="complaint-card" data-testid="complaint-card">
      <Link to={paths.complainDetail.getHref(item.complaintNo)} className="complaint-card__link" aria-label={t('list.open', { complaintNo: item.complaintNo })}>
        <div className="complaint-card__head">
          <span className="complaint-card__no">{item.complaintNo}</span>
          <ComplaintStatusTag status={item.status} />
        </div>
        <p className="complaint-card__text">{item.description}</p>
        <p className="muted">
          {t(`type.${item.type}`)} · {item.orderNo ? t('list.order', { orderNo: item.orderNo }) : t('list.shop', { shop: byLanguage(language, item.shopName, item.shopNameEn) })}
        </p>
        <p className="muted">{t('list.filed', { time: formatZonedLabelled(item.createdAt, zone, language) })}</p>
      </Link>
    </Card>
  );
}

/** The buyer's complaints by tab, a page at a time; tab, keyword and page live in the address. */
export function ComplaintList() {
  const { t } = useTranslation('complaints');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ComplaintTab = COMPLAINT_TABS.includes(asked as ComplaintTab) ? (asked as ComplaintTab) : 'all';
  const keyword = params.get('q') ?? '';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const list = useComplaintList(tab, keyword, pageNum);
  const go = (next: { tab?: ComplaintTab; q?: string; page?: number }) => {
    const values = { tab: next.tab ?? tab, q: next.q ?? keyword, page: next.page ?? 1 };
    setParams(new URLSearchParams({ tab: values.tab, ...(values.q ? { q: values.q } : {}), ...(values.page > 1 ? { page: String(values.page) } : {}) }));
  };
  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const page = useDeferredValue(list.data);
  let content;
  if (page && page.list.length > 0) {
    content = (
      <>
        <ul className="complaint-list" aria-label={t('list.label')}>
          {page.list.map((item) => (
            <li key={item.complaintNo}>
              <ComplaintCard item={item} />
            </li>
          ))}
        </ul>
        <Pagination label={t('list.pagesLabel')} pageNum={pageNum} pageSize={COMPLAINT_PAGE_SIZE} total={page.total} onChange={(next) => go({ page: next })} />
      </>
    );
  } else if (page) content = <EmptyResult title={t('list.empty')} />;
  else if (list.isError) content = <LoadFailed title={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  else content = <Skeleton rows={5} label={t('a11y.loading', { ns: 'common' })} />;
  return (
    <>
      <FilterTabs
        className="complaint-tabs"
        aria-label={t('list.tabsLabel')}
        activeKey={tab}
        onChange={(key) => go({ tab: key as ComplaintTab })}
        items={COMPLAINT_TABS.map((key) => ({
          key,
          label: (
            <span data-testid={`complaint-tab-${key}`}>
              {t(`tabs.${key}`)}
              {page && <span className="complaint-tabs__count">{page.counts[key]}</span>}
            </span>
          ),
        }))}
      />
      <div aria-busy={list.isFetching} aria-live="polite">
        {content}
      </div>
    </>
  );
}
