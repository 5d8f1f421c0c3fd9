import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { COMPLAINT_PHOTOS_MAX, COMPLAINT_TEXT_MAX, COMPLAINT_TYPES, type ComplaintTarget, type ComplaintType } from '@clearlot/contract/rules/complaints';
import { FileComplaintBody, type ComplaintTargets } from '@clearlot/contract/schemas/complaints';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, schemaRule, validationText } from '../../../shared/forms/rules';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { useNavigate, useSearchParams } from '../../../shared/router';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { TextArea } from '../../../shared/ui/kit/Input';
import { RadioGroup } from '../../../shared/ui/kit/RadioGroup';
import { Select } from '../../../shared/ui/kit/Select';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { ImageUpload } from '../../../shared/upload/ImageUpload';
import { useComplaintTargets, useFileComplaint } from '../api/complaints';
import '../complaints.css';

interface ComplaintValues {
  target: ComplaintTarget;
  orderNo: string | null;
  ownerId: number | null;
  type: ComplaintType | null;
  description: string;
  photos: AttachedFile[];
}

const FIELDS = ['orderNo', 'ownerId', 'type', 'description', 'photos'] as const;
/** the form field an issue of the body is about ('photos.0.url' is about the photos) */
const fieldOf = (path: string) => FIELDS.find((field) => path === field || path.startsWith(`${field}.`)) ?? null;

/** The order or the goods owner the target names must be chosen; the other one is not asked for. */
const subjectRule =
  (target: ComplaintTarget) =>
  (value: unknown, values: ComplaintValues): true | string =>
    values.target !== target || (value !== null && value !== undefined) || validationText('required');

function ComplaintForm({ targets, initial }: { targets: ComplaintTargets; initial: ComplaintValues }) {
  const { t } = useTranslation('complaints');
  const language = currentLanguage();
  const zone = useDateZone();
  const navigate = useNavigate();
  const file = useFileComplaint();
  const [clientKey] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ComplaintValues>({ mode: 'onTouched', defaultValues: initial });
  const target = useWatch({ control, name: 'target' });

  const submit = async (values: ComplaintValues) => {
    setFormError(null);
    const subject = values.target === 'order' ? { orderNo: values.orderNo ?? undefined } : { ownerId: values.ownerId ?? undefined };
    const body = parseForSubmit(
      setError,
      FileComplaintBody,
      {
        clientKey,
        target: values.target,
        ...subject,
        type: values.type ?? undefined,
        description: values.description,
        photos: values.photos,
      },
      fieldOf,
    );
    if (!body) return;
    try {
      const detail = await file.mutateAsync(body);
      void navigate(paths.complainDetail.getHref(detail.complaintNo), { replace: true });
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: FIELDS }));
    }
  };

  return (
    <form className="complaint-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="complaint-form">
      <FormError message={formError} />
      <Card>
        <FormField control={control} name="target" label={t('file.target')} required>
          {(field) => (
            <RadioGroup<ComplaintTarget>
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              direction="row"
              options={[
                { value: 'order', label: t('file.targetOrder'), 'data-testid': 'complaint-target-order' },
                { value: 'owner', label: t('file.targetOwner'), 'data-testid': 'complaint-target-owner' },
              ]}
            />
          )}
        </FormField>
        {target === 'order' ? (
          <FormField control={control} name="orderNo" label={t('file.order')} required rules={{ validate: subjectRule('order') }}>
            {(field) => (
              <Select<string>
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('file.orderPlaceholder')}
                options={targets.orders.map((order) => ({
                  value: order.orderNo,
                  label: `${order.orderNo} · ${byLanguage(language, order.shopName, order.shopNameEn)} · ${t('file.orderedAt', { time: formatZonedLabelled(order.orderedAt, zone, language, 'day') })}`,
                }))}
                data-testid="complaint-order"
              />
            )}
          </FormField>
        ) : (
          <FormField control={control} name="ownerId" label={t('file.owner')} required rules={{ validate: subjectRule('owner') }}>
            {(field) => (
              <Select<number>
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('file.ownerPlaceholder')}
                options={targets.owners.map((owner) => ({ value: owner.ownerId, label: byLanguage(language, owner.shopName, owner.shopNameEn) }))}
                data-testid="complaint-owner"
              />
            )}
          </FormField>
        )}
        <FormField control={control} name="type" label={t('file.type')} required rules={{ validate: (value) => value !== null || validationText('required') }}>
          {(field) => (
            <Select<ComplaintType>
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('file.typePlaceholder')}
              options={COMPLAINT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
              data-testid="complaint-type"
            />
          )}
        </FormField>
        <FormField control={control} name="description" label={t('file.description')} required rules={{ validate: schemaRule(FileComplaintBody.shape.description) }}>
          {(field) => <TextArea {...field} rows={5} maxLength={COMPLAINT_TEXT_MAX} showCount placeholder={t('file.descriptionPlaceholder')} data-testid="complaint-description" />}
        </FormField>
        <FormField control={control} name="photos" label={t('file.photos')}>
          {(field) => <ImageUpload value={field.value} onChange={field.onChange} maxCount={COMPLAINT_PHOTOS_MAX} label={t('file.photosLabel')} appName="srs-order-service" />}
        </FormField>
      </Card>
      <div className="complaint-actions">
        <Button variant="primary" htmlType="submit" loading={file.isPending} data-testid="complaint-submit">
          {t('file.submit')}
        </Button>
        <Button onClick={() => void navigate(-1)}>{t('detail.back')}</Button>
      </div>
    </form>
  );
}

/** /home/Complain (?orderNo= or ?ownerId= to start from an order or a goods owner): a complaint with evidence (docs/product.md §2). */
export default function ComplainPage() {
  const { t } = useTranslation('complaints');
  const [params] = useSearchParams();
  const targets = useComplaintTargets();
  const orderNo = params.get('orderNo');
  const ownerId = Number(params.get('ownerId'));
  let content;
  if (targets.data) {
    const data = targets.data;
    const knownOrder = orderNo !== null && data.orders.some((order) => order.orderNo === orderNo) ? orderNo : null;
    // a goods owner the buyer has bought from (the only ones the page can name)
    const startsWithOwner = data.owners.some((owner) => owner.ownerId === ownerId);
    content =
      data.orders.length === 0 ? (
        <Alert type="info" title={t('file.noOrders')} />
      ) : (
        <ComplaintForm
          targets={data}
          initial={{ target: startsWithOwner ? 'owner' : 'order', orderNo: knownOrder, ownerId: startsWithOwner ? ownerId : null, type: null, description: '', photos: [] }}
        />
      );
  } else if (targets.isError) content = <LoadFailed title={t('file.loadFailed')} error={targets.error} onRetry={() => void targets.refetch()} />;
  else content = <Skeleton rows={6} label={t('a11y.loading', { ns: 'common' })} />;
  return (
    <section className="complaint-page" aria-labelledby="complain-title">
      <header>
        <h1 id="complain-title" className="complaint-page__title">
          {t('file.title')}
        </h1>
        <p className="muted">{t('file.intro')}</p>
      </header>
      {content}
    </section>
  );
}
