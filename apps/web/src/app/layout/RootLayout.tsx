import { useTranslation } from '../../shared/i18n/useTranslation';
import { Outlet } from '../../shared/router';
import { CompleteInfoBanner } from '../banners/CompleteInfoBanner';
import { ConsoleBanner } from '../banners/ConsoleBanner';
import { CookieBanner } from '../banners/CookieBanner';
import { LoggedOutBanner } from '../banners/LoggedOutBanner';
import { SignInRequiredDialog } from '../dialogs/SignInRequiredDialog';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { NavigationProgress } from './NavigationProgress';
import { useRouteChrome } from './useRouteChrome';

/** The page frame around every route: header, notices, the page, footer, bottom banners. */
export function RootLayout() {
  const { t } = useTranslation();
  useRouteChrome();
  return (
    <div className="shell">
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('a11y.skipToContent')}
      </a>
      <NavigationProgress />
      <Header />
      <CompleteInfoBanner />
      <ConsoleBanner />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <div className="bottom-banners">
        <CookieBanner />
        <LoggedOutBanner />
      </div>
      <SignInRequiredDialog />
    </div>
  );
}
