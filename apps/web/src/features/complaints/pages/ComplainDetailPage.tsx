import { App, Button, Card, Descriptions, Form, Input, Skeleton, Timeline } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useNavigate, useSearchParams } from '../../../shared/router';
import { COMPLAINT_PHOTOS_MAX, COMPLAINT_TEXT_MAX } from '@clearlot/contract/rules/complaints';
import type { ComplaintDetail } from '@clearlot/contract/schemas/complaints';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { DetailUnavailable } from '../../../shared/ui/DetailUnavailable';
import { ImageUpload } from '../../../shared/upload/ImageUpload';
import { useComplaintDetail, useFollowUpComplaint, useWithdrawComplaint } from '../api/complaints';
import { ComplaintStatusTag } from '../components/ComplaintStatusTag';
import { EvidencePhotos } from '../components/EvidencePhotos';
import '../complaints.css';

function History({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation('complaints');
  const zone = useDateZone();
  const language = currentLanguage();
  return (
    <Card title={<h2 className="complaint-section-title">{t('detail.history')}</h2>}>
      <Timeline
        items={complaint.logs.map((log, index) => ({
          key: index,
          color: log.actor === 'agent' ? 'green' : 'blue',
          children: (
            <div data-testid="complaint-log">
              <p>
                <strong>{log.actor === 'agent' ? t('actor.agent') : t('actor.buyer')}</strong>{' '}
                <span className="muted">
                  {formatZonedLabelled(log.time, zone, language)} · {language === 'zh' ? log.message : log.messageEn}
                </span>
              </p>
              {log.text && <p className="complaint-text">{log.text}</p>}
              <EvidencePhotos photos={log.photos} label={t('file.photos')} alt={(n) => t('detail.photoAlt', { index: n })} />
            </div>
          ),
        }))}
      />
    </Card>
  );
}

/** A text box, photos and a button: the buyer's follow-up. */
function TextAction({
  label,
  placeholder,
  submit,
  pending,
  testId,
  withPhotos = false,
  onSend,
}: {
  label: string;
  placeholder: string;
  submit: string;
  pending: boolean;
  testId: string;
  withPhotos?: boolean;
  onSend: (text: string, photos: AttachedFile[], done: () => void) => void;
}) {
  const { t } = useTranslation('complaints');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<AttachedFile[]>([]);
  const [tried, setTried] = useState(false);
  const missing = text.trim() === '';
  const id = `${testId}-text`;
  return (
    <Form
      layout="vertical"
      onFinish={() => {
        setTried(true);
        if (missing) return;
        onSend(text.trim(), photos, () => {
          setText('');
          setPhotos([]);
          setTried(false);
        });
      }}
    >
      <Form.Item label={label} htmlFor={id} validateStatus={tried && missing ? 'error' : undefined} help={tried && missing ? t('detail.textRequired') : undefined}>
        <Input.TextArea
          id={id}
          rows={3}
          maxLength={COMPLAINT_TEXT_MAX}
          showCount
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid={id}
        />
      </Form.Item>
      {withPhotos && (
        <Form.Item label={t('file.photos')}>
          <ImageUpload value={photos} onChange={setPhotos} maxCount={COMPLAINT_PHOTOS_MAX} label={t('file.photosLabel')} appName="srs-order-service" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={pending} data-testid={testId}>
        {submit}
      </Button>
    </Form>
  );
}

function BuyerActions({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation('complaints');
  const { message, modal } = App.useApp();
  const followUp = useFollowUpComplaint();
  const withdraw = useWithdrawComplaint();
  if (!complaint.actions.followUp && !complaint.actions.withdraw) return null;
  return (
    <Card title={<h2 className="complaint-section-title">{t('detail.followUp')}</h2>}>
      {complaint.actions.followUp && (
        <TextAction
          label={t('detail.followUp')}
          placeholder={t('detail.followUpPlaceholder')}
          submit={t('detail.send')}
          pending={followUp.isPending}
          testId="complaint-follow-up"
          withPhotos
          onSend={(text, photos, done) =>
            followUp.mutate(
              { complaintNo: complaint.complaintNo, text, photos },
              {
                onSuccess: () => {
                  done();
                  void message.success(t('detail.sent'));
                },
              },
            )
          }
        />
      )}
      {complaint.actions.withdraw && (
        <Button
          danger
          style={{ marginTop: 16 }}
          loading={withdraw.isPending}
          data-testid="complaint-withdraw"
          onClick={() =>
            void modal.confirm({
              title: t('detail.withdraw'),
              content: t('detail.withdrawConfirm'),
              okText: t('detail.confirm'),
              cancelText: t('detail.cancel'),
              onOk: () => withdraw.mutateAsync(complaint.complaintNo).then(() => void message.success(t('detail.withdrawn'))),
            })
          }
        >
          {t('detail.withdraw')}
        </Button>
      )}
    </Card>
  );
}

function ComplaintView({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation('complaints');
  const zone = useDateZone();
  const language = currentLanguage();
  const shop = byLanguage(language, complaint.shopName, complaint.shopNameEn);
  const items = [
    { key: 'status', label: t('detail.status'), children: <ComplaintStatusTag status={complaint.status} /> },
    { key: 'type', label: t('detail.type'), children: t(`type.${complaint.type}`) },
    { key: 'about', label: t('detail.about'), children: complaint.orderNo ? `${t('list.order', { orderNo: complaint.orderNo })} · ${shop}` : t('list.shop', { shop }) },
    { key: 'filed', label: t('detail.filed'), children: formatZonedLabelled(complaint.createdAt, zone, language) },
  ];
  return (
    <>
      <Card>
        <Descriptions column={1} size="small" items={items} />
      </Card>
      <History complaint={complaint} />
      <BuyerActions complaint={complaint} />
    </>
  );
}

/** /home/ComplainDetail?complaintNo=: one of the buyer's complaints, its history and what the buyer may do (customer service reads it in the console). */
export default function ComplainDetailPage() {
  const { t } = useTranslation('complaints');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const complaintNo = (params.get('complaintNo') ?? '').trim();
  const complaint = useComplaintDetail(complaintNo);
  // the arriving complaint is drawn in a transition, in slices, not in one long task
  const shown = useDeferredValue(complaint.data);
  let content;
  if (shown) content = <ComplaintView complaint={shown} />;
  else if (complaint.isError || complaintNo === '')
    content = (
      <DetailUnavailable
        missing={complaintNo === ''}
        error={complaint.error}
        notFound={ErrorCatalogue.complaintNotFound}
        loadFailedTitle={t('detail.loadFailed')}
        onRetry={() => void complaint.refetch()}
      />
    );
  else content = <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <section className="complaint-page" aria-labelledby="complaint-detail-title">
      <header className="complaint-page__header">
        <h1 id="complaint-detail-title" className="complaint-page__title">
          {t('detail.title', { complaintNo })}
        </h1>
        <Button onClick={() => void navigate(paths.complainList.getHref())}>{t('detail.back')}</Button>
      </header>
      {content}
    </section>
  );
}
