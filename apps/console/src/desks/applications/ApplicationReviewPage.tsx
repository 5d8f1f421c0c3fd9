import { useDeferredValue, useState } from 'react';
import { Alert, Button, type ButtonProps, Card, Descriptions, Form, Grid, Input, List, Modal, Select, Skeleton, Space, Tag, Typography, message } from 'antd';
import { FilePdfOutlined, FileImageOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from '../../../shared/router';
import { APPLICATION_REASON_MAX, ApplicationStatus } from '@clearlot/contract/rules/applications';
import type { ApplicationView, RegisterCheck } from '@clearlot/contract/schemas/applications';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { validationText } from '../../../shared/forms/validation';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { useApprove, useAssign, usePlatformUsers, useReject, useReviewedApplication } from '../api/applications';
import { openDocument } from '../api/document';
import { ApplicationHistory } from '../components/ApplicationHistory';
import { ApplicationStatusTag } from '../components/ApplicationStatusTag';
import { When } from '../components/When';
import { CHECK_COLOUR, checkName, documentName, fileSize, kindName, regionName } from '../model/display';
import '../applications.css';

/** /home/ApplicationReviewDetail?applicationNo=…: one application for the reviewer, with its documents (viewable only here), register checks, history and the decision. */
export default function ApplicationReviewPage() {
  const { t } = useTranslation('applications');
  const [params] = useSearchParams();
  const applicationNo = params.get('applicationNo') ?? '';
  const detail = useReviewedApplication(applicationNo);
  // the arriving answer is drawn in a transition, in slices, not in one long task
  const shown = useDeferredValue(detail.data);
  return (
    <section className="application-page" aria-labelledby="review-title">
      <header className="application-page__header">
        <Link to={paths.applicationDesk.getHref()}>{t('review.back')}</Link>
        <Typography.Title level={1} id="review-title" className="application-page__title">
          {t('review.title', { number: applicationNo })}
        </Typography.Title>
      </header>
      {detail.isError ? <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} /> : !shown ? <Skeleton active /> : <Review application={shown} />}
    </section>
  );
}

function CheckTag({ check }: { check: RegisterCheck }) {
  const language = currentLanguage();
  return (
    <Space wrap>
      <Tag color={CHECK_COLOUR[check.result]} data-testid="review-check">
        {checkName(check.result, language)}
      </Tag>
      {check.registeredName && <Typography.Text type="secondary">{check.registeredName}</Typography.Text>}
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
      style={{ minWidth: 220 }}
      loading={staff.isPending || assign.isPending}
      value={application.assignee?.id ?? 0}
      onChange={(id: number) => assign.mutate({ applicationNo: application.applicationNo, assigneeUserId: id === 0 ? null : id })}
      options={[{ value: 0, label: t('review.unassigned') }, ...(staff.data ?? []).map((member) => ({ value: member.id, label: `${member.name} · ${member.email}` }))]}
      data-testid="application-assignee"
    />
  );
}

function Review({ application }: { application: ApplicationView }) {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  const approve = useApprove();
  const [rejecting, setRejecting] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const narrow = Grid.useBreakpoint().md !== true;
  const waiting = application.status === ApplicationStatus.Submitted;
  const seller = application.kind === 'seller';

  const view = async (url: string, fileName: string) => {
    setFailure(null);
    setOpening(url);
    try {
      await openDocument(url, fileName);
    } catch {
      setFailure(t('review.documentFailed'));
    } finally {
      setOpening(null);
    }
  };

  const confirmApprove = () =>
    Modal.confirm({
      title: t('review.approveTitle'),
      content: seller ? t('review.approveSeller', { email: application.email }) : t('review.approveMiddleMan'),
      okText: t('review.approve'),
      cancelText: t('review.cancel'),
      onOk: async () => {
        await approve.mutateAsync(application.applicationNo);
        void message.success(t('review.approved'));
      },
    });

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Typography.Text strong>{kindName(application.kind, language)}</Typography.Text>
          <ApplicationStatusTag status={application.status} />
        </Space>
        {application.status === ApplicationStatus.Rejected && (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('form.rejectedTitle')} description={application.rejectReason} />
        )}
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered layout={narrow ? 'vertical' : 'horizontal'}>
          <Descriptions.Item label={t('fields.companyName')}>{application.companyName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.registrationNumber')}>{application.registrationNumber}</Descriptions.Item>
          <Descriptions.Item label={t('desk.companyCheck')}>
            <CheckTag check={application.companyCheck} />
          </Descriptions.Item>
          {seller && <Descriptions.Item label={t('fields.vatNumber')}>{application.vatNumber || '—'}</Descriptions.Item>}
          {seller && (
            <Descriptions.Item label={t('review.vatCheck')}>
              <CheckTag check={application.vatCheck} />
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('review.contact')}>
            {application.contactFirstName} {application.contactLastName}
          </Descriptions.Item>
          <Descriptions.Item label={t('email.label')}>{application.email}</Descriptions.Item>
          {seller && <Descriptions.Item label={t('fields.storeName')}>{application.storeName}</Descriptions.Item>}
          {seller && (
            <Descriptions.Item label={t('fields.storeLink')}>
              {application.storeLink ? (
                <a href={application.storeLink} target="_blank" rel="noopener noreferrer nofollow">
                  {application.storeLink}
                </a>
              ) : (
                '—'
              )}
            </Descriptions.Item>
          )}
          {!seller && <Descriptions.Item label={t('middleMan.regions')}>{application.regions.map((region) => regionName(region, language)).join(', ')}</Descriptions.Item>}
          <Descriptions.Item label={t('review.assignee')}>
            <AssigneePicker application={application} />
          </Descriptions.Item>
          <Descriptions.Item label={t('desk.submittedAt')}>
            <When at={application.submittedAt} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {seller && (
        <Card
          title={
            <Typography.Title level={2} className="application-card-title">
              {t('documents.title')}
            </Typography.Title>
          }
        >
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
          <List
            dataSource={application.documents}
            locale={{ emptyText: t('documents.none') }}
            renderItem={(document) => (
              <List.Item
                actions={[
                  <Button key="view" onClick={() => void view(document.url, document.fileName)} loading={opening === document.url} data-testid={`review-doc-${document.docType}`}>
                    {t('review.view')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  avatar={document.contentType === 'application/pdf' ? <FilePdfOutlined aria-hidden /> : <FileImageOutlined aria-hidden />}
                  title={documentName(document.docType, language)}
                  description={`${document.fileName} · ${fileSize(document.byteSize)}`}
                />
              </List.Item>
            )}
          />
        </Card>
      )}
      {waiting && (
        <Card>
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
      <Card
        title={
          <Typography.Title level={2} className="application-card-title">
            {t('history.title')}
          </Typography.Title>
        }
      >
        <ApplicationHistory history={application.history} />
      </Card>
      <RejectDialog open={rejecting} applicationNo={application.applicationNo} onClose={() => setRejecting(false)} />
    </Space>
  );
}

function RejectDialog({ open, applicationNo, onClose }: { open: boolean; applicationNo: string; onClose: () => void }) {
  const { t } = useTranslation('applications');
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useReject();
  const [failure, setFailure] = useState<string | null>(null);
  const onFinish = async ({ reason }: { reason: string }) => {
    setFailure(null);
    try {
      await reject.mutateAsync({ applicationNo, reason: reason.trim() });
      void message.success(t('review.rejected'));
      form.resetFields();
      onClose();
    } catch (error) {
      setFailure(placeFailure(form, error, { fields: ['reason'] }));
    }
  };
  return (
    <Modal
      open={open}
      title={t('review.rejectTitle')}
      okText={t('review.reject')}
      cancelText={t('review.cancel')}
      okButtonProps={{ danger: true, loading: reject.isPending, 'data-testid': 'review-reject-confirm' } as ButtonProps}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)}>
        <Form.Item
          name="reason"
          label={t('review.reason')}
          extra={t('review.reasonHint')}
          rules={[
            { required: true, whitespace: true, message: validationText('required') },
            { max: APPLICATION_REASON_MAX, message: validationText('tooLong') },
          ]}
        >
          <Input.TextArea rows={4} maxLength={APPLICATION_REASON_MAX} showCount data-testid="review-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
