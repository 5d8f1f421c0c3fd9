import { useDeferredValue, useState } from 'react';
import { useForm } from 'react-hook-form';
import { COMPLAINT_PHOTOS_MAX, COMPLAINT_TEXT_MAX } from '@clearlot/contract/rules/complaints';
import { FollowUpComplaintBody, type ComplaintDetail } from '@clearlot/contract/schemas/complaints';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { schemaRule } from '../../../shared/forms/rules';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { DetailUnavailable } from '../../../shared/ui/DetailUnavailable';
import { Button } from '../../../shared/ui/kit/Button';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { Descriptions } from '../../../shared/ui/kit/Descriptions';
import { TextArea } from '../../../shared/ui/kit/Input';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Timeline } from '../../../shared/ui/kit/Timeline';
import { confirm, toast } from '../../../shared/ui/kit/feedback';
import { AttachedPhotos } from '../../../shared/upload/AttachedPhotos';
import { ImageUpload } from '../../../shared/upload/ImageUpload';
import { useSearchParams } from '../../../shared/router';
import { useComplaintDetail, useFollowUpComplaint, useWithdrawComplaint } from '../api/complaints';
import { ComplaintStatusTag } from '../components/ComplaintStatusTag';
import '../complaints.css';

function History({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation('complaints');
  const zone = useDateZone();
  const language = currentLanguage();
  return (
    <Card title={t('detail.history')}>
      <Timeline
        aria-label={t('detail.history')}
        items={complaint.logs.map((log, index) => ({
          key: index,
          tone: log.actor === 'agent' ? 'success' : 'brand',
          children: (
            <div data-testid="complaint-log">
              <p>
                <strong>{log.actor === 'agent' ? t('actor.agent') : t('actor.buyer')}</strong>{' '}
                <span className="muted">
                  {formatZonedLabelled(log.time, zone, language)} · {language === 'zh' ? log.message : log.messageEn}
                </span>
              </p>
              {log.text && <p className="complaint-text">{log.text}</p>}
              <AttachedPhotos photos={log.photos} label={t('file.photos')} alt={(n) => t('detail.photoAlt', { index: n })} data-testid="complaint-photos" />
            </div>
          ),
        }))}
      />
    </Card>
  );
}

interface FollowUpValues {
  text: string;
  photos: AttachedFile[];
}

/** The buyer's follow-up: more words and photos for customer service. */
function FollowUpForm({ complaintNo }: { complaintNo: string }) {
  const { t } = useTranslation('complaints');
  const followUp = useFollowUpComplaint();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<FollowUpValues>({ mode: 'onSubmit', defaultValues: { text: '', photos: [] } });

  const send = async (values: FollowUpValues) => {
    setFormError(null);
    try {
      await followUp.mutateAsync({ complaintNo, text: values.text.trim(), photos: values.photos });
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['text', 'photos'] }));
      return;
    }
    reset();
    toast.success(t('detail.sent'));
  };

  return (
    <form className="complaint-form" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <FormError message={formError} />
      <FormField control={control} name="text" label={t('detail.followUp')} rules={{ validate: schemaRule(FollowUpComplaintBody.shape.text) }}>
        {(field) => <TextArea {...field} rows={3} maxLength={COMPLAINT_TEXT_MAX} showCount placeholder={t('detail.followUpPlaceholder')} data-testid="complaint-follow-up-text" />}
      </FormField>
      <FormField control={control} name="photos" label={t('file.photos')}>
        {(field) => <ImageUpload value={field.value} onChange={field.onChange} maxCount={COMPLAINT_PHOTOS_MAX} label={t('file.photosLabel')} appName="srs-order-service" />}
      </FormField>
      <Button variant="primary" htmlType="submit" loading={followUp.isPending} data-testid="complaint-follow-up">
        {t('detail.send')}
      </Button>
    </form>
  );
}

function BuyerActions({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation('complaints');
  const withdraw = useWithdrawComplaint();
  if (!complaint.actions.followUp && !complaint.actions.withdraw) return null;
  return (
    <Card title={t('detail.followUp')}>
      {complaint.actions.followUp && <FollowUpForm complaintNo={complaint.complaintNo} />}
      {complaint.actions.withdraw && (
        <Button
          danger
          className="complaint-withdraw"
          loading={withdraw.isPending}
          data-testid="complaint-withdraw"
          onClick={() =>
            void confirm({
              title: t('detail.withdraw'),
              content: t('detail.withdrawConfirm'),
              okText: t('detail.confirm'),
              cancelText: t('detail.cancel'),
              danger: true,
              onOk: async () => {
                await withdraw.mutateAsync(complaint.complaintNo);
                toast.success(t('detail.withdrawn'));
              },
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
        <Descriptions columns={1} items={items} />
      </Card>
      <History complaint={complaint} />
      <BuyerActions complaint={complaint} />
    </>
  );
}

/** /home/ComplainDetail?complaintNo=: one of the buyer's complaints, its history and what the buyer may do (customer service reads it in the console). */
export default function ComplainDetailPage() {
  const { t } = useTranslation('complaints');
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
  else content = <Skeleton rows={8} label={t('a11y.loading', { ns: 'common' })} />;
  return (
    <section className="complaint-page" aria-labelledby="complaint-detail-title">
      <header className="complaint-page__header">
        <h1 id="complaint-detail-title" className="complaint-page__title">
          {t('detail.title', { complaintNo })}
        </h1>
        <ButtonLink to={paths.complainList.getHref()}>{t('detail.back')}</ButtonLink>
      </header>
      {content}
    </section>
  );
}
