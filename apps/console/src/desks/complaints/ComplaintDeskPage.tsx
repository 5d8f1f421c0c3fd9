import { Button, Input, Result, Table, type TableColumnsType, Tabs } from 'antd';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { COMPLAINT_TABS, type ComplaintTab } from '@clearlot/contract/rules/complaints';
import type { ComplaintSummary } from '@clearlot/contract/schemas/complaints';
import { byLanguage } from '@clearlot/browser/catalogue/localized';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { COMPLAINT_PAGE_SIZE, useDeskComplaints } from './api';
import { ComplaintStatusTag } from './ComplaintStatusTag';
import './complaints.css';

/** Where one complaint of the desk opens, inside the console. */
export const complaintPath = (complaintNo: string) => consolePaths.complaint.path.replace(':complaintNo', encodeURIComponent(complaintNo));

/**
 * /console/complaints: customer service's desk of every buyer's complaint (moved from the storefront's
 * /home/ComplaintDesk, which now opens this page), by tab, searchable by complaint or order number, a page
 * at a time. Tab, search and page live in the address.
 */
export default function ComplaintDeskPage() {
  const { t, language } = useTranslation('complaints');
  const zone = useDateZone();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ComplaintTab = COMPLAINT_TABS.includes(asked as ComplaintTab) ? (asked as ComplaintTab) : 'open';
  const keyword = params.get('q') ?? '';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const list = useDeskComplaints(tab, keyword, pageNum);
  const go = (next: { tab?: ComplaintTab; q?: string; page?: number }) => {
    const values = { tab: next.tab ?? tab, q: next.q ?? keyword, page: next.page ?? 1 };
    setParams(new URLSearchParams({ tab: values.tab, ...(values.q ? { q: values.q } : {}), ...(values.page > 1 ? { page: String(values.page) } : {}) }));
  };
  // the answer renders in a transition (a page of rows in one blocking task otherwise)
  const page = useDeferredValue(list.data);

  const columns: TableColumnsType<ComplaintSummary> = [
    {
      key: 'complaintNo',
      title: t('desk.columns.complaintNo'),
      render: (_, item) => (
        <Link to={complaintPath(item.complaintNo)} aria-label={t('desk.open', { complaintNo: item.complaintNo })} data-testid="complaint-open">
          {item.complaintNo}
        </Link>
      ),
    },
    { key: 'status', title: t('desk.columns.status'), className: 'complaint-desk__nowrap', render: (_, item) => <ComplaintStatusTag status={item.status} /> },
    { key: 'type', title: t('desk.columns.type'), className: 'complaint-desk__nowrap', render: (_, item) => t(`type.${item.type}`) },
    {
      key: 'about',
      title: t('desk.columns.about'),
      render: (_, item) => {
        const shop = byLanguage(language, item.shopName, item.shopNameEn);
        return item.orderNo ? (
          <>
            {t('order', { orderNo: item.orderNo })}
            <br />
            <span className="muted">{shop}</span>
          </>
        ) : (
          t('shop', { shop })
        );
      },
    },
    {
      key: 'description',
      title: t('desk.columns.description'),
      render: (_, item) => <p className="complaint-desk__description">{item.description}</p>,
    },
    { key: 'filed', title: t('desk.columns.filed'), render: (_, item) => formatZonedLabelled(item.createdAt, zone, language) },
    { key: 'updated', title: t('desk.columns.updated'), render: (_, item) => formatZonedLabelled(item.updatedAt, zone, language) },
  ];

  return (
    <section aria-labelledby="complaint-desk-title" className="complaint-desk">
      <h1 id="complaint-desk-title" className="desk__title">
        {t('desk.title')}
      </h1>
      <p className="desk__intro">{t('desk.intro')}</p>
      <Input.Search
        className="complaint-desk__search"
        defaultValue={keyword}
        placeholder={t('desk.searchPlaceholder')}
        enterButton={t('desk.search')}
        aria-label={t('desk.searchPlaceholder')}
        allowClear
        onSearch={(q) => go({ q: q.trim() })}
        data-testid="complaint-search"
      />
      <Tabs
        aria-label={t('desk.tabsLabel')}
        activeKey={tab}
        onChange={(key) => go({ tab: key as ComplaintTab })}
        items={COMPLAINT_TABS.map((key) => ({
          key,
          label: (
            <span data-testid={`complaint-tab-${key}`}>
              {t(`tabs.${key}`)}
              {page && <span className="complaint-desk__count">{page.counts[key]}</span>}
            </span>
          ),
        }))}
      />
      {list.isError && !page ? (
        <Result
          status="warning"
          title={t('desk.loadFailed')}
          extra={
            <Button onClick={() => void list.refetch()} data-testid="complaint-desk-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<ComplaintSummary>
          rowKey="complaintNo"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('desk.empty') }}
          data-testid="complaint-desk-table"
          pagination={{
            current: pageNum,
            pageSize: COMPLAINT_PAGE_SIZE,
            total: page?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (next) => go({ page: next }),
          }}
        />
      )}
    </section>
  );
}
