import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Navigate, useLocation, useNavigate, useParams } from '../../../shared/router';
import { loadUserInfo, useSession } from '../../../shared/session/session';
import { signInPath } from '../../../shared/session/signInPath';
import { AuthCard } from '../components/AuthCard';
import { CompleteInfoForm } from '../components/CompleteInfoForm';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Flex } from '../../../shared/ui/kit/Flex';
import { Result } from '../../../shared/ui/kit/Result';
import { Spinner } from '../../../shared/ui/kit/Spinner';

function parseUserId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /signUp-complete/:userId? — buyers complete their business information before they can
 * order (docs/product.md §6). The user id comes from the route, else from the signed-in session.
 */
export default function SignUpCompletePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const { token, user } = useSession();
  const [completed, setCompleted] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (token && !user) loadUserInfo().catch(() => setLoadFailed(true));
  }, [token, user]);

  if (!token) return <Navigate to={signInPath(location)} replace />;

  const homeActions = (
    <Flex gap={8} justify="center" wrap>
      <Button variant="primary" onClick={() => void navigate(paths.home.getHref())}>
        {t('complete.toShopping')}
      </Button>
      <Button onClick={() => void navigate(paths.memberCentre.getHref())}>{t('complete.toMemberCentre')}</Button>
    </Flex>
  );

  if (completed) {
    return (
      <AuthCard title={t('complete.title')}>
        <Result status="success" title={t('complete.doneTitle')} subTitle={t('complete.doneText')} extra={homeActions} />
      </AuthCard>
    );
  }

  if (!user) {
    return (
      <AuthCard title={t('complete.title')}>
        {loadFailed ? (
          <Alert type="error" title={t('complete.loadFailed')} />
        ) : (
          <Flex justify="center">
            <Spinner label={t('a11y.loading', { ns: 'common' })} />
          </Flex>
        )}
      </AuthCard>
    );
  }

  if (user.purchasePermission) {
    return (
      <AuthCard title={t('complete.title')}>
        <Result status="info" title={t('complete.alreadyTitle')} subTitle={t('complete.alreadyText')} extra={homeActions} />
      </AuthCard>
    );
  }

  const onCompleted = async () => {
    setCompleted(true);
    try {
      await loadUserInfo();
    } catch {
      // The banner and guards refresh the user on the next navigation.
    }
  };

  return (
    <AuthCard title={t('complete.title')} subtitle={t('complete.subtitle')}>
      <Alert type="info" title={t('complete.why')} className="auth-notice auth-notice--spaced" />
      <CompleteInfoForm userId={parseUserId(params.userId) ?? user.id} onCompleted={onCompleted} />
    </AuthCard>
  );
}
