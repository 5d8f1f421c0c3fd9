import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorCatalogue, type ClosureCheck, maskEmail } from '@clearlot/contract';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSession } from '../../../shared/session/session';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';
import { sendClosureCode, useClosureCheck } from '../api/closure';

const PLACEMENT = {
  fields: ['code'],
  codes: { [ErrorCatalogue.verificationCodeWrong.code]: 'code', [ErrorCatalogue.verificationCodeNotRequested.code]: 'code' },
} as const;

/** Step 1: a code to the account's own e-mail; the right one opens the check (step 2). */
export function CodeStep({ notice, onChecked }: { notice: string | null; onChecked: (code: string, check: ClosureCheck) => void }) {
  const { t } = useTranslation('closure');
  const { user } = useSession();
  const { control, handleSubmit, setError } = useForm<{ code: string }>({ mode: 'onTouched', defaultValues: { code: '' } });
  const check = useClosureCheck();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(): Promise<number | null> {
    setFailure(null);
    try {
      const start = await sendClosureCode();
      setSentTo(user?.email ?? null);
      return start.resendAfter;
    } catch (error) {
      setFailure(placeFailure(setError, error, PLACEMENT));
      return null;
    }
  }

  async function submit({ code }: { code: string }) {
    setFailure(null);
    try {
      onChecked(code, await check.mutateAsync(code));
    } catch (error) {
      setFailure(placeFailure(setError, error, PLACEMENT));
    }
  }

  return (
    <form className="closure-step closure-step--narrow" name="closure-code" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      {notice && <Alert type="info" title={notice} />}
      <FormError message={failure} />
      <p>{t('code.text', { email: maskEmail(user?.email ?? '') })}</p>
      <FormField control={control} name="code" required label={t('code.label')} rules={{ validate: (value) => value.length === 6 || t('code.required') }}>
        {(field) => <VerificationCodeInput value={field.value} onChange={field.onChange} onSend={send} inputTestId="closure-code" buttonTestId="closure-send-code" />}
      </FormField>
      <DevMailboxHint address={sentTo} />
      <div>
        <Button variant="primary" htmlType="submit" loading={check.isPending} data-testid="closure-code-next">
          {t('code.next')}
        </Button>
      </div>
    </form>
  );
}
