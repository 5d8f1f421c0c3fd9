import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, type LoginResult, SecondAuthBody, SignInRequiredCodes } from '@clearlot/contract';
import { ApiError } from '../../../shared/http/client';
import { getRawToken } from '../../../shared/session/token';
import { useSecondAuth } from '../api/signIn';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, schemaRule } from '../../../shared/forms/rules';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { Button } from '../../../shared/ui/kit/Button';
import { Input } from '../../../shared/ui/kit/Input';
import { SafetyCertificateOutlined } from '../../../shared/ui/kit/icons/SafetyCertificateOutlined';

interface SecondAuthValues {
  code: string;
}

interface SecondAuthStepProps {
  onVerified: (result: LoginResult) => Promise<void>;
  onUseAnotherAccount: () => void;
}

/** Second sign-in step for accounts with two-step verification: the authenticator's 6-digit code. */
export function SecondAuthStep({ onVerified, onUseAnotherAccount }: SecondAuthStepProps) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setError } = useForm<SecondAuthValues>({ mode: 'onTouched', defaultValues: { code: '' } });
  const verify = useSecondAuth();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: SecondAuthValues) => {
    setFormError(null);
    const body = parseForSubmit(setError, SecondAuthBody, { code: values.code });
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
      setFormError(placeFailure(setError, error, { fields: ['code'], codes: { [ErrorCatalogue.oneTimePasswordWrong.code]: 'code' } }));
      return;
    }
    await onVerified(result);
  };

  return (
    <>
      <div className="second-auth__explain">
        <SafetyCertificateOutlined className="second-auth__icon" aria-hidden />
        <p>{t('secondAuth.explain')}</p>
      </div>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={formError} />
        <FormField control={control} name="code" label={t('secondAuth.codeLabel')} rules={{ validate: schemaRule(SecondAuthBody.shape.code) }}>
          {(field) => (
            <Input
              {...field}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              size="large"
              className="second-auth__code"
              data-testid="login-totp"
            />
          )}
        </FormField>
        <Button variant="primary" htmlType="submit" block size="large" loading={verify.isPending} data-testid="login-totp-submit">
          {t('secondAuth.submit')}
        </Button>
      </form>
      <div className="auth-centre">
        <Button variant="link" onClick={onUseAnotherAccount}>
          {t('secondAuth.useAnotherAccount')}
        </Button>
      </div>
    </>
  );
}
