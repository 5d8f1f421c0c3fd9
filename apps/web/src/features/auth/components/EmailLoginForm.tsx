import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { EmailPasswordLoginBody, ErrorCatalogue, type LoginResult } from '@clearlot/contract';
import { useCaptchaImage } from '../api/captchaImage';
import { useEmailPasswordLogin } from '../api/signIn';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { parseForSubmit, schemaRule } from '../../../shared/forms/validation';
import { CaptchaInput } from './CaptchaInput';
import { FormError } from './FormError';

interface EmailLoginValues {
  email?: string;
  password?: string;
  code?: string;
}

const fields = EmailPasswordLoginBody.shape;

/** E-mail, password and picture code (docs/product.md §3 login payload). A failed attempt draws a new picture. */
export function EmailLoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<EmailLoginValues>();
  const captcha = useCaptchaImage();
  const login = useEmailPasswordLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const imageKey = captcha.data?.imageKey;

  // A new picture makes the answer to the previous one useless; what was typed before the first
  // picture arrived is kept (under load it can arrive after the person started typing). The field's
  // message stays: a wrong answer draws the new picture, and "wrong picture code" must still be
  // there to read until the buyer types again (setting a value alone would wipe it).
  const shownKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (shownKey.current !== undefined && imageKey !== shownKey.current) {
      form.setFields([{ name: 'code', value: '', errors: form.getFieldError('code') }]);
    }
    shownKey.current = imageKey;
  }, [imageKey, form]);

  const submit = async (values: EmailLoginValues) => {
    setFormError(null);
    const body = parseForSubmit(
      form,
      EmailPasswordLoginBody,
      { email: values.email?.trim() ?? '', password: values.password ?? '', code: values.code?.trim() ?? '', imageKey: imageKey ?? '' },
      (path) => (path === 'imageKey' ? 'code' : path),
    );
    if (!body) return;
    let result: LoginResult;
    try {
      result = await login.mutateAsync(body);
    } catch (error) {
      setFormError(
        placeFailure(form, error, {
          fields: ['email', 'password', 'code'],
          renamed: { imageKey: 'code' },
          codes: { [ErrorCatalogue.captchaWrong.code]: 'code', [ErrorCatalogue.emailNotRegistered.code]: 'email' },
        }),
      );
      void captcha.refetch();
      return;
    }
    await onSignedIn(result);
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
      <FormError message={formError} />
      <Form.Item name="email" label={t('fields.email')} rules={[schemaRule(fields.email)]} validateTrigger="onBlur">
        <Input type="email" autoComplete="username" inputMode="email" data-testid="login-email" />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={[schemaRule(fields.password)]}>
        <Input.Password autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      <Form.Item name="code" label={t('captcha.label')} rules={[schemaRule(fields.code)]}>
        <CaptchaInput image={captcha.data?.image} loading={captcha.isFetching} failed={captcha.isError} onRefresh={() => void captcha.refetch()} testId="login-captcha" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={login.isPending} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
