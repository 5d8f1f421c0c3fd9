import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { CompleteRegistrationBody, ErrorCatalogue, toE164 } from '@clearlot/contract';
import { useCompleteRegistration } from '../api/completeRegistration';
import { useSendPhoneCode } from '../../../shared/verification/sendCode';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, schemaRule } from '../../../shared/forms/rules';
import { DEFAULT_DIAL_CODE } from '../../../shared/forms/phone/dialCodes';
import { PhoneCodeHelp, type PhoneCodeSent } from '../../../shared/verification/PhoneCodeHelp';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { Button } from '../../../shared/ui/kit/Button';
import { Input } from '../../../shared/ui/kit/Input';
import { PhoneFields } from '../../../shared/forms/phone/PhoneFields';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';

interface CompleteInfoValues {
  firstName: string;
  lastName: string;
  companyName: string;
  vatNumber: string;
  dialCode: string;
  phone: string;
  phoneCode: string;
}

const fields = CompleteRegistrationBody.shape;
const FIELD_NAMES = ['firstName', 'lastName', 'companyName', 'vatNumber', 'dialCode', 'phone', 'phoneCode'] as const;
const codeFailures = {
  [ErrorCatalogue.phoneTaken.code]: 'phone',
  [ErrorCatalogue.newValueSameAsBound.code]: 'phone',
  [ErrorCatalogue.verificationCodeWrong.code]: 'phoneCode',
  [ErrorCatalogue.verificationCodeNotRequested.code]: 'phoneCode',
  [ErrorCatalogue.verificationCodeTooSoon.code]: 'phoneCode',
  [ErrorCatalogue.sendLimitReached.code]: 'phoneCode',
};

/** VAT numbers are often written with spaces ("GB 123 4567 89"); the rule allows letters and digits only. */
const normaliseVat = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Business details and a verified phone number, which give a buyer purchase permission (docs/product.md §6). */
export function CompleteInfoForm({ userId, onCompleted }: { userId: number; onCompleted: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setError, trigger, getValues } = useForm<CompleteInfoValues>({
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', companyName: '', vatNumber: '', dialCode: DEFAULT_DIAL_CODE, phone: '', phoneCode: '' },
  });
  const sendCode = useSendPhoneCode();
  const complete = useCompleteRegistration();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);

  const send = async (): Promise<number | null> => {
    setFormError(null);
    if (!(await trigger(['dialCode', 'phone'], { shouldFocus: true }))) return null;
    const { dialCode, phone } = getValues();
    try {
      const result = await sendCode.mutateAsync({ dialCode, phone, scene: 'bindPhone' });
      setSent({ to: toE164(dialCode, phone), channel: result.channel });
      return result.resendAfter;
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['dialCode', 'phone'], codes: codeFailures }));
      return null;
    }
  };

  const submit = async (values: CompleteInfoValues) => {
    setFormError(null);
    const vatNumber = values.vatNumber.trim();
    const body = parseForSubmit(setError, CompleteRegistrationBody, {
      userId,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      companyName: values.companyName.trim(),
      vatNumber: vatNumber ? vatNumber : undefined,
      dialCode: values.dialCode,
      phone: values.phone,
      phoneCode: values.phoneCode,
    });
    if (!body) return;
    try {
      await complete.mutateAsync(body);
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: FIELD_NAMES, codes: codeFailures }));
      return;
    }
    await onCompleted();
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FormError message={formError} />
      <div className="auth-row">
        <FormField control={control} name="firstName" required label={t('fields.firstName')} rules={{ validate: schemaRule(fields.firstName) }}>
          {(field) => <Input {...field} autoComplete="given-name" maxLength={50} data-testid="complete-first" />}
        </FormField>
        <FormField control={control} name="lastName" required label={t('fields.lastName')} rules={{ validate: schemaRule(fields.lastName) }}>
          {(field) => <Input {...field} autoComplete="family-name" maxLength={50} data-testid="complete-last" />}
        </FormField>
      </div>
      <FormField control={control} name="companyName" required label={t('fields.companyName')} rules={{ validate: schemaRule(fields.companyName) }}>
        {(field) => <Input {...field} autoComplete="organization" maxLength={100} data-testid="complete-company" />}
      </FormField>
      <FormField control={control} name="vatNumber" label={t('fields.vatNumber')} help={t('complete.vatHint')} rules={{ validate: schemaRule(fields.vatNumber) }}>
        {(field) => <Input {...field} onChange={(event) => field.onChange(normaliseVat(event.target.value))} maxLength={20} data-testid="complete-vat" />}
      </FormField>
      <PhoneFields control={control} label={t('fields.mobile')} dialName="dialCode" phoneName="phone" phoneTestId="complete-phone" />
      <FormField control={control} name="phoneCode" required label={t('fields.smsCode')} rules={{ validate: schemaRule(fields.phoneCode) }} help={<PhoneCodeHelp sent={sent} />}>
        {(field) => <VerificationCodeInput value={field.value} onChange={field.onChange} onSend={send} inputTestId="complete-code" buttonTestId="complete-send-code" />}
      </FormField>
      <Button variant="primary" htmlType="submit" block size="large" loading={complete.isPending} data-testid="complete-submit">
        {t('complete.submit')}
      </Button>
    </form>
  );
}
