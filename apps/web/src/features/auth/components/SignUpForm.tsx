import { useState } from 'react';
import { Button, Checkbox, Form, Input } from 'antd';
import { Trans, useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { ErrorCatalogue, type RegisterResult, RegisterBody, emailProblem, usernameProblem } from '@clearlot/contract';
import { useRegister } from '../api/register';
import { useSendEmailCode } from '../../../shared/verification/sendCode';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { uniqueRule } from '../forms/uniqueRule';
import { parseForSubmit, schemaRule } from '../../../shared/forms/validation';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { FormError } from './FormError';
import { NewPasswordFields } from '../../../shared/forms/password/NewPasswordFields';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';
import { paths } from '../../../shared/paths';

interface SignUpValues {
  username?: string;
  email?: string;
  emailCode?: string;
  password?: string;
  confirmPassword?: string;
  agreeTerms?: boolean;
}

const fields = RegisterBody.shape;
const FIELD_NAMES = ['username', 'email', 'emailCode', 'password', 'confirmPassword', 'agreeTerms'] as const;
const codeFailures = {
  [ErrorCatalogue.usernameTaken.code]: 'username',
  [ErrorCatalogue.emailTaken.code]: 'email',
  [ErrorCatalogue.verificationCodeWrong.code]: 'emailCode',
  [ErrorCatalogue.verificationCodeNotRequested.code]: 'emailCode',
  [ErrorCatalogue.verificationCodeTooSoon.code]: 'emailCode',
  [ErrorCatalogue.sendLimitReached.code]: 'emailCode',
};
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Registration (docs/product.md §5): unique user name and e-mail, e-mail code, password rules, consent. */
export function SignUpForm({ onRegistered }: { onRegistered: (result: RegisterResult) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<SignUpValues>();
  const register = useRegister();
  const sendCode = useSendEmailCode();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [uniqueAnswers] = useState(() => new Map<string, boolean>());
  const password = Form.useWatch('password', form) ?? '';

  const send = async (): Promise<number | null> => {
    setFormError(null);
    try {
      await form.validateFields(['email']);
    } catch {
      return null;
    }
    const email = String(form.getFieldValue('email')).trim();
    try {
      const result = await sendCode.mutateAsync({ email, scene: 'register' });
      setSentTo(email);
      return result.resendAfter;
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: ['email'], codes: codeFailures }));
      return null;
    }
  };

  const submit = async (values: SignUpValues) => {
    setFormError(null);
    const body = parseForSubmit(form, RegisterBody, {
      username: values.username?.trim() ?? '',
      email: values.email?.trim() ?? '',
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      emailCode: values.emailCode ?? '',
      agreeTerms: values.agreeTerms === true,
    });
    if (!body) return;
    let result: RegisterResult;
    try {
      result = await register.mutateAsync(body);
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: FIELD_NAMES, codes: codeFailures }));
      return;
    }
    await onRegistered(result);
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
      <FormError message={formError} />
      <Form.Item
        required
        name="username"
        label={t('fields.username')}
        extra={t('signUp.usernameHint')}
        validateTrigger={['onChange', 'onBlur']}
        validateFirst
        rules={[schemaRule(fields.username), uniqueRule('username', usernameProblem, uniqueAnswers)]}
      >
        <Input autoComplete="username" maxLength={20} data-testid="signup-username" />
      </Form.Item>
      <Form.Item
        required
        name="email"
        label={t('fields.email')}
        validateTrigger={['onBlur']}
        validateFirst
        rules={[schemaRule(fields.email), uniqueRule('email', emailProblem, uniqueAnswers)]}
      >
        <Input type="email" autoComplete="email" inputMode="email" data-testid="signup-email" />
      </Form.Item>
      <Form.Item required name="emailCode" label={t('fields.emailCode')} rules={[schemaRule(fields.emailCode)]} extra={sentTo ? <CodeSentNote address={sentTo} /> : undefined}>
        <VerificationCodeInput onSend={send} inputTestId="signup-code" buttonTestId="signup-send-code" />
      </Form.Item>
      <NewPasswordFields label={t('fields.password')} confirmLabel={t('fields.confirmPassword')} password={password} schema={fields.password} testIdPrefix="signup" />
      <Form.Item name="agreeTerms" valuePropName="checked" rules={[schemaRule(fields.agreeTerms)]}>
        <Checkbox data-testid="signup-terms">
          <Trans
            text={t('signUp.terms')}
            components={{ terms: <Link to={paths.policy.getHref('conditions')} {...newTab} />, privacy: <Link to={paths.policy.getHref('privacy')} {...newTab} /> }}
          />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={register.isPending} data-testid="signup-submit">
        {t('signUp.submit')}
      </Button>
    </Form>
  );
}

function CodeSentNote({ address }: { address: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      {t('verification.sentTo', { address, ns: 'common' })} <DevMailboxHint address={address} />
    </>
  );
}
