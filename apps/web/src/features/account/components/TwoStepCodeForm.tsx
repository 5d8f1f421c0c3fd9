import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, UpdateSecondAuthButtonBody } from '@clearlot/contract';
import { useUpdateSecondAuthButton } from '../api/secondAuth';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { schemaRule } from '../../../shared/forms/rules';
import { Button } from '../../../shared/ui/kit/Button';
import { Input } from '../../../shared/ui/kit/Input';
import { toast } from '../../../shared/ui/kit/feedback';

interface CodeValues {
  code: string;
}

interface TwoStepCodeFormProps {
  /** the state the code confirms: true turns two-step verification on, false turns it off */
  enable: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** The authenticator's current code, which confirms turning two-step verification on or off. */
export function TwoStepCodeForm({ enable, onDone, onCancel }: TwoStepCodeFormProps) {
  const { t } = useTranslation('account');
  const { control, handleSubmit, setError } = useForm<CodeValues>({ mode: 'onTouched', defaultValues: { code: '' } });
  const update = useUpdateSecondAuthButton();

  const submit = async (values: CodeValues) => {
    const parsed = UpdateSecondAuthButtonBody.safeParse({ enabled: enable, code: values.code });
    if (!parsed.success) return; // the field rule already shows why
    try {
      await update.mutateAsync(parsed.data);
    } catch (error) {
      // this form's one field: whatever the server refused is said under it
      const above = placeFailure(setError, error, { fields: ['code'], codes: { [ErrorCatalogue.oneTimePasswordWrong.code]: 'code' } });
      if (above) setError('code', { type: 'server', message: above }, { shouldFocus: true });
      return;
    }
    toast.success(enable ? t('safe.turnedOn') : t('safe.turnedOff'));
    onDone();
  };

  return (
    <form className="twofa-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FormField
        control={control}
        name="code"
        label={enable ? t('safe.codeLabelEnable') : t('safe.codeLabelDisable')}
        rules={{ validate: schemaRule(UpdateSecondAuthButtonBody.shape.code) }}
      >
        {(field) => (
          <Input
            {...field}
            onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            className="twofa-code"
            data-testid="twofa-code"
          />
        )}
      </FormField>
      <div className="account-actions">
        <Button variant="primary" htmlType="submit" danger={!enable} loading={update.isPending} data-testid="twofa-confirm">
          {enable ? t('safe.confirmEnable') : t('safe.confirmDisable')}
        </Button>
        <Button onClick={onCancel}>{t('safe.cancel')}</Button>
      </div>
    </form>
  );
}
