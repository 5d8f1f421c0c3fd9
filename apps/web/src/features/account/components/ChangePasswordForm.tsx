import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ChangePasswordBody, PASSWORD_MAX } from '@clearlot/contract';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { NewPasswordFields } from '../../../shared/forms/password/NewPasswordFields';
import { PasswordBox } from '../../../shared/forms/password/PasswordBox';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { toast } from '../../../shared/ui/kit/feedback';
import { useChangePassword } from '../api/changePassword';
import './account.css';

interface Values {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** Where the server's refusals go: a wrong current password or too many tries on that field, a repeat on the new one. */
const PLACEMENT = { fields: ['currentPassword', 'password', 'confirmPassword'], codes: { 4016: 'currentPassword', 4017: 'currentPassword', 4018: 'password' } } as const;

/**
 * ModifyPwd (issue 14): the current password, then the new one with its live rules and the re-entry. Other
 * devices are signed out; this one stays signed in and goes back to Account security.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { control, handleSubmit, setError } = useForm<Values>({ mode: 'onTouched', defaultValues: { currentPassword: '', password: '', confirmPassword: '' } });
  const change = useChangePassword();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values) {
    setFailure(null);
    try {
      await change.mutateAsync(values);
      toast.success(t('password.changed'));
      void navigate(paths.accountSafe.getHref());
    } catch (error) {
      setFailure(placeFailure(setError, error, PLACEMENT));
    }
  }

  return (
    <Card>
      <form className="password-form" name="change-password" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={failure} />
        <FormField control={control} name="currentPassword" required label={t('password.current')} rules={{ required: t('password.currentRequired') }}>
          {(field) => <PasswordBox {...field} autoComplete="current-password" maxLength={PASSWORD_MAX} data-testid="change-password-current" />}
        </FormField>
        <NewPasswordFields
          control={control}
          label={t('password.new')}
          confirmLabel={t('password.confirm')}
          schema={ChangePasswordBody.shape.password}
          testIdPrefix="change-password"
        />
        <p className="password-form__note">{t('password.othersSignedOut')}</p>
        <Button variant="primary" htmlType="submit" loading={change.isPending} data-testid="change-password-submit">
          {t('password.submit')}
        </Button>
        <p className="password-form__forgotten">
          <Link to={paths.forgetPassword.getHref()}>{t('password.forgotten')}</Link>
        </p>
      </form>
    </Card>
  );
}
