import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { closeSignInPrompt, useSignInPromptOpen } from '../../shared/session/signInPrompt';
import { signInPath } from '../../shared/session/signInPath';

/**
 * 'Please Sign In' (spec §4, §6, §8): Sign In Now goes to /login with the current path
 * and query; Keep Browsing (or closing) goes home.
 */
export function SignInRequiredDialog() {
  const { t } = useTranslation();
  const open = useSignInPromptOpen();
  const navigate = useNavigate();
  const location = useLocation();

  const signInNow = () => {
    closeSignInPrompt();
    void navigate(signInPath(location));
  };
  const keepBrowsing = () => {
    closeSignInPrompt();
    void navigate('/');
  };

  return (
    <Modal
      open={open}
      title={t('signInDialog.title')}
      okText={t('signInDialog.ok')}
      cancelText={t('signInDialog.cancel')}
      onOk={signInNow}
      onCancel={keepBrowsing}
      centered
      width={420}
      modalRender={(node) => <div data-testid="signin-dialog">{node}</div>}
    >
      <p>{t('signInDialog.content')}</p>
    </Modal>
  );
}
