import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../../shared/router';
import { ErrorCatalogue, PASSWORD_MAX } from '@clearlot/contract';
import { ApiError } from '../../../shared/http/client';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { PasswordBox } from '../../../shared/forms/password/PasswordBox';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { clearSession } from '../../../shared/session/session';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Checkbox } from '../../../shared/ui/kit/Checkbox';
import { toast } from '../../../shared/ui/kit/feedback';
import { useCloseAccount } from '../api/closure';
import { ConfirmStep } from './ConfirmStep';

interface Values {
  password: string;
  understand: boolean;
}

const PLACEMENT = {
  fields: ['password'],
  codes: { [ErrorCatalogue.closurePasswordWrong.code]: 'password', [ErrorCatalogue.closurePasswordTooManyTries.code]: 'password' },
} as const;

/**
 * Step 4: the password, and a confirmation that closing cannot be undone. Once closed, this browser
 * forgets the session (the server has revoked it already) and goes home.
 */
export function PasswordStep({ code, onCodeFailed }: { code: string; onCodeFailed: (error: ApiError) => boolean }) {
  const { t } = useTranslation('closure');
  const { control, handleSubmit, setError } = useForm<Values>({ mode: 'onTouched', defaultValues: { password: '', understand: false } });
  const close = useCloseAccount();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  /** the password to close with, while the confirmation is open */
  const [confirming, setConfirming] = useState<string | null>(null);
  /** set once the account is closed: the session is forgotten as this page leaves (see below) */
  const closedNotice = useRef<string | null>(null);

  // Forget the session only once the account area has gone: while it is shown, a missing session
  // would send the reader to sign in (and back here) instead of home.
  useEffect(() => {
    const notice = closedNotice;
    return () => {
      if (notice.current === null) return;
      clearSession();
      toast.success(notice.current);
    };
  }, []);

  async function closeNow(password: string) {
    setFailure(null);
    try {
      await close.mutateAsync({ code, password });
      closedNotice.current = t('closed');
      setConfirming(null);
      void navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError && onCodeFailed(error)) return;
      setFailure(placeFailure(setError, error, PLACEMENT));
    }
  }

  return (
    <form
      className="closure-step closure-step--middle"
      name="closure-password"
      noValidate
      onSubmit={(event) => void handleSubmit(({ password }) => setConfirming(password))(event)}
    >
      <FormError message={failure} />
      <Alert type="warning" title={t('password.consequences')} />
      <p>{t('password.text')}</p>
      <FormField control={control} name="password" required label={t('password.label')} rules={{ required: t('password.required') }}>
        {(field) => <PasswordBox {...field} autoComplete="current-password" maxLength={PASSWORD_MAX} data-testid="closure-password" />}
      </FormField>
      <FormField control={control} name="understand" rules={{ validate: (value) => value || t('password.understandRequired') }}>
        {(field) => (
          <Checkbox checked={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} data-testid="closure-understand">
            {t('password.understand')}
          </Checkbox>
        )}
      </FormField>
      <div>
        <Button danger variant="primary" htmlType="submit" loading={close.isPending} data-testid="closure-submit">
          {t('password.submit')}
        </Button>
      </div>
      <ConfirmStep
        open={confirming !== null}
        title={t('password.confirmTitle')}
        text={t('password.confirmText')}
        okText={t('password.confirmOk')}
        cancelText={t('back')}
        running={close.isPending}
        onOk={() => {
          if (confirming !== null) void closeNow(confirming);
        }}
        onCancel={() => setConfirming(null)}
        okTestId="closure-confirm"
      />
    </form>
  );
}
