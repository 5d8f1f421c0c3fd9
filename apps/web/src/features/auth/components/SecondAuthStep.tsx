import { useState } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography, theme } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, type LoginResult, SecondAuthBody, SignInRequiredCodes } from '@clearlot/contract';
import { ApiError } from '../../../shared/http/client';
import { getRawToken } from '../../../shared/session/token';
import { useSecondAuth } from '../api/signIn';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { parseForSubmit, schemaRule } from '../../../shared/forms/validation';
import { FormError } from './FormError';

interface SecondAuthValues {
  code?: string;
}

interface SecondAuthStepProps {
  onVerified: (result: LoginResult) => Promise<void>;
  onUseAnotherAccount: () => void;
}

/** Second sign-in step for accounts with two-step verification: the authenticator's 6-digit code. */
export function SecondAuthStep({ onVerified, onUseAnotherAccount }: SecondAuthStepProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<SecondAuthValues>();
  const verify = useSecondAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const { token } = theme.useToken();

  const submit = async (values: SecondAuthValues) => {
    setFormError(null);
    const body = parseForSubmit(form, SecondAuthBody, { code: values.code ?? '' });
    if (!body) return;
    const pendingToken = getRawToken();
    if (!pendingToken) {
      onUseAnotherAccount();
      return;
    }
    let result: LoginResult;
    try {
      result = await verify.mutateAsync({ code: body.code, pendingToken });
    } catch (error) {
      // The pending sign-in has expired: start again from the first step.
      if (error instanceof ApiError && SignInRequiredCodes.includes(error.code)) {
        onUseAnotherAccount();
        return;
      }
      setFormError(placeFailure(form, error, { fields: ['code'], codes: { [ErrorCatalogue.oneTimePasswordWrong.code]: 'code' } }));
      return;
    }
    await onVerified(result);
  };

  return (
    <>
      <Flex gap={12} align="flex-start" style={{ marginBottom: 24 }}>
        <SafetyCertificateOutlined style={{ fontSize: 28, color: token.colorPrimary }} aria-hidden />
        <Typography.Paragraph style={{ margin: 0 }}>{t('secondAuth.explain')}</Typography.Paragraph>
      </Flex>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
        <FormError message={formError} />
        <Form.Item
          name="code"
          label={t('secondAuth.codeLabel')}
          rules={[schemaRule(SecondAuthBody.shape.code)]}
          normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" autoFocus size="large" style={{ letterSpacing: 6, textAlign: 'center' }} data-testid="login-totp" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={verify.isPending} data-testid="login-totp-submit">
          {t('secondAuth.submit')}
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button type="link" onClick={onUseAnotherAccount}>
          {t('secondAuth.useAnotherAccount')}
        </Button>
      </Flex>
    </>
  );
}
