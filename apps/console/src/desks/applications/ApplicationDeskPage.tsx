import { useState } from 'react';
import { Card, Segmented, Table, Tag, Typography } from 'antd';
import { Link } from '../../../shared/router';
import { type ApplicationKind, ApplicationStatus } from '@clearlot/contract/rules/applications';
import type { ApplicationSummary } from '@clearlot/contract/schemas/applications';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { EmailAddress } from '../../../shared/ui/EmailAddress';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { useApplicationQueue } from '../api/applications';
import { ApplicationStatusTag } from '../components/ApplicationStatusTag';
import { When } from '../components/When';
import { CHECK_COLOUR, checkName, kindName, statusName } from '../model/display';
import '../applications.css';

type StatusFilter = 'all' | ApplicationStatus;
const FILTERS: readonly StatusFilter[] = [ApplicationStatus.Submitted, ApplicationStatus.Approved, ApplicationStatus.Rejected, 'all'];
const PAGE_SIZE = 20;

/**
 * /home/ApplicationReview: the platform reviewer's desk (customer service and the platform role):
 * seller and middle-man applications, those waiting for review first, each opened to its documents,
 * register checks and decision.
 */
export default function ApplicationDeskPage() {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  const [status, setStatus] = useState<StatusFilter>(ApplicationStatus.Submitted);
  const [kind, setKind] = useState<'all' | ApplicationKind>('all');
  const [pageNum, setPageNum] = useState(1);
  const queue = useApplicationQueue({ ...(status === 'all' ? {} : { status }), ...(kind === 'all' ? {} : { kind }), pageNum, pageSize: PAGE_SIZE });

  return (
    <section className="application-page" aria-labelledby="desk-title">
      <header className="application-page__header">
        <Typography.Title level={1} id="desk-title" className="application-page__title">
          {t('desk.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('desk.intro')}</Typography.Paragraph>
      </header>
      <Card>
        <div className="application-filters">
          <Segmented
            value={status}
            onChange={(value) => {
              setStatus(value as StatusFilter);
              setPageNum(1);
            }}
            options={FILTERS.map((filter) => ({ value: filter, label: filter === 'all' ? t('desk.all') : statusName(filter, language) }))}
          />
          <Segmented
            value={kind}
            onChange={(value) => {
              setKind(value as 'all' | ApplicationKind);
              setPageNum(1);
            }}
            options={[{ value: 'all', label: t('desk.allKinds') }, ...(['seller', 'middleMan'] as const).map((value) => ({ value, label: kindName(value, language) }))]}
          />
        </div>
        {queue.isError ? (
          <LoadFailed onRetry={() => void queue.refetch()} />
        ) : (
          <Table<ApplicationSummary>
            rowKey="applicationNo"
            loading={queue.isFetching && !queue.data}
            dataSource={queue.data?.list ?? []}
            scroll={{ x: 720 }}
            pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: queue.data?.total ?? 0, onChange: setPageNum, showSizeChanger: false, hideOnSinglePage: true }}
            locale={{ emptyText: t('desk.empty') }}
            columns={[
              {
                title: t('entry.number'),
                dataIndex: 'applicationNo',
                render: (applicationNo: string) => (
                  <Link to={paths.applicationReview.getHref(applicationNo)} data-testid="desk-open">
                    {applicationNo}
                  </Link>
                ),
              },
              { title: t('desk.kind'), dataIndex: 'kind', render: (value: ApplicationKind) => kindName(value, language) },
              {
                title: t('fields.companyName'),
                dataIndex: 'companyName',
                render: (value: string, row) => (
                  <>
                    {value}
                    <br />
                    <Typography.Text type="secondary">
                      <EmailAddress address={row.email} />
                    </Typography.Text>
                  </>
                ),
              },
              {
                title: t('desk.companyCheck'),
                dataIndex: 'companyCheck',
                render: (value: ApplicationSummary['companyCheck']) => <Tag color={CHECK_COLOUR[value]}>{checkName(value, language)}</Tag>,
              },
              { title: t('desk.status'), dataIndex: 'status', render: (value: ApplicationStatus) => <ApplicationStatusTag status={value} /> },
              { title: t('desk.submittedAt'), dataIndex: 'submittedAt', render: (value: number | null) => <When at={value} /> },
              {
                title: t('review.assignee'),
                dataIndex: 'assigneeName',
                render: (value: string | null) => value ?? <Typography.Text type="secondary">{t('review.unassigned')}</Typography.Text>,
              },
            ]}
          />
        )}
      </Card>
    </section>
  );
}
