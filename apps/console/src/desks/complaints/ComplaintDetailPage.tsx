import { App, Button, Card, Descriptions, Form, Image, Input, Result, Skeleton, Timeline } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { COMPLAINT_TEXT_MAX } from '@clearlot/contract/rules/complaints';
import type { ComplaintDetail } from '@clearlot/contract/schemas/complaints';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import { byLanguage } from '@clearlot/browser/catalogue/localized';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { storedFileAddress } from '@clearlot/browser/files/storedFileAddress';
import { ApiError } from '@clearlot/browser/http/client';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { useAgentMove, useDeskComplaint } from './api';
import { ComplaintStatusTag } from './ComplaintStatusTag';
import './complaints.css';

/** Evidence photos as thumbnails that open antd's preview (previous/next through the group). */
function EvidencePhotos({ photos }: { photos: readonly AttachedFile[] }) {
  const { t } = useTranslation('complaints');
  if (photos.length === 0) return null;
  return (
    <div className="complaint-photos" role="group" aria-label={t('detail.photos')} data-testid="complaint-photos">
      <Image.PreviewGroup>
        {photos.map((photo, index) => (
          <Image key={photo.url} src={storedFileAddress(photo.url)} width={72} height={72} alt={t('detail.photoAlt', { index: index + 1 })} />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}

/** The conversation: the buyer's complaint and follow-ups with their photos, the agent's answers and resolution, oldest first. */
function History({ complaint }: { complaint: ComplaintDetail }) {
  const { t, language } = useTranslation('complaints');
  const zone = useDateZone();
  return (
    <Card title={<h2 className="complaint-detail__section-title">{t('detail.history')}</h2>}>
      <Timeline
        items={complaint.logs.map((log, index) => ({
          key: index,
          color: log.actor === 'agent' ? 'green' : 'blue',
          content: (
            <div className="complaint-detail__log" data-testid="complaint-log">
              <p>
                <strong>{log.actor === 'agent' ? t('actor.agent') : t('actor.buyer')}</strong>{' '}
                <span className="muted">
                  {formatZonedLabelled(log.time, zone, language)} · {language === 'zh' ? log.message : log.messageEn}
                </span>
              </p>
              {log.text && <p className="complaint-detail__text">{log.text}</p>}
              <EvidencePhotos photos={log.photos} />
            </div>
          ),
        }))}
      />
    </Card>
  );
}

/** The agent's answer or resolution: a text box and a button. */
function AgentMove({ complaint, move }: { complaint: ComplaintDetail; move: 'answer' | 'close' }) {
  const { t } = useTranslation('complaints');
  const { message } = App.useApp();
  const mutation = useAgentMove(move);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const missing = text.trim() === '';
  const testId = `complaint-${move}`;
  const id = `${testId}-text`;
  return (
    <Card title={<h2 className="complaint-detail__section-title">{t(`detail.${move}`)}</h2>}>
      <Form
        layout="vertical"
        onFinish={() => {
          setTried(true);
          if (missing) return;
          mutation.mutate(
            { complaintNo: complaint.complaintNo, text: text.trim() },
            {
              onSuccess: () => {
                setText('');
                setTried(false);
                void message.success(t(move === 'answer' ? 'detail.answered' : 'detail.closed'));
              },
            },
          );
        }}
      >
        <Form.Item
          label={t(move === 'answer' ? 'detail.answerLabel' : 'detail.closeLabel')}
          htmlFor={id}
          validateStatus={tried && missing ? 'error' : undefined}
          help={tried && missing ? t('detail.textRequired') : undefined}
        >
          <Input.TextArea
            id={id}
            rows={4}
            maxLength={COMPLAINT_TEXT_MAX}
            showCount
            placeholder={t(move === 'answer' ? 'detail.answerPlaceholder' : 'detail.closePlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            data-testid={id}
          />
        </Form.Item>
        <Button type="primary" danger={move === 'close'} htmlType="submit" loading={mutation.isPending} data-testid={testId}>
          {t(move === 'answer' ? 'detail.sendAnswer' : 'detail.closeSubmit')}
        </Button>
      </Form>
    </Card>
  );
}

function ComplaintView({ complaint }: { complaint: ComplaintDetail }) {
  const { t, language } = useTranslation('complaints');
  const zone = useDateZone();
  const shop = byLanguage(language, complaint.shopName, complaint.shopNameEn);
  const items = [
    { key: 'status', label: t('detail.status'), children: <ComplaintStatusTag status={complaint.status} /> },
    { key: 'type', label: t('detail.type'), children: t(`type.${complaint.type}`) },
    { key: 'buyer', label: t('detail.buyer'), children: complaint.buyerName },
    { key: 'about', label: t('detail.about'), children: complaint.orderNo ? `${t('order', { orderNo: complaint.orderNo })} · ${shop}` : t('shop', { shop }) },
    { key: 'filed', label: t('detail.filed'), children: formatZonedLabelled(complaint.createdAt, zone, language) },
    { key: 'updated', label: t('detail.updated'), children: formatZonedLabelled(complaint.updatedAt, zone, language) },
    { key: 'description', label: t('detail.description'), span: 2, children: <span className="complaint-detail__text">{complaint.description}</span> },
  ];
  const { answer, close } = complaint.actions;
  return (
    <>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" items={items} data-testid="complaint-summary" />
      </Card>
      <History complaint={complaint} />
      {(answer || close) && (
        <div className="complaint-detail__actions">
          {answer && <AgentMove complaint={complaint} move="answer" />}
          {close && <AgentMove complaint={complaint} move="close" />}
        </div>
      )}
    </>
  );
}

/**
 * /console/complaints/:complaintNo: one complaint as the customer-service agent reads it (moved from the
 * storefront's /home/ComplaintDeskDetail, which now opens this page): the complaint and its order, the
 * photos, the conversation, and the agent's answer and resolution.
 */
export default function ComplaintDetailPage() {
  const { t } = useTranslation('complaints');
  const navigate = useNavigate();
  const complaintNo = (useParams().complaintNo ?? '').trim();
  const complaint = useDeskComplaint(complaintNo);
  // the arriving complaint is drawn in a transition, not in one long task
  const shown = useDeferredValue(complaint.data);
  let content;
  if (shown) content = <ComplaintView complaint={shown} />;
  else if (complaint.isError) {
    const missing = complaint.error instanceof ApiError && complaint.error.code === ErrorCatalogue.complaintNotFound.code;
    content = missing ? (
      <Result status="404" title={t('detail.notFound')} data-testid="complaint-not-found" />
    ) : (
      <Result
        status="warning"
        title={t('detail.loadFailed')}
        extra={
          <Button onClick={() => void complaint.refetch()} data-testid="complaint-retry">
            {t('retry')}
          </Button>
        }
      />
    );
  } else content = <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <section className="complaint-detail" aria-labelledby="complaint-detail-title">
      <div className="desk__header">
        <h1 id="complaint-detail-title" className="desk__title">
          {t('detail.title', { complaintNo })}
        </h1>
        <Button onClick={() => void navigate(consolePaths.complaints.path)} data-testid="complaint-back">
          {t('detail.back')}
        </Button>
      </div>
      {content}
    </section>
  );
}
