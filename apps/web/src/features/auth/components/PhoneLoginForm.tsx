import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, type LoginResult, PhoneCaptchaLoginBody, toE164 } from '@clearlot/contract';
import { useSendPhoneCode } from '../../../shared/verification/sendCode';
import { usePhoneCaptchaLogin } from '../api/signIn';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, schemaRule } from '../../../shared/forms/rules';
import { DEFAULT_DIAL_CODE } from '../../../shared/forms/phone/dialCodes';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { PhoneFields } from '../../../shared/forms/phone/PhoneFields';
import { Button } from '../../../shared/ui/kit/Button';
import { PhoneCodeHelp, type PhoneCodeSent } from '../../../shared/verification/PhoneCodeHelp';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';
import { CODE_FIELD_FAILURES } from '../../../shared/verification/codeFailures';

interface PhoneLoginValues {
  phoneCode: string;
  phone: string;
  code: string;
}

const codeFailures = {
  ...CODE_FIELD_FAILURES,
  [ErrorCatalogue.phoneNotRegistered.code]: 'phone',
};

/** Phone number and SMS code (docs/product.md §3: phone, phoneCode = dial code, code = SMS code). */
export function PhoneLoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setError, trigger, getValues } = useForm<PhoneLoginValues>({
    mode: 'onTouched',
    defaultValues: { phoneCode: DEFAULT_DIAL_CODE, phone: '', code: '' },
  });
  const sendCode = useSendPhoneCode();
  const login = usePhoneCaptchaLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);

  const send = async (): Promise<number | null> => {
    setFormError(null);
    if (!(await trigger(['phoneCode', 'phone'], { shouldFocus: true }))) return null;
    const { phoneCode: dialCode, phone } = getValues();
    try {
      const result = await sendCode.mutateAsync({ dialCode, phone, scene: 'login' });
      setSent({ to: toE164(dialCode, phone), channel: result.channel });
      return result.resendAfter;
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['phone'], renamed: { dialCode: 'phoneCode' }, codes: codeFailures }));
      return null;
    }
  };

  const submit = async (values: PhoneLoginValues) => {
    setFormError(null);
    const body = parseForSubmit(setError, PhoneCaptchaLoginBody, { phoneCode: values.phoneCode, phone: values.phone, code: values.code });
    if (!body) return;
    let result: LoginResult;
    try {
      result = await login.mutateAsync(body);
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['phoneCode', 'phone', 'code'], codes: codeFailures }));
      return;
    }
    await onSignedIn(result);
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FormError message={formError} />
      <PhoneFields control={control} label={t('fields.phone')} dialName="phoneCode" phoneName="phone" phoneTestId="login-phone" required={false} />
      <FormField control={control} name="code" label={t('fields.smsCode')} rules={{ validate: schemaRule(PhoneCaptchaLoginBody.shape.code) }} help={<PhoneCodeHelp sent={sent} />}>
        {(field) => <VerificationCodeInput value={field.value} onChange={field.onChange} onSend={send} inputTestId="login-sms-code" buttonTestId="login-send-code" />}
      </FormField>
      <Button variant="primary" htmlType="submit" block size="large" loading={login.isPending} data-testid="login-phone-submit">
        {t('login.submit')}
      </Button>
    </form>
  );
}
