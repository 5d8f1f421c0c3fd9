import { useState } from 'react';
import { Button, Form, Input, Steps, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, ResetPasswordBody } from '@clearlot/contract';
import { useResetPassword } from '../api/resetPassword';
import { useSendEmailCode } from '../../../shared/verification/sendCode';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { parseForSubmit, schemaRule } from '../../../shared/forms/validation';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { FormError } from './FormError';
import { NewPasswordFields } from '../../../shared/forms/password/NewPasswordFields';
import { RESEND_SECONDS } from '../../../shared/verification/SendCodeButton';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';

interface ResetValues {
  email?: string;
  code?: string;
  password?: string;
  confirmPassword?: string;
}

const fields = ResetPasswordBody.shape;
const codeFailures = {
  [ErrorCatalogue.emailNotRegistered.code]: 'email',
  [ErrorCatalogue.verificationCodeWrong.code]: 'code',
  [ErrorCatalogue.verificationCodeNotRequested.code]: 'code',
  [ErrorCatalogue.verificationCodeTooSoon.code]: 'code',
  [ErrorCatalogue.sendLimitReached.code]: 'code',
};

/** Step one: the account's e-mail gets a code. Step two: the code and a new password. */
export function ResetPasswordForm({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<ResetValues>();
  const sendCode = useSendEmailCode();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  /** the address the code went to, and how long to wait before resending */
  const [sent, setSent] = useState<{ email: string; wait: number } | null>(null);
  const password = Form.useWatch('password', form) ?? '';

  const requestCode = async (email: string): Promise<number | null> => {
    setFormError(null);
    try {
      const result = await sendCode.mutateAsync({ email, scene: 'resetPassword' });
      return result.resendAfter > 0 ? result.resendAfter : RESEND_SECONDS;
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: ['email'], codes: codeFailures }));
      return null;
    }
  };

  const sendFirstCode = async () => {
    try {
      await form.validateFields(['email']);
    } catch {
      return;
    }
    const email = String(form.getFieldValue('email')).trim();
    const wait = await requestCode(email);
    if (wait !== null) setSent({ email, wait });
  };

  const submit = async (values: ResetValues) => {
    if (!sent) return;
    setFormError(null);
    const body = parseForSubmit(form, ResetPasswordBody, {
      email: sent.email,
      code: values.code ?? '',
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
    });
    if (!body) return;
    try {
      await reset.mutateAsync(body);
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: ['code', 'password', 'confirmPassword'], codes: codeFailures }));
      return;
    }
    onReset();
  };

  return (
    <>
      <Steps size="small" current={sent ? 1 : 0} items={[{ title: t('forget.stepEmail') }, { title: t('forget.stepPassword') }]} style={{ marginBottom: 24 }} />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <FormError message={formError} />
        {!sent ? (
          <>
            <Form.Item required name="email" label={t('fields.email')} rules={[schemaRule(fields.email)]} validateTrigger="onBlur">
              <Input type="email" autoComplete="email" inputMode="email" data-testid="forget-email" />
            </Form.Item>
            <Button type="primary" block size="large" loading={sendCode.isPending} onClick={() => void sendFirstCode()} data-testid="forget-send-code">
              {t('verification.send', { ns: 'common' })}
            </Button>
          </>
        ) : (
          <>
            <Typography.Paragraph>
              {t('verification.sentTo', { address: sent.email, ns: 'common' })}{' '}
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setSent(null)}>
                {t('forget.changeEmail')}
              </Button>
            </Typography.Paragraph>
            <Form.Item required name="code" label={t('fields.emailCode')} rules={[schemaRule(fields.code)]} extra={<DevMailboxHint address={sent.email} />}>
              <VerificationCodeInput onSend={() => requestCode(sent.email)} initialWait={sent.wait} inputTestId="forget-code" buttonTestId="forget-resend-code" />
            </Form.Item>
            <NewPasswordFields label={t('fields.newPassword')} confirmLabel={t('fields.confirmPassword')} password={password} schema={fields.password} testIdPrefix="forget" />
            <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending} data-testid="forget-submit">
              {t('forget.submit')}
            </Button>
          </>
        )}
      </Form>
    </>
  );
}
