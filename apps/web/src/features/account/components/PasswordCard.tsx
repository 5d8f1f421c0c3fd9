import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { Text } from '../../../shared/ui/kit/Text';
import { LockOutlined } from '../../../shared/ui/kit/icons/LockOutlined';
import './account.css';

/** The password: changed on ModifyPwd with the current one (a forgotten one is reset there by e-mail). */
export function PasswordCard() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <Card>
      <div className="account-setting">
        <div className="account-setting__text">
          <h2 className="account-setting__title">{t('safe.passwordTitle')}</h2>
          <Text tone="secondary">{t('safe.passwordText')}</Text>
        </div>
        <Button icon={<LockOutlined />} onClick={() => void navigate(paths.modifyPassword.getHref())} data-testid="safe-change-password">
          {t('safe.changePassword')}
        </Button>
      </div>
    </Card>
  );
}
