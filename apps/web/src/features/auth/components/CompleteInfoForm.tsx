import { useState } from 'react';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { CompleteRegistrationBody, ErrorCatalogue, toE164 } from '@clearlot/contract';
import { useCompleteRegistration } from '../api/completeRegistration';
import { useSendPhoneCode } from '../../../shared/verification/sendCode';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { parseForSubmit, schemaRule } from '../../../shared/forms/validation';
import { DEFAULT_DIAL_CODE } from '../../../shared/forms/phone/dialCodes';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { FormError } from './FormError';
import { PhoneFields } from '../../../shared/forms/phone/PhoneFields';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';

interface CompleteInfoValues {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  vatNumber?: string;
  dialCode?: string;
  phone?: string;
  phoneCode?: string;
}

const fields = CompleteRegistrationBody.shape;
const FIELD_NAMES = ['firstName', 'lastName', 'companyName', 'vatNumber', 'dialCode', 'phone', 'phoneCode'] as const;
const codeFailures = {
  [ErrorCatalogue.phoneTaken.code]: 'phone',
  [ErrorCatalogue.newValueSameAsBound.code]: 'phone',
  [ErrorCatalogue.verificationCodeWrong.code]: 'phoneCode',
  [ErrorCatalogue.verificationCodeNotRequested.code]: 'phoneCode',
  [ErrorCatalogue.verificationCodeTooSoon.code]: 'phoneCode',
  [ErrorCatalogue.sendLimitReached.code]: 'phoneCode',
};

/** VAT numbers are often written with spaces ("GB 123 4567 89"); the rule allows letters and digits only. */
const normaliseVat = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Business details and a verified phone number, which give a buyer purchase permission (docs/product.md §6). */
export function CompleteInfoForm({ userId, onCompleted }: { userId: number; onCompleted: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<CompleteInfoValues>();
  const sendCode = useSendPhoneCode();
  const complete = useCompleteRegistration();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (): Promise<number | null> => {
    setFormError(null);
    try {
      await form.validateFields(['dialCode', 'phone']);
    } catch {
      return null;
    }
    const dialCode = String(form.getFieldValue('dialCode'));
    const phone = String(form.getFieldValue('phone'));
    try {
      const result = await sendCode.mutateAsync({ dialCode, phone, scene: 'bindPhone' });
      setSentTo(toE164(dialCode, phone));
      return result.resendAfter;
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: ['dialCode', 'phone'], codes: codeFailures }));
      return null;
    }
  };

  const submit = async (values: CompleteInfoValues) => {
    setFormError(null);
    const vatNumber = values.vatNumber?.trim();
    const body = parseForSubmit(form, CompleteRegistrationBody, {
      userId,
      firstName: values.firstName?.trim() ?? '',
      lastName: values.lastName?.trim() ?? '',
      companyName: values.companyName?.trim() ?? '',
      vatNumber: vatNumber ? vatNumber : undefined,
      dialCode: values.dialCode ?? '',
      phone: values.phone ?? '',
      phoneCode: values.phoneCode ?? '',
    });
    if (!body) return;
    try {
      await complete.mutateAsync(body);
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: FIELD_NAMES, codes: codeFailures }));
      return;
    }
    await onCompleted();
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ dialCode: DEFAULT_DIAL_CODE }} onFinish={(values) => void submit(values)}>
      <FormError message={formError} />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item required name="firstName" label={t('fields.firstName')} rules={[schemaRule(fields.firstName)]}>
            <Input autoComplete="given-name" maxLength={50} data-testid="complete-first" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item required name="lastName" label={t('fields.lastName')} rules={[schemaRule(fields.lastName)]}>
            <Input autoComplete="family-name" maxLength={50} data-testid="complete-last" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item required name="companyName" label={t('fields.companyName')} rules={[schemaRule(fields.companyName)]}>
        <Input autoComplete="organization" maxLength={100} data-testid="complete-company" />
      </Form.Item>
      <Form.Item name="vatNumber" label={t('fields.vatNumber')} extra={t('complete.vatHint')} normalize={normaliseVat} rules={[schemaRule(fields.vatNumber)]}>
        <Input maxLength={20} data-testid="complete-vat" />
      </Form.Item>
      <PhoneFields label={t('fields.mobile')} dialName="dialCode" phoneName="phone" phoneTestId="complete-phone" />
      <Form.Item required name="phoneCode" label={t('fields.smsCode')} rules={[schemaRule(fields.phoneCode)]} extra={sentTo ? <DevMailboxHint address={sentTo} /> : undefined}>
        <VerificationCodeInput onSend={send} inputTestId="complete-code" buttonTestId="complete-send-code" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={complete.isPending} data-testid="complete-submit">
        {t('complete.submit')}
      </Button>
    </Form>
  );
}
