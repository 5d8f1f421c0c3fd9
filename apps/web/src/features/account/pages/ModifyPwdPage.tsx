import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import '../components/account.css';

/** /home/ModifyPwd: change the password with the current one. */
export default function ModifyPwdPage() {
  const { t } = useTranslation('account');
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t('password.title')}</h1>
      <ChangePasswordForm />
    </div>
  );
}
