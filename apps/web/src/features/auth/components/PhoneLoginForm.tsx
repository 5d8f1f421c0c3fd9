import { useState } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, type LoginResult, PhoneCaptchaLoginBody, toE164 } from '@clearlot/contract';
import { useSendPhoneCode } from '../../../shared/verification/sendCode';
import { usePhoneCaptchaLogin } from '../api/signIn';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { parseForSubmit, schemaRule } from '../../../shared/forms/validation';
import { DEFAULT_DIAL_CODE } from '../../../shared/forms/phone/dialCodes';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { FormError } from './FormError';
import { PhoneFields } from '../../../shared/forms/phone/PhoneFields';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';

interface PhoneLoginValues {
  phoneCode?: string;
  phone?: string;
  code?: string;
}

const codeFailures = {
  [ErrorCatalogue.verificationCodeWrong.code]: 'code',
  [ErrorCatalogue.verificationCodeNotRequested.code]: 'code',
  [ErrorCatalogue.verificationCodeTooSoon.code]: 'code',
  [ErrorCatalogue.sendLimitReached.code]: 'code',
  [ErrorCatalogue.phoneNotRegistered.code]: 'phone',
};

/** Phone number and SMS code (docs/product.md §3: phone, phoneCode = dial code, code = SMS code). */
export function PhoneLoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<PhoneLoginValues>();
  const sendCode = useSendPhoneCode();
  const login = usePhoneCaptchaLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (): Promise<number | null> => {
    setFormError(null);
    try {
      await form.validateFields(['phoneCode', 'phone']);
    } catch {
      return null;
    }
    const dialCode = String(form.getFieldValue('phoneCode'));
    const phone = String(form.getFieldValue('phone'));
    try {
      const result = await sendCode.mutateAsync({ dialCode, phone, scene: 'login' });
      setSentTo(toE164(dialCode, phone));
      return result.resendAfter;
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: ['phone'], renamed: { dialCode: 'phoneCode' }, codes: codeFailures }));
      return null;
    }
  };

  const submit = async (values: PhoneLoginValues) => {
    setFormError(null);
    const body = parseForSubmit(form, PhoneCaptchaLoginBody, {
      phoneCode: values.phoneCode ?? '',
      phone: values.phone ?? '',
      code: values.code ?? '',
    });
    if (!body) return;
    let result: LoginResult;
    try {
      result = await login.mutateAsync(body);
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: ['phoneCode', 'phone', 'code'], codes: codeFailures }));
      return;
    }
    await onSignedIn(result);
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={{ phoneCode: DEFAULT_DIAL_CODE }} onFinish={(values) => void submit(values)}>
      <FormError message={formError} />
      <PhoneFields label={t('fields.phone')} dialName="phoneCode" phoneName="phone" phoneTestId="login-phone" />
      <Form.Item name="code" label={t('fields.smsCode')} rules={[schemaRule(PhoneCaptchaLoginBody.shape.code)]} extra={sentTo ? <DevMailboxHint address={sentTo} /> : undefined}>
        <VerificationCodeInput onSend={send} inputTestId="login-sms-code" buttonTestId="login-send-code" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={login.isPending} data-testid="login-phone-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
