import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorCatalogue, UpdateEmailBody, UpdatePhoneBody, normaliseEmail, toE164 } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { schemaRule } from '../../../shared/forms/rules';
import { PhoneFields } from '../../../shared/forms/phone/PhoneFields';
import { DEFAULT_DIAL_CODE } from '../../../shared/forms/phone/dialCodes';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '../../../shared/ui/kit/Button';
import { Dialog } from '../../../shared/ui/kit/Dialog';
import { Input } from '../../../shared/ui/kit/Input';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { sendEmailCode, sendPhoneCode } from '../../../shared/verification/sendCode';
import { PhoneCodeHelp, type PhoneCodeSent } from '../../../shared/verification/PhoneCodeHelp';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';
import { useProfileChange } from '../api/profile';

export type ContactField = 'email' | 'phone';

interface ContactValues {
  email: string;
  dialCode: string;
  phone: string;
  code: string;
}

/**
 * Binding a new e-mail or mobile number (§3, §5, §8): the new one, a code sent to it, then the change.
 * The bound value, another account's, a wrong or used code are placed on their fields; the rest above.
 */
export function ContactChangeDialog({ field, open, onClose, onChanged }: { field: ContactField; open: boolean; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const { control, handleSubmit, setError, trigger, getValues, reset } = useForm<ContactValues>({
    mode: 'onTouched',
    defaultValues: { email: '', dialCode: DEFAULT_DIAL_CODE, phone: '', code: '' },
  });
  const emailChange = useProfileChange(ApiPath.user.updateEmail);
  const phoneChange = useProfileChange(ApiPath.user.updatePhone);
  const pending = emailChange.isPending || phoneChange.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  /** where the last code went: the new e-mail, or the new mobile (or the account's e-mail when texts cannot be sent) */
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const target = field === 'email' ? 'email' : 'phone';
  const codes = {
    [ErrorCatalogue.newValueSameAsBound.code]: target,
    [ErrorCatalogue.emailTaken.code]: target,
    [ErrorCatalogue.phoneTaken.code]: target,
    [ErrorCatalogue.verificationCodeWrong.code]: 'code',
    [ErrorCatalogue.verificationCodeNotRequested.code]: 'code',
  };

  /** Sends the code to the new address once its field holds; null when nothing was sent. */
  const send = async (): Promise<number | null> => {
    setFormError(null);
    if (!(await trigger(field === 'email' ? ['email'] : ['dialCode', 'phone'], { shouldFocus: true }))) return null;
    const values = getValues();
    try {
      const answer =
        field === 'email'
          ? await sendEmailCode({ email: values.email, scene: 'bindEmail' })
          : await sendPhoneCode({ dialCode: values.dialCode, phone: values.phone, scene: 'bindPhone' });
      setSent({ to: field === 'email' ? normaliseEmail(values.email) : toE164(values.dialCode, values.phone), channel: answer.channel });
      return answer.resendAfter;
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['email', 'phone', 'dialCode'], codes }));
      return null;
    }
  };

  const save = async (values: ContactValues) => {
    setFormError(null);
    try {
      if (field === 'email') {
        const body = UpdateEmailBody.safeParse({ email: values.email, code: values.code });
        if (!body.success) return;
        await emailChange.mutateAsync(body.data);
      } else {
        const body = UpdatePhoneBody.safeParse({ dialCode: values.dialCode, phone: values.phone, code: values.code });
        if (!body.success) return;
        await phoneChange.mutateAsync(body.data);
      }
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['email', 'phone', 'dialCode', 'code'], codes }));
      return;
    }
    reset();
    setSent(null);
    onChanged();
  };

  const formId = `contact-change-${field}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(`contact.${field}.title`)}
      closeLabel={t('contact.close')}
      width={520}
      footer={
        <>
          <Button onClick={onClose}>{t('profile.cancel')}</Button>
          <Button variant="primary" htmlType="submit" form={formId} loading={pending}>
            {t('contact.save')}
          </Button>
        </>
      }
    >
      <p>{t(`contact.${field}.intro`)}</p>
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        {field === 'email' ? (
          <FormField control={control} name="email" label={t('contact.email.label')} rules={{ validate: schemaRule(UpdateEmailBody.shape.email) }}>
            {(input) => <Input {...input} type="email" autoComplete="email" data-testid="contact-email" />}
          </FormField>
        ) : (
          <PhoneFields control={control} label={t('contact.phone.label')} dialName="dialCode" phoneName="phone" phoneTestId="contact-phone" required={false} />
        )}
        <FormField
          control={control}
          name="code"
          label={t('contact.code')}
          rules={{ validate: schemaRule(UpdateEmailBody.shape.code) }}
          help={field === 'phone' ? <PhoneCodeHelp sent={sent} /> : undefined}
        >
          {(input) => <VerificationCodeInput value={input.value} onChange={input.onChange} onSend={send} inputTestId="contact-code" buttonTestId="contact-send-code" />}
        </FormField>
        {field === 'email' && <DevMailboxHint address={sent?.to ?? null} />}
        <FormError message={formError} />
      </form>
    </Dialog>
  );
}
