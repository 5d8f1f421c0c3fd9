import { Link, Navigate, useLocation } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSession } from '../../../shared/session/session';
import { signInPath } from '../../../shared/session/signInPath';
import { CartView } from '../components/CartView';
// the shared empty-result styles live with the catalogue pieces
import '../cart.css';

/** /shoppingCart and /cart (docs/product.md §2): the buyer's cart; visitors are sent to sign in and brought back. */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const { token, cartNum } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={signInPath(location)} replace />;
  return (
    <div className="page-width cart-page">
      <div className="cart-page__head">
        <h1 className="cart-page__title">{cartNum > 0 ? t('titleWithCount', { count: cartNum }) : t('title')}</h1>
        {/* coupons are chosen at checkout: the way to claim more, and to see those held */}
        <nav aria-label={t('coupons.label')} className="cart-page__coupons" data-testid="cart-coupon-links">
          <Link to={paths.couponCentre.getHref()}>{t('coupons.centre')}</Link>
          <Link to={paths.myCoupons.getHref()}>{t('coupons.mine')}</Link>
        </nav>
      </div>
      <CartView />
    </div>
  );
}
