import { FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Alert, App, Button, type ButtonProps, Card, Descriptions, type DescriptionsProps, Form, Input, Modal, Result, Select, Skeleton, Space, Table, Tag, Timeline } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { APPLICATION_REASON_MAX, ApplicationStatus, ApplicationStatusText } from '@clearlot/contract/rules/applications';
import { RejectApplicationBody } from '@clearlot/contract/schemas/applications';
import type { ApplicationDocument, ApplicationView, RegisterCheck } from '@clearlot/contract/schemas/applications';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { ApiError } from '@clearlot/browser/http/client';
import { useDateZone } from '../../shared/dateZone';
import { EmailAddress } from '../../shared/EmailAddress';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { useApprove, useAssign, usePlatformUsers, useReject, useReviewedApplication } from './api';
import { ApplicationStatusTag } from './ApplicationStatusTag';
import { CHECK_COLOUR, checkName, documentName, fileSize, kindName, regionName } from './display';
import { openDocument } from './document';
import './applications.css';

function CheckTag({ check }: { check: RegisterCheck }) {
  const { language } = useTranslation('applications');
  return (
    <Space wrap size={4}>
      <Tag color={CHECK_COLOUR[check.result]} data-testid="review-check">
        {checkName(check.result, language)}
      </Tag>
      {check.registeredName && <span className="muted">{check.registeredName}</span>}
    </Space>
  );
}

/** Who on the platform handles the application: any of the staff (/platformUser/selectList), or nobody. */
function AssigneePicker({ application }: { application: ApplicationView }) {
  const { t } = useTranslation('applications');
  const staff = usePlatformUsers();
  const assign = useAssign();
  return (
    <Select
      aria-label={t('review.assignee')}
      className="application-review__assignee"
      loading={staff.isPending || assign.isPending}
      value={application.assignee?.id ?? 0}
      onChange={(id: number) => assign.mutate({ applicationNo: application.applicationNo, assigneeUserId: id === 0 ? null : id })}
      options={[{ value: 0, label: t('unassigned') }, ...(staff.data ?? []).map((member) => ({ value: member.id, label: `${member.name} · ${member.email}` }))]}
      data-testid="application-assignee"
    />
  );
}

/** The seller's two documents, each opened here only (a private file fetched with the session). */
function Documents({ documents }: { documents: readonly ApplicationDocument[] }) {
  const { t, language } = useTranslation('applications');
  const [opening, setOpening] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const view = async (document: ApplicationDocument) => {
    setFailure(null);
    setOpening(document.url);
    try {
      await openDocument(document.url, document.fileName);
    } catch {
      setFailure(t('review.documentFailed'));
    } finally {
      setOpening(null);
    }
  };
  return (
    <Card title={<h2 className="application-review__section-title">{t('review.documents')}</h2>}>
      {failure && <Alert type="error" showIcon title={failure} className="application-review__alert" />}
      <Table<ApplicationDocument>
        rowKey="docType"
        size="small"
        pagination={false}
        dataSource={[...documents]}
        locale={{ emptyText: t('review.noDocuments') }}
        columns={[
          {
            key: 'docType',
            title: t('review.documentColumns.type'),
            render: (_, document) => (
              <Space size={8}>
                {document.contentType === 'application/pdf' ? <FilePdfOutlined aria-hidden /> : <FileImageOutlined aria-hidden />}
                {documentName(document.docType, language)}
              </Space>
            ),
          },
          { key: 'fileName', title: t('review.documentColumns.file'), render: (_, document) => document.fileName },
          { key: 'size', title: t('review.documentColumns.size'), render: (_, document) => fileSize(document.byteSize) },
          {
            key: 'view',
            title: t('review.documentColumns.open'),
            render: (_, document) => (
              <Button
                size="small"
                onClick={() => void view(document)}
                loading={opening === document.url}
                aria-label={t('review.viewDocument', { name: documentName(document.docType, language) })}
                data-testid={`review-doc-${document.docType}`}
              >
                {t('review.view')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The application's history, newest first: every status it entered, who moved it and their note (a rejection's reasons). */
function History({ history }: { history: ApplicationView['history'] }) {
  const { t, language } = useTranslation('applications');
  const zone = useDateZone();
  return (
    <Card title={<h2 className="application-review__section-title">{t('review.history')}</h2>}>
      <Timeline
        items={[...history].reverse().map((entry, index) => ({
          key: index,
          content: (
            <div className="application-review__log" data-testid="application-log">
              <p>
                <strong>{ApplicationStatusText[entry.status].history[language]}</strong>{' '}
                <span className="muted">
                  {formatZonedLabelled(entry.at, zone, language)} · {t(`actor.${entry.actor}`)}
                </span>
              </p>
              {entry.note && <p className="application-review__note">{entry.note === 'resubmitted' ? t('review.resubmitted') : entry.note}</p>}
            </div>
          ),
        }))}
      />
    </Card>
  );
}

/** Reject with reasons the applicant reads in the e-mail (the contract's rule for them on the field). */
function RejectDialog({ applicationNo, onClose }: { applicationNo: string; onClose: () => void }) {
  const { t } = useTranslation('applications');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useReject();
  const submit = async () => {
    let reason: string;
    try {
      reason = (await form.validateFields()).reason;
    } catch {
      return;
    }
    try {
      await reject.mutateAsync({ applicationNo, reason: reason.trim() });
      void message.success(t('review.rejected'));
      onClose();
    } catch {
      // The HTTP client has shown the server's reason.
    }
  };
  return (
    <Modal
      open
      title={t('review.rejectTitle', { applicationNo })}
      okText={t('review.reject')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading: reject.isPending, 'data-testid': 'review-reject-confirm' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="reason" label={t('review.reason')} extra={t('review.reasonHint')} rules={[schemaRule(RejectApplicationBody.shape.reason)]}>
          <Input.TextArea rows={4} maxLength={APPLICATION_REASON_MAX} showCount data-testid="review-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Review({ application }: { application: ApplicationView }) {
  const { t, language } = useTranslation('applications');
  const zone = useDateZone();
  const { modal, message } = App.useApp();
  const approve = useApprove();
  const [rejecting, setRejecting] = useState(false);
  const waiting = application.status === ApplicationStatus.Submitted;
  const seller = application.kind === 'seller';

  const confirmApprove = () =>
    modal.confirm({
      title: t('review.approveTitle', { applicationNo: application.applicationNo }),
      content: seller ? t('review.approveSeller', { email: application.email }) : t('review.approveMiddleMan'),
      okText: t('review.approve'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await approve.mutateAsync(application.applicationNo);
          void message.success(t('review.approved'));
        } catch {
          // The HTTP client has shown the server's reason; the application is read again either way.
        }
      },
    });

  const items: DescriptionsProps['items'] = [
    { key: 'kind', label: t('review.kind'), children: kindName(application.kind, language) },
    { key: 'status', label: t('review.status'), children: <ApplicationStatusTag status={application.status} /> },
    { key: 'companyName', label: t('review.companyName'), children: application.companyName },
    { key: 'registrationNumber', label: t('review.registrationNumber'), children: application.registrationNumber },
    { key: 'companyCheck', label: t('review.companyCheck'), children: <CheckTag check={application.companyCheck} /> },
    ...(seller
      ? [
          { key: 'vatNumber', label: t('review.vatNumber'), children: application.vatNumber || '—' },
          { key: 'vatCheck', label: t('review.vatCheck'), children: <CheckTag check={application.vatCheck} /> },
        ]
      : []),
    { key: 'contact', label: t('review.contact'), children: `${application.contactFirstName} ${application.contactLastName}` },
    { key: 'email', label: t('review.email'), children: <EmailAddress address={application.email} /> },
    ...(seller
      ? [
          { key: 'storeName', label: t('review.storeName'), children: application.storeName },
          {
            key: 'storeLink',
            label: t('review.storeLink'),
            children: application.storeLink ? (
              <a href={application.storeLink} target="_blank" rel="noopener noreferrer nofollow">
                {application.storeLink}
              </a>
            ) : (
              '—'
            ),
          },
        ]
      : [{ key: 'regions', label: t('review.regions'), children: application.regions.map((region) => regionName(region, language)).join(', ') }]),
    { key: 'submittedAt', label: t('review.submittedAt'), children: application.submittedAt === null ? '—' : formatZonedLabelled(application.submittedAt, zone, language) },
    { key: 'assignee', label: t('review.assignee'), children: <AssigneePicker application={application} /> },
  ];

  return (
    <>
      {application.status === ApplicationStatus.Rejected && (
        <Alert type="warning" showIcon title={t('review.rejectedTitle')} description={application.rejectReason} data-testid="review-rejected" />
      )}
      <Card>
        <Descriptions column={{ xs: 1, lg: 2 }} size="small" bordered items={items} data-testid="application-summary" />
      </Card>
      {seller && <Documents documents={application.documents} />}
      {waiting && (
        <Card title={<h2 className="application-review__section-title">{t('review.decision')}</h2>}>
          <p className="application-review__hint">{t('review.decisionHint')}</p>
          <Space wrap>
            <Button type="primary" onClick={confirmApprove} loading={approve.isPending} data-testid="review-approve">
              {t('review.approve')}
            </Button>
            <Button danger onClick={() => setRejecting(true)} data-testid="review-reject">
              {t('review.reject')}
            </Button>
          </Space>
        </Card>
      )}
      <History history={application.history} />
      {rejecting && <RejectDialog applicationNo={application.applicationNo} onClose={() => setRejecting(false)} />}
    </>
  );
}

/**
 * /console/applications/:applicationNo: one seller or middle-man application as the reviewer reads it
 * (moved from the storefront's /home/ApplicationReviewDetail?applicationNo=, which now opens this page):
 * the company, its register checks, contact and store, the documents (viewable only here), who handles it,
 * the decision while it waits for review, and its history.
 */
export default function ApplicationReviewPage() {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const applicationNo = (useParams().applicationNo ?? '').trim();
  const detail = useReviewedApplication(applicationNo);
  // the arriving application is drawn in a transition, not in one long task
  const shown = useDeferredValue(detail.data);
  let content;
  if (shown) content = <Review application={shown} />;
  else if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.code === ErrorCatalogue.applicationNotFound.code;
    content = missing ? (
      <Result status="404" title={t('review.notFound')} data-testid="application-not-found" />
    ) : (
      <Result
        status="warning"
        title={t('review.loadFailed')}
        extra={
          <Button onClick={() => void detail.refetch()} data-testid="application-retry">
            {t('retry')}
          </Button>
        }
      />
    );
  } else content = <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <section className="application-review" aria-labelledby="application-review-title">
      <div className="desk__header">
        <h1 id="application-review-title" className="desk__title">
          {t('review.title', { applicationNo })}
        </h1>
        <Button onClick={() => void navigate(consolePaths.applications.path)} data-testid="application-back">
          {t('review.back')}
        </Button>
      </div>
      {content}
    </section>
  );
}
