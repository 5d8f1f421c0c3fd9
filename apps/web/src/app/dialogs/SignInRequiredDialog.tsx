import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useLocation, useNavigate } from '../../shared/router';
import { paths } from '../../shared/paths';
import { closeSignInPrompt, useSignInPrompt } from '../../shared/session/signInPrompt';
import { signInPath } from '../../shared/session/signInPath';
import { Button } from '../../shared/ui/kit/Button';
import { Dialog } from '../../shared/ui/kit/Dialog';
import './dialogs.css';

/**
 * 'Please Sign In' (docs/product.md §4, §6, §8): Sign In Now goes to /login with the page to come back
 * to — the one asked for (a product, the cart), else the current path and query; Keep Browsing (or
 * closing: ×, Esc, a click beside the dialog) goes home. On the sign-in page itself the page is the prompt, so a
 * late 401 there (a session revoked elsewhere, a call still in flight) does not open a second one over it.
 */
export function SignInRequiredDialog() {
  const { t } = useTranslation();
  const { open, returnTo } = useSignInPrompt();
  const navigate = useNavigate();
  const location = useLocation();
  const onSignInPage = location.pathname === paths.login.path;
  useEffect(() => {
    if (open && onSignInPage) closeSignInPrompt();
  }, [open, onSignInPage]);

  const signInNow = () => {
    closeSignInPrompt();
    void navigate(signInPath(returnTo ?? location));
  };
  const keepBrowsing = () => {
    closeSignInPrompt();
    void navigate(paths.home.getHref());
  };

  return (
    <Dialog
      open={open && !onSignInPage}
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
