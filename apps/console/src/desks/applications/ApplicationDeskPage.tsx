import { Button, Result, Segmented, Table, type TableColumnsType, Tag } from 'antd';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { type ApplicationKind, ApplicationStatus } from '@clearlot/contract/rules/applications';
import type { ApplicationSummary } from '@clearlot/contract/schemas/applications';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { useDateZone } from '../../shared/dateZone';
import { EmailAddress } from '../../shared/EmailAddress';
import { useTranslation } from '../../shared/i18n';
import { APPLICATION_PAGE_SIZE, useApplicationQueue } from './api';
import { ApplicationStatusTag } from './ApplicationStatusTag';
import { CHECK_COLOUR, checkName, kindName, statusName } from './display';
import './applications.css';

type StatusFilter = 'all' | ApplicationStatus;
type KindFilter = 'all' | ApplicationKind;
const STATUSES: readonly StatusFilter[] = [ApplicationStatus.Submitted, ApplicationStatus.Approved, ApplicationStatus.Rejected, 'all'];
const KINDS: readonly KindFilter[] = ['all', 'seller', 'middleMan'];

/** Where one application of the desk opens, inside the console. */
export const applicationPath = (applicationNo: string) => consolePaths.application.path.replace(':applicationNo', encodeURIComponent(applicationNo));

/** The status filter the address asks for: waiting for review unless it names another (or `all`). */
function statusOf(asked: string | null): StatusFilter {
  if (asked === 'all') return 'all';
  const status = Number(asked) as ApplicationStatus;
  return STATUSES.includes(status) ? status : ApplicationStatus.Submitted;
}

/**
 * /console/applications: customer service's desk of seller and middle-man applications (moved from the
 * storefront's /home/ApplicationReview, which now opens this page), those waiting for review first, by status
 * and kind, a page at a time; each opens to its documents, register checks and decision. Filters and page
 * live in the address.
 */
export default function ApplicationDeskPage() {
  const { t, language } = useTranslation('applications');
  const zone = useDateZone();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const askedKind = params.get('kind') as KindFilter | null;
  const kind: KindFilter = askedKind && KINDS.includes(askedKind) ? askedKind : 'all';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const queue = useApplicationQueue({
    ...(status === 'all' ? {} : { status }),
    ...(kind === 'all' ? {} : { kind }),
    pageNum,
    pageSize: APPLICATION_PAGE_SIZE,
  });
  const go = (next: { status?: StatusFilter; kind?: KindFilter; page?: number }) => {
    const values = { status: next.status ?? status, kind: next.kind ?? kind, page: next.page ?? 1 };
    setParams(
      new URLSearchParams({
        ...(values.status === ApplicationStatus.Submitted ? {} : { status: String(values.status) }),
        ...(values.kind === 'all' ? {} : { kind: values.kind }),
        ...(values.page > 1 ? { page: String(values.page) } : {}),
      }),
    );
  };
  // the answer renders in a transition (a page of rows in one blocking task otherwise)
  const page = useDeferredValue(queue.data);

  const columns: TableColumnsType<ApplicationSummary> = [
    {
      key: 'applicationNo',
      title: t('desk.columns.applicationNo'),
      className: 'application-desk__nowrap',
      render: (_, item) => (
        <Link to={applicationPath(item.applicationNo)} data-testid="desk-open">
          {item.applicationNo}
        </Link>
      ),
    },
    { key: 'kind', title: t('desk.columns.kind'), className: 'application-desk__nowrap', render: (_, item) => kindName(item.kind, language) },
    {
      key: 'company',
      title: t('desk.columns.company'),
      // a narrow column: a long e-mail address breaks between its parts (EmailAddress), never inside one
      width: 220,
      render: (_, item) => (
        <>
          {item.companyName}
          <br />
          <EmailAddress address={item.email} className="muted" />
        </>
      ),
    },
    {
      key: 'companyCheck',
      title: t('desk.columns.companyCheck'),
      // the result's long wording ('Not checked (register look-up not configured)') wraps inside its tag
      className: 'application-desk__check',
      render: (_, item) => <Tag color={CHECK_COLOUR[item.companyCheck]}>{checkName(item.companyCheck, language)}</Tag>,
    },
    { key: 'status', title: t('desk.columns.status'), className: 'application-desk__nowrap', render: (_, item) => <ApplicationStatusTag status={item.status} /> },
    {
      key: 'submittedAt',
      title: t('desk.columns.submittedAt'),
      render: (_, item) => (item.submittedAt === null ? '—' : formatZonedLabelled(item.submittedAt, zone, language)),
    },
    {
      key: 'assignee',
      title: t('desk.columns.assignee'),
      className: 'application-desk__nowrap',
      render: (_, item) => item.assigneeName ?? <span className="muted">{t('unassigned')}</span>,
    },
  ];

  return (
    <section aria-labelledby="application-desk-title" className="application-desk">
      <h1 id="application-desk-title" className="desk__title">
        {t('desk.title')}
      </h1>
      <p className="desk__intro">{t('desk.intro')}</p>
      <div className="application-desk__filters">
        <Segmented<StatusFilter>
          aria-label={t('desk.statusFilter')}
          value={status}
          onChange={(value) => go({ status: value })}
          options={STATUSES.map((value) => ({ value, label: value === 'all' ? t('desk.all') : statusName(value, language) }))}
          data-testid="desk-status-filter"
        />
        <Segmented<KindFilter>
          aria-label={t('desk.kindFilter')}
          value={kind}
          onChange={(value) => go({ kind: value })}
          options={KINDS.map((value) => ({ value, label: value === 'all' ? t('desk.allKinds') : kindName(value, language) }))}
          data-testid="desk-kind-filter"
        />
      </div>
      {queue.isError && !page ? (
        <Result
          status="warning"
          title={t('desk.loadFailed')}
          extra={
            <Button onClick={() => void queue.refetch()} data-testid="desk-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<ApplicationSummary>
          rowKey="applicationNo"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={queue.isFetching}
          locale={{ emptyText: t('desk.empty') }}
          data-testid="application-desk-table"
          pagination={{
            current: pageNum,
            pageSize: APPLICATION_PAGE_SIZE,
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
