import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, ResetPasswordBody } from '@clearlot/contract';
import { useResetPassword } from '../api/resetPassword';
import { useSendEmailCode } from '../../../shared/verification/sendCode';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, schemaRule } from '../../../shared/forms/rules';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { NewPasswordFields } from '../../../shared/forms/password/NewPasswordFields';
import { Button } from '../../../shared/ui/kit/Button';
import { Input } from '../../../shared/ui/kit/Input';
import { Steps } from '../../../shared/ui/kit/Steps';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { RESEND_SECONDS } from '../../../shared/verification/SendCodeButton';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';
import { CODE_FIELD_FAILURES } from '../../../shared/verification/codeFailures';

interface ResetValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const fields = ResetPasswordBody.shape;
const codeFailures = {
  [ErrorCatalogue.emailNotRegistered.code]: 'email',
  ...CODE_FIELD_FAILURES,
};

/** Step one: the account's e-mail gets a code. Step two: the code and a new password. */
export function ResetPasswordForm({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setError, trigger, getValues } = useForm<ResetValues>({
    mode: 'onTouched',
    defaultValues: { email: '', code: '', password: '', confirmPassword: '' },
  });
  const sendCode = useSendEmailCode();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  /** the address the code went to, and how long to wait before resending */
  const [sent, setSent] = useState<{ email: string; wait: number } | null>(null);

  const requestCode = async (email: string): Promise<number | null> => {
    setFormError(null);
    try {
      const result = await sendCode.mutateAsync({ email, scene: 'resetPassword' });
      return result.resendAfter > 0 ? result.resendAfter : RESEND_SECONDS;
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['email'], codes: codeFailures }));
      return null;
    }
  };

  const sendFirstCode = async () => {
    if (!(await trigger('email', { shouldFocus: true }))) return;
    const email = getValues('email').trim();
    const wait = await requestCode(email);
    if (wait !== null) setSent({ email, wait });
  };

  const submit = async (values: ResetValues) => {
    if (!sent) return;
    setFormError(null);
    const body = parseForSubmit(setError, ResetPasswordBody, {
      email: sent.email,
      code: values.code,
      password: values.password,
      confirmPassword: values.confirmPassword,
    });
    if (!body) return;
    try {
      await reset.mutateAsync(body);
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['code', 'password', 'confirmPassword'], codes: codeFailures }));
      return;
    }
    onReset();
  };

  return (
    <>
      <Steps
        className="auth-steps"
        current={sent ? 1 : 0}
        items={[{ title: t('forget.stepEmail') }, { title: t('forget.stepPassword') }]}
        label={t('forget.stepsLabel')}
        stateLabels={{ done: t('forget.stepDone'), current: t('forget.stepCurrent') }}
      />
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={formError} />
        {!sent ? (
          <>
            <FormField control={control} name="email" required label={t('fields.email')} rules={{ validate: schemaRule(fields.email) }}>
              {(field) => <Input {...field} type="email" autoComplete="email" inputMode="email" data-testid="forget-email" />}
            </FormField>
            <Button variant="primary" block size="large" loading={sendCode.isPending} onClick={() => void sendFirstCode()} data-testid="forget-send-code">
              {t('verification.send', { ns: 'common' })}
            </Button>
          </>
        ) : (
          <>
            <p className="auth-sent">
              {t('verification.sentTo', { address: sent.email, ns: 'common' })}{' '}
              <Button variant="link" size="small" onClick={() => setSent(null)}>
                {t('forget.changeEmail')}
              </Button>
            </p>
            <FormField
              control={control}
              name="code"
              required
              label={t('fields.emailCode')}
              rules={{ validate: schemaRule(fields.code) }}
              help={<DevMailboxHint address={sent.email} />}
            >
              {(field) => (
                <VerificationCodeInput
                  value={field.value}
                  onChange={field.onChange}
                  onSend={() => requestCode(sent.email)}
                  initialWait={sent.wait}
                  inputTestId="forget-code"
                  buttonTestId="forget-resend-code"
                />
              )}
            </FormField>
            <NewPasswordFields control={control} label={t('fields.newPassword')} confirmLabel={t('fields.confirmPassword')} schema={fields.password} testIdPrefix="forget" />
            <Button variant="primary" htmlType="submit" block size="large" loading={reset.isPending} data-testid="forget-submit">
              {t('forget.submit')}
            </Button>
          </>
        )}
      </form>
    </>
  );
}
