import { useTranslation } from '../../shared/i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../shared/paths';
import { closeSignInPrompt, useSignInPromptOpen } from '../../shared/session/signInPrompt';
import { signInPath } from '../../shared/session/signInPath';
import { Button, Dialog } from '../../shared/ui/kit';
import './dialogs.css';

/**
 * 'Please Sign In' (docs/product.md §4, §6, §8): Sign In Now goes to /login with the current path
 * and query; Keep Browsing (or closing: ×, Esc, a click beside the dialog) goes home.
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
    void navigate(paths.home.getHref());
  };

  return (
    <Dialog
      open={open}
      title={t('signInDialog.title')}
      onClose={keepBrowsing}
      closeLabel={t('banners.close')}
      width={420}
      data-testid="signin-dialog"
      footer={
        <>
          <Button onClick={keepBrowsing}>{t('signInDialog.cancel')}</Button>
          <Button variant="primary" onClick={signInNow}>
            {t('signInDialog.ok')}
          </Button>
        </>
      }
    >
      <p className="signin-dialog__text">{t('signInDialog.content')}</p>
    </Dialog>
  );
}
