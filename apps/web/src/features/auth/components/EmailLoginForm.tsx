import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { EmailPasswordLoginBody, ErrorCatalogue, type LoginResult } from '@clearlot/contract';
import { useCaptchaImage } from '../api/captchaImage';
import { useEmailPasswordLogin } from '../api/signIn';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, schemaRule } from '../../../shared/forms/rules';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { PasswordBox } from '../../../shared/forms/password/PasswordBox';
import { Button } from '../../../shared/ui/kit/Button';
import { Input } from '../../../shared/ui/kit/Input';
import { CaptchaInput } from './CaptchaInput';

interface EmailLoginValues {
  email: string;
  password: string;
  code: string;
}

const fields = EmailPasswordLoginBody.shape;

/** E-mail, password and picture code (docs/product.md §3 login payload). A failed attempt draws a new picture. */
export function EmailLoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setError, setValue } = useForm<EmailLoginValues>({ mode: 'onTouched', defaultValues: { email: '', password: '', code: '' } });
  const captcha = useCaptchaImage();
  const login = useEmailPasswordLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const imageKey = captcha.data?.imageKey;

  // A new picture makes the answer to the previous one useless; what was typed before the first
  // picture arrived is kept (under load it can arrive after the person started typing). The field's
  // message stays: a wrong answer draws the new picture, and "wrong picture code" must still be
  // there to read until the buyer types again (setting a value without validating keeps it).
  const shownKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (shownKey.current !== undefined && imageKey !== shownKey.current) setValue('code', '');
    shownKey.current = imageKey;
  }, [imageKey, setValue]);

  const submit = async (values: EmailLoginValues) => {
    setFormError(null);
    const body = parseForSubmit(
      setError,
      EmailPasswordLoginBody,
      { email: values.email.trim(), password: values.password, code: values.code.trim(), imageKey: imageKey ?? '' },
      (path) => (path === 'imageKey' ? 'code' : path),
    );
    if (!body) return;
    let result: LoginResult;
    try {
      result = await login.mutateAsync(body);
    } catch (error) {
      setFormError(
        placeFailure(setError, error, {
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
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FormError message={formError} />
      <FormField control={control} name="email" label={t('fields.email')} rules={{ validate: schemaRule(fields.email) }}>
        {(field) => <Input {...field} type="email" autoComplete="username" inputMode="email" data-testid="login-email" />}
      </FormField>
      <FormField control={control} name="password" label={t('fields.password')} rules={{ validate: schemaRule(fields.password) }}>
        {(field) => <PasswordBox {...field} autoComplete="current-password" data-testid="login-password" />}
      </FormField>
      <FormField control={control} name="code" label={t('captcha.label')} rules={{ validate: schemaRule(fields.code) }}>
        {(field) => (
          <CaptchaInput
            {...field}
            image={captcha.data?.image}
            loading={captcha.isFetching}
            failed={captcha.isError}
            onRefresh={() => void captcha.refetch()}
            testId="login-captcha"
          />
        )}
      </FormField>
      {/* the picture's key goes with the answer: until the picture has come there is nothing to sign in with */}
      <Button variant="primary" htmlType="submit" block size="large" loading={login.isPending} disabled={imageKey === undefined} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </form>
  );
}
