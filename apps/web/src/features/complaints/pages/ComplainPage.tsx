import { Alert, Button, Card, Form, Input, Radio, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '../../../shared/router';
import {
  COMPLAINT_DESCRIPTION_MIN,
  COMPLAINT_PHOTOS_MAX,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TYPES,
  type ComplaintTarget,
  type ComplaintType,
} from '@clearlot/contract/rules/complaints';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import type { ComplaintTargets } from '@clearlot/contract/schemas/complaints';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { ImageUpload } from '../../../shared/upload/ImageUpload';
import { useComplaintTargets, useFileComplaint } from '../api/complaints';
import '../complaints.css';

interface Draft {
  target: ComplaintTarget;
  orderNo: string | null;
  ownerId: number | null;
  type: ComplaintType | null;
  description: string;
  photos: AttachedFile[];
}

type Problem = 'subject' | 'type' | 'description';

function problemsOf(draft: Draft): Problem[] {
  const problems: Problem[] = [];
  if (draft.target === 'order' ? draft.orderNo === null : draft.ownerId === null) problems.push('subject');
  if (draft.type === null) problems.push('type');
  if (draft.description.trim().length < COMPLAINT_DESCRIPTION_MIN) problems.push('description');
  return problems;
}

function ComplaintForm({ targets, initial }: { targets: ComplaintTargets; initial: Draft }) {
  const { t } = useTranslation('complaints');
  const language = currentLanguage();
  const zone = useDateZone();
  const navigate = useNavigate();
  const file = useFileComplaint();
  const [draft, setDraft] = useState<Draft>(initial);
  const [clientKey] = useState(() => crypto.randomUUID());
  const [shown, setShown] = useState<Problem[]>([]);
  const problems = problemsOf(draft);
  const visible = (problem: Problem) => shown.includes(problem) && problems.includes(problem);

  const submit = () => {
    setShown(problems);
    if (problems.length > 0) return;
    const subject = draft.target === 'order' ? { orderNo: draft.orderNo! } : { ownerId: draft.ownerId! };
    file.mutate(
      { clientKey, target: draft.target, ...subject, type: draft.type!, description: draft.description.trim(), photos: draft.photos },
      { onSuccess: (detail) => void navigate(paths.complainDetail.getHref(detail.complaintNo), { replace: true }) },
    );
  };

  return (
    <Form layout="vertical" onFinish={submit} data-testid="complaint-form">
      <Card>
        <Form.Item label={<span id="complaint-target-label">{t('file.target')}</span>} required>
          <Radio.Group
            value={draft.target}
            onChange={(event) => setDraft({ ...draft, target: event.target.value as ComplaintTarget })}
            aria-labelledby="complaint-target-label"
            options={[
              { value: 'order', label: <span data-testid="complaint-target-order">{t('file.targetOrder')}</span> },
              { value: 'owner', label: <span data-testid="complaint-target-owner">{t('file.targetOwner')}</span> },
            ]}
          />
        </Form.Item>
        {draft.target === 'order' ? (
          <Form.Item
            label={t('file.order')}
            required
            htmlFor="complaint-order"
            validateStatus={visible('subject') ? 'error' : undefined}
            help={visible('subject') ? t('file.required') : undefined}
          >
            <Select
              id="complaint-order"
              value={draft.orderNo ?? undefined}
              placeholder={t('file.orderPlaceholder')}
              onChange={(orderNo) => setDraft({ ...draft, orderNo })}
              options={targets.orders.map((order) => ({
                value: order.orderNo,
                label: `${order.orderNo} · ${byLanguage(language, order.shopName, order.shopNameEn)} · ${t('file.orderedAt', { time: formatZonedLabelled(order.orderedAt, zone, language, 'day') })}`,
              }))}
              data-testid="complaint-order"
            />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('file.owner')}
            required
            htmlFor="complaint-owner"
            validateStatus={visible('subject') ? 'error' : undefined}
            help={visible('subject') ? t('file.required') : undefined}
          >
            <Select
              id="complaint-owner"
              value={draft.ownerId ?? undefined}
              placeholder={t('file.ownerPlaceholder')}
              onChange={(ownerId) => setDraft({ ...draft, ownerId })}
              options={targets.owners.map((owner) => ({ value: owner.ownerId, label: byLanguage(language, owner.shopName, owner.shopNameEn) }))}
              data-testid="complaint-owner"
            />
          </Form.Item>
        )}
        <Form.Item
          label={t('file.type')}
          required
          htmlFor="complaint-type"
          validateStatus={visible('type') ? 'error' : undefined}
          help={visible('type') ? t('file.required') : undefined}
        >
          <Select
            id="complaint-type"
            value={draft.type ?? undefined}
            placeholder={t('file.typePlaceholder')}
            onChange={(type) => setDraft({ ...draft, type })}
            options={COMPLAINT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
            data-testid="complaint-type"
          />
        </Form.Item>
        <Form.Item
          label={t('file.description')}
          required
          htmlFor="complaint-description"
          validateStatus={visible('description') ? 'error' : undefined}
          help={visible('description') ? t('file.descriptionShort') : undefined}
        >
          <Input.TextArea
            id="complaint-description"
            rows={5}
            maxLength={COMPLAINT_TEXT_MAX}
            showCount
            placeholder={t('file.descriptionPlaceholder')}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            data-testid="complaint-description"
          />
        </Form.Item>
        <Form.Item label={t('file.photos')}>
          <ImageUpload
            value={draft.photos}
            onChange={(photos) => setDraft({ ...draft, photos })}
            maxCount={COMPLAINT_PHOTOS_MAX}
            label={t('file.photosLabel')}
            appName="srs-order-service"
          />
        </Form.Item>
      </Card>
      <div className="complaint-actions">
        <Button type="primary" htmlType="submit" loading={file.isPending} data-testid="complaint-submit">
          {t('file.submit')}
        </Button>
        <Button onClick={() => void navigate(-1)}>{t('detail.back')}</Button>
      </div>
    </Form>
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
        <Alert type="info" showIcon title={t('file.noOrders')} />
      ) : (
        <ComplaintForm
          targets={data}
          initial={{ target: startsWithOwner ? 'owner' : 'order', orderNo: knownOrder, ownerId: startsWithOwner ? ownerId : null, type: null, description: '', photos: [] }}
        />
      );
  } else if (targets.isError) content = <LoadFailed title={t('file.loadFailed')} error={targets.error} onRetry={() => void targets.refetch()} />;
  else content = <Skeleton active paragraph={{ rows: 6 }} />;
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
