import { CloseOutlined } from '../../shared/ui/kit/icons/CloseOutlined';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Link, useLocation } from '../../shared/router';
import { useCookieConsent } from '../../shared/consent/cookieConsent';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session/session';
import { signInPath } from '../../shared/session/signInPath';
import { Button } from '../../shared/ui/kit/Button';
import './loggedOutBanner.css';

const CLOSED_KEY = 'loggedOutBannerClosed';
const AUTH_PAGES = new Set<string>([paths.login.path, paths.signUp.path, paths.forgetPassword.path]);

function closedThisSession(): boolean {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** For visitors, after the cookie choice (docs/product.md §2): tagline and sign-in link, closable for the session. */
export function LoggedOutBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  const { token } = useSession();
  const { answered } = useCookieConsent();
  const [closed, setClosed] = useState(closedThisSession);

  if (token || !answered || closed || AUTH_PAGES.has(location.pathname)) return null;

  const close = () => {
    sessionStorage.setItem(CLOSED_KEY, 'true');
    setClosed(true);
  };

  return (
    <section className="bottom-banner loggedout-banner" data-testid="loggedout-banner" aria-label={t('banners.loggedOutAction')}>
      <div className="page-width bottom-banner__inner">
        <p className="bottom-banner__text">{t('banners.loggedOutTagline')}</p>
        <div className="bottom-banner__actions">
          <Link to={signInPath(location)} className="kit-btn kit-btn--primary loggedout-banner__action">
            {t('banners.loggedOutAction')}
          </Link>
          <Button variant="text" shape="circle" icon={<CloseOutlined />} aria-label={t('banners.close')} onClick={close} className="bottom-banner__close" />
        </div>
      </div>
    </section>
  );
}
