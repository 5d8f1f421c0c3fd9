import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmApplicationEmailBody, SendApplicationCodeBody } from '@clearlot/contract/schemas/applications';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, schemaRule } from '../../../shared/forms/rules';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '../../../shared/ui/kit/Button';
import { Input } from '../../../shared/ui/kit/Input';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';
import { confirmApplicationEmail, sendApplicationCode } from '../api/applications';
import { CODE_FIELD_FAILURES } from '../../../shared/verification/codeFailures';

interface EmailStepProps {
  /** the draft token the confirmed e-mail opens */
  onConfirmed: (draftToken: string) => void;
}

interface EmailValues {
  email: string;
  code: string;
}

/**
 * The first step of /shopEntry: the applicant's company e-mail, confirmed by a 6-digit code. The
 * code opens the e-mail's application (a new draft, or the one it already has), so an applicant
 * needs no account and can come back to their draft from another browser.
 */
export function EmailStep({ onConfirmed }: EmailStepProps) {
  const { t } = useTranslation('applications');
  const { control, handleSubmit, setError, trigger, getValues } = useForm<EmailValues>({ mode: 'onTouched', defaultValues: { email: '', code: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const send = async (): Promise<number | null> => {
    setFormError(null);
    if (!(await trigger('email', { shouldFocus: true }))) return null;
    const email = getValues('email').trim();
    try {
      const answer = await sendApplicationCode(email);
      setSentTo(email);
      return answer.resendAfter;
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['email'], codes: CODE_FIELD_FAILURES }));
      return null;
    }
  };

  const confirm = async (values: EmailValues) => {
    setFormError(null);
    const body = parseForSubmit(setError, ConfirmApplicationEmailBody, { email: values.email.trim(), code: values.code });
    if (!body) return;
    setConfirming(true);
    try {
      const draft = await confirmApplicationEmail(body.email, body.code);
      onConfirmed(draft.draftToken);
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['email', 'code'], codes: CODE_FIELD_FAILURES }));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form className="application-email" noValidate onSubmit={(event) => void handleSubmit(confirm)(event)}>
      <p className="application-email__intro muted">{t('email.intro')}</p>
      <FormError message={formError} />
      <FormField control={control} name="email" label={t('email.label')} required rules={{ validate: schemaRule(SendApplicationCodeBody.shape.email) }}>
        {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" data-testid="apply-email" />}
      </FormField>
      <FormField
        control={control}
        name="code"
        label={t('email.code')}
        required
        rules={{ validate: schemaRule(ConfirmApplicationEmailBody.shape.code) }}
        help={
          sentTo ? (
            <span data-testid="apply-code-sent">
              {t('email.sent', { email: sentTo })} <DevMailboxHint address={sentTo} />
            </span>
          ) : undefined
        }
      >
        {(field) => <VerificationCodeInput value={field.value} onChange={field.onChange} onSend={send} inputTestId="apply-code" buttonTestId="apply-send-code" />}
      </FormField>
      <Button variant="primary" htmlType="submit" loading={confirming} data-testid="apply-confirm">
        {t('email.continue')}
      </Button>
    </form>
  );
}
