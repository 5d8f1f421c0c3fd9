import { useEffect, useState } from 'react';
import { App, Button, Col, Flex, Form, Input, Modal, Row, Select, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { CARD_EXPIRY_MAX_YEARS_AHEAD, NewCard, cardExpiryProblem, cardNumberProblem, cvvProblem } from '@clearlot/contract';
import type { FormRule } from 'antd';
import { useAddCard } from '../api/addCard';
import { useAddresses } from '../../../shared/data/addresses';
import { expiryYearOptions, formatCardNumberInput, typedCardBrand } from '../model/cardDisplay';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { parseForSubmit, problemRule, schemaRule, validationText } from '../../../shared/forms/validation';
import { BillingAddressField } from './BillingAddressField';
import { FormAlert } from './FormAlert';

interface AddCardValues {
  number?: string;
  holderName?: string;
  expiryMonth?: number;
  expiryYear?: number;
  cvv?: string;
  billingAddressId?: number;
}

const FIELDS = ['number', 'holderName', 'expiryMonth', 'expiryYear', 'cvv', 'billingAddressId'] as const;
const MONTHS = Array.from({ length: 12 }, (_, index) => ({ value: index + 1, label: String(index + 1).padStart(2, '0') }));
const HOLDER_NAME_MAX = 100;

/** Month and year together: the month carries the message, as the contract's NewCard does. */
const expiryRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, month: number | undefined) => {
    const year = getFieldValue('expiryYear') as number | undefined;
    if (month === undefined) throw new Error(validationText('required'));
    if (year === undefined) return; // the year field says it is missing
    const key = cardExpiryProblem(month, year);
    if (key) throw new Error(validationText(key));
  },
});

/** 'Add card': number (brand shown as typed), holder, expiry, CVV and billing address (/wallet/cards/add). */
export function AddCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Modal open={open} title={t('addCard.title')} onCancel={onClose} footer={null} mask={{ closable: false }} destroyOnHidden>
      <AddCardForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}

function AddCardForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const [form] = Form.useForm<AddCardValues>();
  const number = Form.useWatch('number', form);
  const brand = typedCardBrand(number);
  const addresses = useAddresses();
  const add = useAddCard();
  const [formError, setFormError] = useState<string | null>(null);
  const [years] = useState(() => expiryYearOptions(CARD_EXPIRY_MAX_YEARS_AHEAD).map((year) => ({ value: year, label: String(year) })));

  // The default address (listed first) is the usual billing address.
  useEffect(() => {
    const first = addresses.data?.find((address) => address.isDefault) ?? addresses.data?.[0];
    if (first && form.getFieldValue('billingAddressId') === undefined) form.setFieldValue('billingAddressId', first.id);
  }, [addresses.data, form]);

  const submit = async (values: AddCardValues) => {
    setFormError(null);
    const body = parseForSubmit(form, NewCard, {
      number: values.number ?? '',
      holderName: values.holderName ?? '',
      expiryMonth: values.expiryMonth,
      expiryYear: values.expiryYear,
      cvv: values.cvv ?? '',
      billingAddressId: values.billingAddressId,
    });
    if (!body) return;
    try {
      await add.mutateAsync(body);
    } catch (error) {
      // declined (8007) and card parameter errors (8006) come back as the server's message
      setFormError(placeFailure(form, error, { fields: FIELDS }));
      return;
    }
    void message.success(t('addCard.saved'));
    onDone();
  };

  const brandName = brand ? t(`brands.${brand}`) : null;
  return (
    <Form form={form} name="wallet-add-card" layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
      <Form.Item
        name="number"
        label={t('addCard.number')}
        extra={t('addCard.numberHint')}
        rules={[problemRule(cardNumberProblem)]}
        normalize={(value: string) => formatCardNumberInput(value)}
        validateTrigger="onBlur"
      >
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          autoFocus
          placeholder={t('addCard.numberPlaceholder')}
          suffix={
            <span aria-live="polite" data-testid="wallet-card-brand">
              {brandName && (
                <>
                  <span className="visually-hidden">{t('addCard.brandDetected', { brand: brandName })}</span>
                  <Tag color={brand === 'visa' ? 'blue' : 'red'} style={{ marginInlineEnd: 0 }} aria-hidden>
                    {brandName}
                  </Tag>
                </>
              )}
            </span>
          }
          data-testid="wallet-card-number"
        />
      </Form.Item>
      <Form.Item name="holderName" label={t('addCard.holderName')} rules={[schemaRule(NewCard.shape.holderName)]}>
        <Input autoComplete="cc-name" maxLength={HOLDER_NAME_MAX} data-testid="wallet-card-holder" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item name="expiryMonth" label={t('addCard.expiryMonth')} dependencies={['expiryYear']} rules={[expiryRule]}>
            <Select options={MONTHS} placeholder={t('addCard.monthPlaceholder')} data-testid="wallet-card-month" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="expiryYear" label={t('addCard.expiryYear')} rules={[{ required: true, message: validationText('required') }]}>
            <Select options={years} placeholder={t('addCard.yearPlaceholder')} data-testid="wallet-card-year" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="cvv"
            label={t('addCard.cvv')}
            extra={t('addCard.cvvHint')}
            rules={[problemRule(cvvProblem)]}
            normalize={(value: string) => value.replace(/\D/g, '').slice(0, 3)}
          >
            <Input inputMode="numeric" autoComplete="cc-csc" maxLength={3} data-testid="wallet-card-cvv" />
          </Form.Item>
        </Col>
      </Row>
      <BillingAddressField addresses={addresses} />
      <FormAlert message={formError} />
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="wallet-card-save">
          {t('addCard.save')}
        </Button>
      </Flex>
    </Form>
  );
}
