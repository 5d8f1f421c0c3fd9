import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { listingUrl } from '../../../shared/catalogue/model/listingQuery';

/** Shown where the banners would be when there are none (or they could not be loaded). */
export function BannerFallback() {
  const { t } = useTranslation('home');
  return (
    <section className="banner-carousel banner-fallback" data-testid="banner-carousel" aria-labelledby="banner-fallback-title">
      <p className="banner-fallback__eyebrow">{t('hero.eyebrow')}</p>
      <p id="banner-fallback-title" className="banner-fallback__title">
        {t('hero.title')}
      </p>
      <Link to={listingUrl()} className="kit-btn kit-btn--default home-button-link">
        {t('recommended.seeAll')}
      </Link>
    </section>
  );
}
