import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useNavigate } from '../../../shared/router';
import { clearSession, useSession } from '../../../shared/session/session';
import { AuthCard } from '../components/AuthCard';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/kit/Button';
import { Result } from '../../../shared/ui/kit/Result';

/** /forgetPassword: e-mail code, then a new password; afterwards the user signs in again. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { token } = useSession();
  const [done, setDone] = useState(false);

  const onReset = () => {
    // A signed-in user who changed the password signs in again with the new one.
    if (token) clearSession();
    setDone(true);
  };

  if (done) {
    return (
      <AuthCard title={t('forget.title')}>
        <Result
          status="success"
          title={t('forget.doneTitle')}
          subTitle={t('forget.doneText')}
          extra={
            <Button variant="primary" onClick={() => void navigate(paths.login.getHref())} data-testid="forget-to-login">
              {t('forget.toLogin')}
            </Button>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forget.title')} subtitle={t('forget.subtitle')} footer={<Link to={paths.login.getHref()}>{t('forget.backToLogin')}</Link>}>
      <ResetPasswordForm onReset={onReset} />
    </AuthCard>
  );
}
