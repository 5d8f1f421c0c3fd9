import { Alert, Button, Card, Form, Input, InputNumber, Radio, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '../../../shared/router';
import { RETURN_PHOTOS_MAX, RETURN_TEXT_MAX, type ReturnKind } from '@clearlot/contract/rules/returns';
import type { ReturnableOrder } from '@clearlot/contract/schemas/returns';
import { formatPounds } from '@clearlot/contract/format/money';
import { productNameOf, skuOptionsOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { hashHref, paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { ImageUpload } from '../../../shared/upload/ImageUpload';
import { ReturnCountdown } from '../components/ReturnCountdown';
import { useApplyReturn, useReturnableOrder } from '../api/returns';
import { type ApplyForm, type ApplyProblem, applyBody, applyProblems, clampQuantity, estimatedRefund, initialApplyForm, reasonsFor, withKind } from '../model/applyForm';
import { reasonName, returnKindName } from '../model/display';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';
import '../returns.css';

function ApplyFormView({ order, fromItemId }: { order: ReturnableOrder; fromItemId: number | null }) {
  const { t } = useTranslation('returns');
  const language = currentLanguage();
  const navigate = useNavigate();
  const apply = useApplyReturn();
  const [form, setForm] = useState<ApplyForm>(() => initialApplyForm(order.lines, fromItemId));
  const [clientKey] = useState(() => crypto.randomUUID());
  const [shown, setShown] = useState<ApplyProblem[]>([]);
  const problems = applyProblems(form);
  const visible = (problem: ApplyProblem) => shown.includes(problem) && problems.includes(problem);

  const submit = () => {
    setShown(problems);
    if (problems.length > 0) return;
    apply.mutate(applyBody(order.orderNo, form, clientKey), {
      onSuccess: (detail) => void navigate(paths.returnDetail.getHref(detail.returnNo), { replace: true }),
    });
  };

  return (
    <Form layout="vertical" onFinish={submit} className="return-apply" data-testid="return-apply">
      {order.windowClosesAt !== null && (
        <p className="return-apply__window" data-testid="return-window">
          {t('apply.windowLeft')} <ReturnCountdown until={order.windowClosesAt} />
        </p>
      )}
      <Card title={t('apply.kind')}>
        <Radio.Group
          value={form.kind}
          onChange={(event) => setForm(withKind(form, event.target.value as ReturnKind))}
          options={([1, 2] as ReturnKind[]).map((kind) => ({ value: kind, label: <span data-testid={`return-kind-${kind}`}>{returnKindName(kind, language)}</span> }))}
          aria-label={t('apply.kind')}
        />
        <p className="muted">{t(`apply.kindHint.${form.kind}`)}</p>
      </Card>

      <Card title={t('apply.items')}>
        <ul className="return-lines" aria-label={t('apply.items')}>
          {order.lines.map((line) => {
            const name = productNameOf(line, language);
            return (
              <li key={line.orderItemId} className="return-line" data-testid="apply-line">
                <LineThumb productImage={line.productImage} className="return-line__picture" size={56} />
                <div className="return-line__body">
                  <p className="return-line__name">{name}</p>
                  {line.skuOptions.length > 0 && <p className="muted">{skuOptionsOf(line.skuOptions, language)}</p>}
                  <p className="muted">{t('apply.returnable', { count: line.returnableQuantity, ordered: line.quantity, total: formatPounds(line.lineTotal) })}</p>
                </div>
                <InputNumber
                  min={0}
                  max={line.returnableQuantity}
                  precision={0}
                  disabled={line.returnableQuantity === 0}
                  value={form.quantities[line.orderItemId] ?? 0}
                  onChange={(value) => setForm({ ...form, quantities: { ...form.quantities, [line.orderItemId]: clampQuantity(line, value) } })}
                  aria-label={t('apply.quantityFor', { name })}
                  className="return-line__quantity"
                  data-testid="apply-quantity"
                />
              </li>
            );
          })}
        </ul>
        {visible('noLines') && <Alert type="error" showIcon title={t('apply.noLines')} role="alert" />}
        <p className="return-apply__estimate">
          {t('apply.estimate')} <strong data-testid="apply-estimate">{formatPounds(estimatedRefund(order.lines, form))}</strong>
        </p>
      </Card>

      <Card title={t('apply.details')}>
        <Form.Item
          label={t('apply.reason')}
          required
          validateStatus={visible('reason') ? 'error' : undefined}
          help={visible('reason') ? t('apply.reasonRequired') : undefined}
          htmlFor="return-reason"
        >
          <Select
            id="return-reason"
            value={form.reason ?? undefined}
            placeholder={t('apply.reasonPlaceholder')}
            onChange={(reason) => setForm({ ...form, reason })}
            options={reasonsFor(form.kind).map((code) => ({ value: code, label: reasonName(code, language) }))}
            data-testid="apply-reason"
          />
        </Form.Item>
        <Form.Item
          label={t('apply.reasonText')}
          required={form.reason === 'other'}
          validateStatus={visible('reasonText') ? 'error' : undefined}
          help={visible('reasonText') ? t('apply.reasonTextRequired') : undefined}
          htmlFor="return-reason-text"
        >
          <Input.TextArea
            id="return-reason-text"
            rows={2}
            maxLength={RETURN_TEXT_MAX}
            showCount
            value={form.reasonText}
            onChange={(event) => setForm({ ...form, reasonText: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('apply.photos')}>
          <ImageUpload
            value={form.photos}
            onChange={(photos) => setForm({ ...form, photos })}
            maxCount={RETURN_PHOTOS_MAX}
            label={t('apply.photosLabel')}
            appName="srs-order-service"
          />
        </Form.Item>
        <Form.Item label={t('apply.notes')} htmlFor="return-notes">
          <Input.TextArea
            id="return-notes"
            rows={3}
            maxLength={RETURN_TEXT_MAX}
            showCount
            value={form.notes}
            onChange={(event) => setForm({ ...form, notes: event.target.value })}
            data-testid="apply-notes"
          />
        </Form.Item>
      </Card>

      <div className="return-actions">
        <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="apply-submit">
          {t('apply.submit')}
        </Button>
        <Button href={hashHref(paths.orderDetail.getHref(order.orderNo))}>{t('apply.backToOrder')}</Button>
      </div>
    </Form>
  );
}

/** /home/ApplyAfterSale?orderNo=&itemId=: a return and refund or refund-only request from an order line (docs/product.md §2, §5). */
export default function ApplyReturnPage() {
  const { t } = useTranslation('returns');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const itemId = Number(params.get('itemId'));
  const order = useReturnableOrder(orderNo);

  let content;
  if (order.data && order.data.canApply) content = <ApplyFormView order={order.data} fromItemId={Number.isInteger(itemId) && itemId > 0 ? itemId : null} />;
  else if (order.data)
    content = (
      <Alert
        type="info"
        showIcon
        title={t('apply.cannotApply')}
        description={t('apply.cannotApplyText')}
        action={<Button href={hashHref(paths.orderDetail.getHref(orderNo))}>{t('apply.backToOrder')}</Button>}
        data-testid="apply-closed"
      />
    );
  else if (order.isError || orderNo === '') content = <LoadFailed title={t('apply.loadFailed')} error={order.error} onRetry={() => void order.refetch()} />;
  else content = <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <section className="return-page" aria-labelledby="apply-title">
      <header className="return-page__header">
        <h1 id="apply-title" className="return-page__title">
          {t('apply.title')}
        </h1>
        <p className="muted">{t('apply.intro', { orderNo })}</p>
      </header>
      {content}
    </section>
  );
}
