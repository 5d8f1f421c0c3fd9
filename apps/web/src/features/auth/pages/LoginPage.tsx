import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useNavigate, useSearchParams } from '../../../shared/router';
import type { LoginResult } from '@clearlot/contract';
import { clearSession, loadUserInfo, signIn } from '../../../shared/session/session';
import { getRawToken, isSecondAuthPending } from '../../../shared/session/token';
import { AuthCard } from '../components/AuthCard';
import { EmailLoginForm } from '../components/EmailLoginForm';
import { SecondAuthStep } from '../components/SecondAuthStep';
import { returnTarget } from '../routing/returnPath';
import { paths } from '../../../shared/paths';
import { Tabs } from '../../../shared/ui/kit/Tabs';
import { Spinner } from '../../../shared/ui/kit/Spinner';

// The phone tab is not the first: its form and the phone-number rules (29 KB gzipped) load when it is chosen
const PhoneLoginForm = lazy(() => import('../components/PhoneLoginForm').then((module) => ({ default: module.PhoneLoginForm })));

type Step = 'credentials' | 'secondAuth';

/**
 * /login (docs/product.md §2): e-mail + password + picture code, or phone + SMS code; then, for accounts
 * with two-step verification, the authenticator code. Afterwards back to rePath (with its query).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(() => (isSecondAuthPending() && getRawToken() ? 'secondAuth' : 'credentials'));

  const finish = async () => {
    try {
      await loadUserInfo();
    } catch {
      // The route guard loads the user again on the next navigation.
    }
    void navigate(returnTarget(params), { replace: true });
  };

  const onSignedIn = async (result: LoginResult) => {
    signIn(result.token, result.needSecondAuth);
    if (result.needSecondAuth) setStep('secondAuth');
    else await finish();
  };

  const onVerified = async (result: LoginResult) => {
    signIn(result.token, false);
    await finish();
  };

  const switchAccount = () => {
    clearSession();
    setStep('credentials');
  };

  if (step === 'secondAuth') {
    return (
      <AuthCard title={t('secondAuth.title')}>
        <SecondAuthStep onVerified={onVerified} onUseAnotherAccount={switchAccount} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footerApart
      footer={
        <>
          <Link to={paths.signUp.getHref()}>{t('login.toSignUp')}</Link>
          <Link to={paths.forgetPassword.getHref()}>{t('login.toForgetPassword')}</Link>
        </>
      }
    >
      <Tabs
        className="login-tabs"
        defaultActiveKey="email"
        items={[
          {
            key: 'email',
            label: t('login.tabEmail'),
            'data-testid': 'login-tab-email',
            children: <EmailLoginForm onSignedIn={onSignedIn} />,
          },
          {
            key: 'phone',
            label: t('login.tabPhone'),
            'data-testid': 'login-tab-phone',
            children: (
              <Suspense fallback={<Spinner label={t('login.loadingPhone')} />}>
                <PhoneLoginForm onSignedIn={onSignedIn} />
              </Suspense>
            ),
          },
        ]}
      />
    </AuthCard>
  );
}
