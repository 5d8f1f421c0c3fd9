import { Alert, Button, Card, Form, Input, InputNumber, Radio, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '../../../shared/router';
import {
  AFTER_SALE_PHOTOS_MAX,
  AFTER_SALE_REASON_CODES,
  AFTER_SALE_TEXT_MAX,
  AFTER_SALE_WINDOW_DAYS,
  AfterSaleReasons,
  ReceiptStatus,
  ReceiptStatusText,
} from '@clearlot/contract/rules/afterSales';
import type { AfterSaleEligibility } from '@clearlot/contract/schemas/afterSales';
import { formatPounds } from '@clearlot/contract/format/money';
import { productNameOf, skuOptionsOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { hashHref, paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { ImageUpload } from '../../../shared/upload/ImageUpload';
import { useAfterSaleEligibility, useApplyAfterSale } from '../api/afterSales';
import { AfterSaleCountdown } from '../components/AfterSaleCountdown';
import {
  type AfterSaleForm,
  type AfterSaleProblem,
  afterSaleBody,
  afterSaleProblems,
  claimable,
  initialAfterSaleForm,
  unitsLeft,
  withLine,
  withQuantity,
  withReceipt,
} from '../model/applyForm';
import { poundsToPence } from '../model/desk';
import '../afterSales.css';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';

function AfterSaleFormView({ order, fromItemId }: { order: AfterSaleEligibility; fromItemId: number | null }) {
  const { t } = useTranslation('afterSales');
  const language = currentLanguage();
  const navigate = useNavigate();
  const apply = useApplyAfterSale();
  const [form, setForm] = useState<AfterSaleForm>(() => initialAfterSaleForm(order.lines, fromItemId));
  const [clientKey] = useState(() => crypto.randomUUID());
  const [shown, setShown] = useState<AfterSaleProblem[]>([]);
  const line = order.lines.find((candidate) => candidate.orderItemId === form.orderItemId);
  const problems = afterSaleProblems(form, line);
  const visible = (problem: AfterSaleProblem) => shown.includes(problem) && problems.includes(problem);

  const submit = () => {
    setShown(problems);
    if (problems.length > 0) return;
    apply.mutate(afterSaleBody(order.orderNo, form, clientKey), {
      onSuccess: (detail) => void navigate(paths.afterSaleDetail.getHref(detail.afterSaleNo), { replace: true }),
    });
  };

  return (
    <Form layout="vertical" onFinish={submit} className="after-sale-apply" data-testid="after-sale-apply">
      {order.closesAt !== null && (
        <p className="after-sale-detail__deadline" data-testid="after-sale-period">
          {t('apply.periodLeft')} <AfterSaleCountdown until={order.closesAt} />
        </p>
      )}
      <Card title={t('apply.item')}>
        <Radio.Group
          value={form.orderItemId}
          onChange={(event) => {
            const chosen = order.lines.find((candidate) => candidate.orderItemId === event.target.value);
            if (chosen) setForm(withLine(form, chosen));
          }}
          aria-label={t('apply.item')}
          className="after-sale-apply__lines"
        >
          {order.lines.map((candidate) => (
            <Radio key={candidate.orderItemId} value={candidate.orderItemId} disabled={!claimable(candidate)} data-testid="after-sale-line">
              <span className="after-sale-apply__line">
                <LineThumb productImage={candidate.productImage} className="after-sale-detail__picture" size={48} />
                <span>
                  <p>{productNameOf(candidate, language)}</p>
                  {candidate.skuOptions.length > 0 && <p className="muted">{skuOptionsOf(candidate.skuOptions, language)}</p>}
                  <p className="muted">
                    {candidate.openAfterSaleNo !== null
                      ? t('apply.lineOpen', { afterSaleNo: candidate.openAfterSaleNo })
                      : t('apply.lineLeft', { count: candidate.quantity, amount: formatPounds(candidate.refundable) })}
                  </p>
                </span>
              </span>
            </Radio>
          ))}
        </Radio.Group>
        {visible('line') && <Alert type="error" showIcon title={t('apply.lineRequired')} role="alert" />}
      </Card>

      {line && (
        <Card title={t('apply.details')}>
          <Form.Item label={t('apply.receipt')}>
            <Radio.Group
              value={form.receiptStatus}
              onChange={(event) => setForm(withReceipt(form, event.target.value as ReceiptStatus))}
              options={[ReceiptStatus.Received, ReceiptStatus.NotReceived].map((status) => ({
                value: status,
                label: <span data-testid={`after-sale-receipt-${status}`}>{ReceiptStatusText[status][language]}</span>,
              }))}
            />
          </Form.Item>
          <Form.Item
            label={t('apply.quantity', { max: unitsLeft(line) })}
            htmlFor="after-sale-quantity"
            validateStatus={visible('quantity') ? 'error' : undefined}
            help={visible('quantity') ? t('apply.quantityInvalid', { count: unitsLeft(line) }) : undefined}
          >
            <InputNumber
              id="after-sale-quantity"
              min={1}
              max={Math.max(1, unitsLeft(line))}
              precision={0}
              value={form.applyQuantity}
              onChange={(value) => setForm(withQuantity(form, line, value))}
              data-testid="after-sale-quantity"
            />
          </Form.Item>
          <Form.Item
            label={t('apply.amount', { max: formatPounds(line.refundable) })}
            htmlFor="after-sale-amount"
            required
            validateStatus={visible('amount') ? 'error' : undefined}
            help={visible('amount') ? t('apply.amountInvalid') : t('apply.amountHint')}
          >
            <InputNumber
              id="after-sale-amount"
              min={0.01}
              max={line.refundable / 100}
              step={0.01}
              precision={2}
              prefix="£"
              value={form.applyAmount === null ? null : form.applyAmount / 100}
              onChange={(pounds) => setForm({ ...form, applyAmount: poundsToPence(pounds, line.refundable) })}
              data-testid="after-sale-amount"
            />
          </Form.Item>
          {form.receiptStatus === ReceiptStatus.Received && (
            <Form.Item label={t('apply.returnQuantity', { max: form.applyQuantity })} htmlFor="after-sale-return" help={t('apply.returnHint')}>
              <InputNumber
                id="after-sale-return"
                min={0}
                max={form.applyQuantity}
                precision={0}
                value={form.returnQuantity}
                onChange={(value) => setForm({ ...form, returnQuantity: Math.min(form.applyQuantity, Math.max(0, Math.floor(value ?? 0))) })}
                data-testid="after-sale-return"
              />
            </Form.Item>
          )}
          <Form.Item
            label={t('apply.reason')}
            required
            validateStatus={visible('reason') ? 'error' : undefined}
            help={visible('reason') ? t('apply.reasonRequired') : undefined}
            htmlFor="after-sale-reason"
          >
            <Select
              id="after-sale-reason"
              value={form.reason ?? undefined}
              placeholder={t('apply.reasonPlaceholder')}
              onChange={(reason) => setForm({ ...form, reason })}
              options={AFTER_SALE_REASON_CODES.map((code) => ({ value: code, label: AfterSaleReasons[code][language] }))}
              data-testid="after-sale-reason"
            />
          </Form.Item>
          <Form.Item
            label={t('apply.description')}
            required={form.reason === 'other'}
            validateStatus={visible('description') ? 'error' : undefined}
            help={visible('description') ? t('apply.descriptionRequired') : undefined}
            htmlFor="after-sale-description"
          >
            <Input.TextArea
              id="after-sale-description"
              rows={3}
              maxLength={AFTER_SALE_TEXT_MAX}
              showCount
              value={form.description}
              onChange={(event) => setForm({ ...form, description: event.target.value })}
              data-testid="after-sale-description"
            />
          </Form.Item>
          <Form.Item label={t('apply.photos')}>
            <ImageUpload
              value={form.photos}
              onChange={(photos) => setForm({ ...form, photos })}
              maxCount={AFTER_SALE_PHOTOS_MAX}
              label={t('apply.photosLabel')}
              appName="srs-order-service"
            />
          </Form.Item>
        </Card>
      )}

      <div className="after-sale-apply__actions">
        <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="after-sale-submit">
          {t('apply.submit')}
        </Button>
        <Button href={hashHref(paths.orderDetail.getHref(order.orderNo))}>{t('apply.backToOrder')}</Button>
      </div>
    </Form>
  );
}

/** /home/AfterSaleApply?orderNo=&itemId=: report damaged or faulty goods on an order line within the after-sales period (docs/product.md §3 after-sales). */
export default function ApplyAfterSaleRequestPage() {
  const { t } = useTranslation('afterSales');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const itemId = Number(params.get('itemId'));
  const order = useAfterSaleEligibility(orderNo);

  let content;
  if (order.data?.canApply) content = <AfterSaleFormView order={order.data} fromItemId={Number.isInteger(itemId) && itemId > 0 ? itemId : null} />;
  else if (order.data)
    content = (
      <Alert
        type="info"
        showIcon
        title={t('apply.cannotApply')}
        description={t('apply.cannotApplyText')}
        action={<Button href={hashHref(paths.orderDetail.getHref(orderNo))}>{t('apply.backToOrder')}</Button>}
        data-testid="after-sale-closed"
      />
    );
  else if (order.isError || orderNo === '') content = <LoadFailed title={t('apply.loadFailed')} error={order.error} onRetry={() => void order.refetch()} />;
  else content = <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <section className="after-sale-page" aria-labelledby="after-sale-apply-title">
      <header className="after-sale-page__header">
        <div>
          <h1 id="after-sale-apply-title" className="after-sale-page__title">
            {t('apply.title')}
          </h1>
          <p className="muted">{t('apply.intro', { orderNo, days: AFTER_SALE_WINDOW_DAYS })}</p>
        </div>
      </header>
      {content}
    </section>
  );
}
