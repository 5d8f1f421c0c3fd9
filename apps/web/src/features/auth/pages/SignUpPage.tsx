import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useNavigate } from '../../../shared/router';
import type { RegisterResult } from '@clearlot/contract';
import { loadUserInfo, signIn } from '../../../shared/session/session';
import { AuthCard } from '../components/AuthCard';
import { SignUpForm } from '../components/SignUpForm';
import { paths } from '../../../shared/paths';

/** /signUp: a new buyer account; the buyer is signed in and asked for business details next. */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  const onRegistered = async (result: RegisterResult) => {
    signIn(result.token, false);
    try {
      await loadUserInfo();
    } catch {
      // The route guard loads the user again on the next navigation.
    }
    void navigate(paths.signUpComplete.getHref(result.userId), { replace: true });
  };

  return (
    <AuthCard
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <span>
          {t('signUp.haveAccount')} <Link to={paths.login.getHref()}>{t('signUp.toLogin')}</Link>
        </span>
      }
    >
      <SignUpForm onRegistered={onRegistered} />
    </AuthCard>
  );
}
