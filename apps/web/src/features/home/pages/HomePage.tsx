import { Suspense, lazy } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { AccountCard } from '../components/AccountCard';
import { BannerCarousel } from '../components/BannerCarousel';
import { CategoryNavigator } from '../components/CategoryNavigator';
import { ValuePoints } from '../components/ValuePoints';
import '../home.css';

// Below the top row: loaded in parallel with the page's own data, outside the first chunk.
const FlashDealsStrip = lazy(() => import('../components/FlashDealsStrip'));
const RecommendedProducts = lazy(() => import('../components/RecommendedProducts'));
const SideBar = lazy(() => import('../components/SideBar'));

/**
 * The home page (docs/product.md §2): category navigator, banner carousel and account card on top, then
 * the flash-deals strip and the recommended grid, with the floating side bar.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className="page-width home">
      <h1 className="visually-hidden">{t('title')}</h1>
      <div className="home__top">
        <CategoryNavigator />
        <div className="home__centre">
          <BannerCarousel />
          <ValuePoints />
        </div>
        <AccountCard />
      </div>
      <Suspense fallback={<div className="home__placeholder home__placeholder--deals" />}>
        <FlashDealsStrip />
      </Suspense>
      <Suspense fallback={<div className="home__placeholder home__placeholder--grid" />}>
        <RecommendedProducts />
      </Suspense>
      <Suspense fallback={null}>
        <SideBar />
      </Suspense>
    </div>
  );
}
