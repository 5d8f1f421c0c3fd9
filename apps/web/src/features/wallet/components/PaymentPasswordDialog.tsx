import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, SetPaymentPasswordBody, paymentPasswordProblem } from '@clearlot/contract';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, problemRule, sameAsRule, schemaRule } from '../../../shared/forms/rules';
import { Button } from '../../../shared/ui/kit/Button';
import { Dialog } from '../../../shared/ui/kit/Dialog';
import { toast } from '../../../shared/ui/kit/feedback';
import { PasswordBox } from '../../../shared/forms/password/PasswordBox';
import { useSetPaymentPassword } from '../api/setPaymentPassword';
import { FormAlert } from './FormAlert';

interface PaymentPasswordValues {
  loginPassword: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

const FIELDS = ['loginPassword', 'paymentPassword', 'confirmPaymentPassword'] as const;
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

interface DialogProps {
  open: boolean;
  /** true: the wallet already has one, so this changes it */
  isSet: boolean;
  onClose: () => void;
}

/** Set or change the 6-digit payment password (/wallet/setPaymentPassword). */
export function PaymentPasswordDialog({ open, isSet, onClose }: DialogProps) {
  const { t } = useTranslation('wallet');
  // The title keeps what it said when the dialog opened: saving sets a password, and the
  // closing dialog should not flip from 'Set' to 'Change'.
  const [changing, setChanging] = useState(isSet);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChanging(isSet);
  }
  return (
    <Dialog open={open} title={changing ? t('password.change') : t('password.set')} onClose={onClose} closeLabel={t('close')} closeOnBackdrop={false} width={520}>
      <PaymentPasswordForm onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}

function PaymentPasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('wallet');
  const { control, handleSubmit, setError, trigger, getFieldState } = useForm<PaymentPasswordValues>({
    mode: 'onTouched',
    defaultValues: { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  const save = useSetPaymentPassword();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body = parseForSubmit(setError, SetPaymentPasswordBody, values);
    if (!body) return;
    try {
      await save.mutateAsync(body);
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: FIELDS, codes: { [ErrorCatalogue.loginPasswordWrong.code]: 'loginPassword' } }));
      return;
    }
    toast.success(t('password.saved'));
    onDone();
  });

  return (
    <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        control={control}
        name="loginPassword"
        label={t('password.loginPassword')}
        help={t('password.loginPasswordHint')}
        rules={{ validate: schemaRule(SetPaymentPasswordBody.shape.loginPassword) }}
      >
        {(field) => <PasswordBox {...field} autoComplete="current-password" autoFocus data-testid="wallet-login-password" />}
      </FormField>
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
            data-testid="wallet-new-payment-password"
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="confirmPaymentPassword"
        label={t('password.confirmPaymentPassword')}
        rules={{ validate: sameAsRule<PaymentPasswordValues>('paymentPassword') }}
      >
        {(field) => (
          <PasswordBox
            {...field}
            onChange={(event) => field.onChange(digitsOnly(event.target.value))}
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            data-testid="wallet-confirm-payment-password"
          />
        )}
      </FormField>
      <FormAlert message={formError} />
      <div className="wallet-form__actions">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="primary" htmlType="submit" loading={save.isPending} data-testid="wallet-password-save">
          {t('password.save')}
        </Button>
      </div>
    </form>
  );
}
