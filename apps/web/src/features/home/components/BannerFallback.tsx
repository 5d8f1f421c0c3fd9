import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { listingUrl } from '../../../shared/catalogue/model/listingQuery';

/** Shown where the banners would be when there are none (or they could not be loaded). */
export function BannerFallback() {
  const { t } = useTranslation('common');
  const { t: tHome } = useTranslation('home');
  return (
    <section className="banner-carousel banner-fallback" data-testid="banner-carousel" aria-labelledby="banner-fallback-title">
      <p className="banner-fallback__eyebrow">{t('home.hero.eyebrow')}</p>
      <p id="banner-fallback-title" className="banner-fallback__title">
        {t('home.hero.title')}
      </p>
      <Button href={`#${listingUrl()}`}>
        {tHome('recommended.seeAll')}
      </Button>
    </section>
  );
}
