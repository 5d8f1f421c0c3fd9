import { App, type ButtonProps, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { zoneLabel } from '@clearlot/contract/format/date';
import { poundsToPence } from '@clearlot/contract/format/money';
import { ValidationMessages } from '@clearlot/contract/messages';
import { COUPON_BOUNDS, CouponAudience, CouponKind, CouponScope, newCouponProblems } from '@clearlot/contract/rules/coupon';
import type { Category } from '@clearlot/contract/schemas/catalogue';
import { CreateCouponBody } from '@clearlot/contract/schemas/coupon';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { useDateZone } from '../../shared/dateZone';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { useCouponCategories, useCouponOwners, useCreateCoupon } from './api';
import { fromZonedInput, toZonedInput } from '../../shared/zonedTime';

interface NewCouponForm {
  code?: string;
  nameEn: string;
  nameZh: string;
  kind: CouponKind;
  amountOff?: number | null;
  percentOff?: number | null;
  maxOff?: number | null;
  threshold?: number | null;
  scope: CouponScope;
  categoryId?: number;
  ownerId?: number;
  validFrom: string;
  validUntil: string;
  totalLimit: number;
  perBuyerLimit: number;
  audience: number;
}

/** Every category as "Parent › Child", top levels first, for a coupon limited to one of them (a parent covers its children). */
function categoryOptions(tree: readonly Category[], language: 'en' | 'zh', parent = ''): Array<{ value: number; label: string }> {
  return tree.flatMap((category) => {
    const name = language === 'zh' ? category.categoryName : category.categoryNameEn;
    const label = parent ? `${parent} › ${name}` : name;
    return [{ value: category.id, label }, ...categoryOptions(category.children ?? [], language, label)];
  });
}

const pence = (pounds: number | null | undefined) => (pounds === null || pounds === undefined ? null : poundsToPence(pounds));
const DAY = 86_400;

/**
 * A new coupon: its code (typed or generated), names, what it takes off, on what, when, how many and for whom. The
 * contract's rules check each field as the server will, and the rules across fields (the minimum spend above the
 * amount off, the end after the start) on submit; what only the server knows (a code in use) is its answer.
 */
export function CreateCouponDialog({ onClose }: { onClose: () => void }) {
  const { t, language } = useTranslation('coupons');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewCouponForm>();
  const create = useCreateCoupon();
  const zone = useDateZone();
  const kind = Form.useWatch('kind', form) ?? CouponKind.AmountOff;
  const scope = Form.useWatch('scope', form) ?? CouponScope.Everything;
  const [ownerSearch, setOwnerSearch] = useState('');
  const owners = useCouponOwners(useDeferredValue(ownerSearch), scope === CouponScope.GoodsOwner);
  const categories = useCouponCategories();
  const shape = CreateCouponBody.shape;
  // the form's first start and end: now (to the minute) and thirty days on, read once when the dialog opens
  const [now] = useState(() => Math.floor(Date.now() / 60_000) * 60);

  const submit = async () => {
    let values: NewCouponForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = {
      code: (values.code ?? '').trim(),
      nameEn: values.nameEn.trim(),
      nameZh: values.nameZh.trim(),
      kind: values.kind,
      threshold: pence(values.threshold) ?? 0,
      amountOff: values.kind === CouponKind.AmountOff ? pence(values.amountOff) : null,
      percentOff: values.kind === CouponKind.PercentOff ? (values.percentOff ?? null) : null,
      maxOff: values.kind === CouponKind.PercentOff ? pence(values.maxOff) : null,
      scope: values.scope,
      categoryId: values.scope === CouponScope.Category ? (values.categoryId ?? null) : null,
      ownerId: values.scope === CouponScope.GoodsOwner ? (values.ownerId ?? null) : null,
      validFrom: fromZonedInput(values.validFrom, zone) ?? 0,
      validUntil: fromZonedInput(values.validUntil, zone) ?? 0,
      totalLimit: values.totalLimit,
      perBuyerLimit: values.perBuyerLimit,
      audience: values.audience as CouponAudience,
    };
    const problems = newCouponProblems(body);
    if (problems.length > 0) {
      form.setFields(problems.map((problem) => ({ name: problem.field, errors: [ValidationMessages[problem.message][language]] })));
      return;
    }
    try {
      const coupon = await create.mutateAsync(body);
      void message.success(t('form.created', { code: coupon.code }));
      onClose();
      void navigate(consolePaths.coupon.to(coupon.id));
    } catch {
      // The HTTP client has shown the server's reason.
    }
  };

  const money = (name: 'amountOff' | 'maxOff' | 'threshold', label: string, testId: string, min = 0.01, help?: string) => (
    <Form.Item name={name} label={label} help={help} rules={[{ required: true, message: ValidationMessages.required[language] }]}>
      <InputNumber min={min} max={COUPON_BOUNDS.maxPence / 100} step={1} precision={2} prefix="£" className="coupons__number" data-testid={testId} />
    </Form.Item>
  );

  return (
    <Modal
      open
      width={720}
      title={t('form.createTitle')}
      okText={t('form.create')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'coupon-create-confirm' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<NewCouponForm>
        form={form}
        layout="vertical"
        initialValues={{
          kind: CouponKind.AmountOff,
          scope: CouponScope.Everything,
          threshold: 0,
          validFrom: toZonedInput(now, zone),
          validUntil: toZonedInput(now + 30 * DAY, zone),
          totalLimit: 1000,
          perBuyerLimit: 1,
          audience: CouponAudience.AllBuyers,
        }}
      >
        <Form.Item name="code" label={t('form.code')} extra={t('form.codeHelp')} rules={[schemaRule(shape.code)]}>
          <Input maxLength={20} autoComplete="off" className="coupons__code-input" data-testid="coupon-code" />
        </Form.Item>
        <Space.Compact block className="coupons__pair">
          <Form.Item name="nameEn" label={t('form.nameEn')} rules={[schemaRule(shape.nameEn)]}>
            <Input maxLength={COUPON_BOUNDS.nameMax} data-testid="coupon-name-en" />
          </Form.Item>
          <Form.Item name="nameZh" label={t('form.nameZh')} rules={[schemaRule(shape.nameZh)]}>
            <Input maxLength={COUPON_BOUNDS.nameMax} data-testid="coupon-name-zh" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="kind" label={t('form.kind')}>
          <Radio.Group
            optionType="button"
            options={[CouponKind.AmountOff, CouponKind.PercentOff, CouponKind.FreeDelivery].map((value) => ({ value, label: t(`form.kinds.${value}`) }))}
            data-testid="coupon-kind"
          />
        </Form.Item>
        <Space wrap size="middle" align="start">
          {kind === CouponKind.AmountOff && money('amountOff', t('form.amountOff'), 'coupon-amount-off')}
          {kind === CouponKind.PercentOff && (
            <Form.Item name="percentOff" label={t('form.percentOff')} rules={[schemaRule(shape.percentOff)]}>
              <InputNumber min={1} max={99} precision={0} suffix="%" className="coupons__number" data-testid="coupon-percent-off" />
            </Form.Item>
          )}
          {kind === CouponKind.PercentOff && money('maxOff', t('form.maxOff'), 'coupon-max-off')}
          {money('threshold', t('form.threshold'), 'coupon-threshold', 0)}
        </Space>
        <p className="muted coupons__help">{t('form.thresholdHelp')}</p>
        <Form.Item name="scope" label={t('form.scope')}>
          <Radio.Group options={[CouponScope.Everything, CouponScope.Category, CouponScope.GoodsOwner].map((value) => ({ value, label: t(`form.scopes.${value}`) }))} />
        </Form.Item>
        {scope === CouponScope.Category && (
          <Form.Item name="categoryId" label={t('form.category')} rules={[{ required: true, message: ValidationMessages.required[language] }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={categoryOptions(categories.data ?? [], language)}
              loading={categories.isPending}
              data-testid="coupon-category"
            />
          </Form.Item>
        )}
        {scope === CouponScope.GoodsOwner && (
          <Form.Item name="ownerId" label={t('form.owner')} rules={[{ required: true, message: ValidationMessages.required[language] }]}>
            <Select
              showSearch={{ filterOption: false, onSearch: setOwnerSearch }}
              placeholder={t('form.ownerSearch')}
              options={(owners.data ?? []).map((owner) => ({ value: owner.id, label: language === 'zh' ? owner.name : owner.nameEn }))}
              loading={owners.isFetching}
              data-testid="coupon-owner"
            />
          </Form.Item>
        )}
        <Space wrap size="middle" align="start">
          <Form.Item name="validFrom" label={t('form.validFrom')} rules={[{ required: true, message: ValidationMessages.required[language] }]}>
            <Input type="datetime-local" data-testid="coupon-valid-from" />
          </Form.Item>
          <Form.Item name="validUntil" label={t('form.validUntil')} rules={[{ required: true, message: ValidationMessages.required[language] }]}>
            <Input type="datetime-local" data-testid="coupon-valid-until" />
          </Form.Item>
        </Space>
        <p className="muted coupons__help">{t('form.zoneHelp', { zone: zoneLabel(zone, language) })}</p>
        <Space wrap size="middle" align="start">
          <Form.Item name="totalLimit" label={t('form.totalLimit')} rules={[schemaRule(shape.totalLimit)]}>
            <InputNumber min={1} max={COUPON_BOUNDS.maxTotalLimit} precision={0} className="coupons__number" data-testid="coupon-total-limit" />
          </Form.Item>
          <Form.Item name="perBuyerLimit" label={t('form.perBuyerLimit')} rules={[schemaRule(shape.perBuyerLimit)]}>
            <InputNumber min={1} max={COUPON_BOUNDS.maxPerBuyerLimit} precision={0} className="coupons__number" data-testid="coupon-per-buyer-limit" />
          </Form.Item>
        </Space>
        <Form.Item name="audience" label={t('form.audience')} extra={t('form.audienceHelp')}>
          <Radio.Group
            options={[CouponAudience.AllBuyers, CouponAudience.NewBuyers].map((value) => ({
              value,
              label: t(value === CouponAudience.NewBuyers ? 'audience.newBuyers' : 'audience.allBuyers'),
            }))}
            data-testid="coupon-audience"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
