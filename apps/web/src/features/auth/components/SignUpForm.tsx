import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Trans, useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { ErrorCatalogue, type RegisterResult, RegisterBody, emailProblem, usernameProblem } from '@clearlot/contract';
import { useRegister } from '../api/register';
import { useSendEmailCode } from '../../../shared/verification/sendCode';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { type UniqueField, takenProblem } from '../forms/uniqueRule';
import { parseForSubmit, schemaRule } from '../../../shared/forms/rules';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { NewPasswordFields } from '../../../shared/forms/password/NewPasswordFields';
import { Button } from '../../../shared/ui/kit/Button';
import { Checkbox } from '../../../shared/ui/kit/Checkbox';
import { Input } from '../../../shared/ui/kit/Input';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';
import { paths } from '../../../shared/paths';

interface SignUpValues {
  username: string;
  email: string;
  emailCode: string;
  password: string;
  confirmPassword: string;
  agreeTerms: boolean;
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
const uniqueProblems = { username: usernameProblem, email: emailProblem } as const;
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Registration (docs/product.md §5): unique user name and e-mail, e-mail code, password rules, consent. */
export function SignUpForm({ onRegistered }: { onRegistered: (result: RegisterResult) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setError, trigger, getValues } = useForm<SignUpValues>({
    mode: 'onTouched',
    defaultValues: { username: '', email: '', emailCode: '', password: '', confirmPassword: '', agreeTerms: false },
  });
  const register = useRegister();
  const sendCode = useSendEmailCode();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [uniqueAnswers] = useState(() => new Map<string, boolean>());

  /** On leaving the user name or e-mail: once its format passes, is it already registered? */
  const checkTaken = async (name: UniqueField & FieldPath<SignUpValues>) => {
    if (!(await trigger(name))) return;
    const value = getValues(name);
    const message = await takenProblem(name, uniqueProblems[name], uniqueAnswers, value);
    if (message && getValues(name) === value) setError(name, { type: 'unique', message });
  };

  const send = async (): Promise<number | null> => {
    setFormError(null);
    if (!(await trigger('email', { shouldFocus: true }))) return null;
    const email = getValues('email').trim();
    try {
      const result = await sendCode.mutateAsync({ email, scene: 'register' });
      setSentTo(email);
      return result.resendAfter;
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['email'], codes: codeFailures }));
      return null;
    }
  };

  const submit = async (values: SignUpValues) => {
    setFormError(null);
    const body = parseForSubmit(setError, RegisterBody, {
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      emailCode: values.emailCode,
      agreeTerms: values.agreeTerms,
    });
    if (!body) return;
    let result: RegisterResult;
    try {
      result = await register.mutateAsync(body);
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: FIELD_NAMES, codes: codeFailures }));
      return;
    }
    await onRegistered(result);
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FormError message={formError} />
      <FormField control={control} name="username" required label={t('fields.username')} help={t('signUp.usernameHint')} rules={{ validate: schemaRule(fields.username) }}>
        {(field) => (
          <Input
            {...field}
            onBlur={() => {
              field.onBlur();
              void checkTaken('username');
            }}
            autoComplete="username"
            maxLength={20}
            data-testid="signup-username"
          />
        )}
      </FormField>
      <FormField control={control} name="email" required label={t('fields.email')} rules={{ validate: schemaRule(fields.email) }}>
        {(field) => (
          <Input
            {...field}
            onBlur={() => {
              field.onBlur();
              void checkTaken('email');
            }}
            type="email"
            autoComplete="email"
            inputMode="email"
            data-testid="signup-email"
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="emailCode"
        required
        label={t('fields.emailCode')}
        rules={{ validate: schemaRule(fields.emailCode) }}
        help={sentTo ? <CodeSentNote address={sentTo} /> : undefined}
      >
        {(field) => <VerificationCodeInput value={field.value} onChange={field.onChange} onSend={send} inputTestId="signup-code" buttonTestId="signup-send-code" />}
      </FormField>
      <NewPasswordFields control={control} label={t('fields.password')} confirmLabel={t('fields.confirmPassword')} schema={fields.password} testIdPrefix="signup" />
      <FormField control={control} name="agreeTerms" rules={{ validate: schemaRule(fields.agreeTerms) }}>
        {(field) => (
          <Checkbox checked={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} data-testid="signup-terms">
            <Trans
              text={t('signUp.terms')}
              components={{ terms: <Link to={paths.policy.getHref('conditions')} {...newTab} />, privacy: <Link to={paths.policy.getHref('privacy')} {...newTab} /> }}
            />
          </Checkbox>
        )}
      </FormField>
      <Button variant="primary" htmlType="submit" block size="large" loading={register.isPending} data-testid="signup-submit">
        {t('signUp.submit')}
      </Button>
    </form>
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
