import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorCatalogue, ResetPaymentPasswordBody, paymentPasswordProblem } from '@clearlot/contract';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, problemRule, sameAsRule, schemaRule } from '../../../shared/forms/rules';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSession } from '../../../shared/session/session';
import { Button } from '../../../shared/ui/kit/Button';
import { Dialog } from '../../../shared/ui/kit/Dialog';
import { toast } from '../../../shared/ui/kit/feedback';
import { PasswordBox } from '../../../shared/forms/password/PasswordBox';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { sendEmailCode } from '../../../shared/verification/sendCode';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';
import { useResetPaymentPassword } from '../api/resetPaymentPassword';
import { FormAlert } from './FormAlert';

interface ResetValues {
  code: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

const FIELDS = ['code', 'paymentPassword', 'confirmPaymentPassword'] as const;
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** A forgotten payment password: a code to the account's e-mail, then a new 6-digit password (/wallet/resetPaymentPassword). */
export function ResetPaymentPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Dialog open={open} title={t('password.resetTitle')} onClose={onClose} closeLabel={t('close')} closeOnBackdrop={false} width={520}>
      <ResetForm onClose={onClose} />
    </Dialog>
  );
}

function ResetForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const email = useSession().user?.email ?? null;
  const { control, handleSubmit, setError, trigger, getFieldState } = useForm<ResetValues>({
    mode: 'onTouched',
    defaultValues: { code: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  const reset = useResetPaymentPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const send = async (): Promise<number | null> => {
    if (!email) return null;
    setFormError(null);
    try {
      const answer = await sendEmailCode({ email, scene: 'paymentPassword' });
      setSent(true);
      return answer.resendAfter;
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: [] }));
      return null;
    }
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body = parseForSubmit(setError, ResetPaymentPasswordBody, values);
    if (!body) return;
    try {
      await reset.mutateAsync(body);
    } catch (error) {
      setFormError(
        placeFailure(setError, error, {
          fields: FIELDS,
          codes: { [ErrorCatalogue.verificationCodeWrong.code]: 'code', [ErrorCatalogue.verificationCodeNotRequested.code]: 'code' },
        }),
      );
      return;
    }
    toast.success(t('password.resetDone'));
    onClose();
  });

  return (
    <>
      <p className="muted wallet__paragraph">{t('password.resetIntro', { email: email ?? '' })}</p>
      <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField control={control} name="code" label={t('password.resetCode')} rules={{ validate: schemaRule(ResetPaymentPasswordBody.shape.code) }}>
          {(field) => <VerificationCodeInput value={field.value} onChange={field.onChange} onSend={send} inputTestId="wallet-reset-code" buttonTestId="wallet-reset-send" />}
        </FormField>
        {sent && <DevMailboxHint address={email} />}
        <FormField
          control={control}
          name="paymentPassword"
          label={t('password.paymentPassword')}
          help={t('password.paymentPasswordHint')}
          rules={{ validate: problemRule(paymentPasswordProblem) }}
        >
          {(field) => (
            <PasswordBox
              {...field}
              onChange={(event) => {
                field.onChange(digitsOnly(event.target.value));
                // the re-entry is checked again once it has been left or shown wrong
                const confirmation = getFieldState('confirmPaymentPassword');
                if (confirmation.isTouched || confirmation.invalid) void trigger('confirmPaymentPassword');
              }}
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={6}
              data-testid="wallet-reset-payment-password"
            />
          )}
        </FormField>
        <FormField control={control} name="confirmPaymentPassword" label={t('password.confirmPaymentPassword')} rules={{ validate: sameAsRule<ResetValues>('paymentPassword') }}>
          {(field) => (
            <PasswordBox
              {...field}
              onChange={(event) => field.onChange(digitsOnly(event.target.value))}
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={6}
              data-testid="wallet-reset-confirm-payment-password"
            />
          )}
        </FormField>
        <FormAlert message={formError} />
        <div className="wallet-form__actions">
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" htmlType="submit" loading={reset.isPending} data-testid="wallet-reset-save">
            {t('password.save')}
          </Button>
        </div>
      </form>
    </>
  );
}
