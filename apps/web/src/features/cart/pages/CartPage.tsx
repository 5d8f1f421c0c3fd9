import { Navigate, useLocation } from '../../../shared/router';
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
      <h1 className="cart-page__title">{cartNum > 0 ? t('titleWithCount', { count: cartNum }) : t('title')}</h1>
      <CartView />
    </div>
  );
}
