import { useNavigate } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { Text } from '../../../shared/ui/kit/Text';
import { PasswordCard } from '../components/PasswordCard';
import { TwoStepVerificationCard } from '../components/TwoStepVerificationCard';
import '../components/account.css';

/** Closing the account (issue 14): its four steps are on /home/LogOff; the texts are the closure namespace's. */
function CloseAccountCard() {
  const { t } = useTranslation('closure');
  const navigate = useNavigate();
  return (
    <Card>
      <div className="account-setting">
        <div className="account-setting__text">
          <h2 className="account-setting__title">{t('safeCard.title')}</h2>
          <Text tone="secondary">{t('safeCard.text')}</Text>
        </div>
        <Button danger onClick={() => void navigate(paths.logOff.getHref())} data-testid="safe-close-account">
          {t('safeCard.action')}
        </Button>
      </div>
    </Card>
  );
}

/** /home/AccountSafe: two-step verification, the password, and closing the account. */
export default function AccountSafePage() {
  const { t } = useTranslation('account');
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t('safe.title')}</h1>
      <TwoStepVerificationCard />
      <PasswordCard />
      <CloseAccountCard />
    </div>
  );
}
