import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Link } from '../../shared/router';
import { saveCookieConsent, useCookieConsent } from '../../shared/consent/cookieConsent';
import { paths } from '../../shared/paths';
import { Button } from '../../shared/ui/kit/Button';

/** The options table is only needed by visitors who ask for it. */
const CookieOptionsDialog = lazy(() => import('./CookieOptionsDialog'));

/** Cookie consent bar (docs/product.md §2, §4): Accept, Reject or Cookie Option; disappears once answered. */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const [optionsOpen, setOptionsOpen] = useState(false);
  if (consent.answered) return null;
  return (
    <section className="bottom-banner cookie-banner" data-testid="cookie-banner" aria-label={t('cookies.bannerLabel')}>
      <div className="page-width bottom-banner__inner">
        <p className="bottom-banner__text">
          {t('cookies.text')} <Link to={paths.policy.getHref('cookiePolicy')}>{t('cookies.policyLink')}</Link>
        </p>
        <div className="bottom-banner__actions">
          <Button onClick={() => setOptionsOpen(true)}>{t('cookies.options')}</Button>
          <Button onClick={() => saveCookieConsent(false)}>{t('cookies.reject')}</Button>
          <Button variant="primary" onClick={() => saveCookieConsent(true)}>
            {t('cookies.accept')}
          </Button>
        </div>
      </div>
      {optionsOpen && (
        <Suspense fallback={null}>
          <CookieOptionsDialog onClose={() => setOptionsOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
