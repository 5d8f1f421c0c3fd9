import { CustomerServiceOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { openRouteInNewTab } from '../../../shared/navigation/newTab';
import { addressesOf, paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/session';
import { requireSignInFor } from '../../../shared/session/signInPrompt';
import { CountBadge } from '../../../shared/ui/CountBadge';
import { Button } from '../../../shared/ui/kit';
import './headerActions.css';

const CART_PAGES = new Set(addressesOf(paths.cart));
const CART_BADGE_OVERFLOW = 99;

/**
 * Customer service: the contact page for now (chat comes later); visitors are asked to sign in
 * (docs/product.md §6) and then land on it.
 */
export function ServiceButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  return (
    <Button
      variant="text"
      shape="circle"
      icon={<CustomerServiceOutlined />}
      title={t('header.customerService')}
      aria-label={t('header.customerService')}
      onClick={() => (token ? void navigate(paths.contactUs.getHref()) : requireSignInFor(paths.contactUs.getHref()))}
      className="header-icon"
    />
  );
}

/**
 * Cart with its count capped at 99+ (docs/product.md §9); opens the cart in a new tab (a visitor signs in
 * and then lands on it); hidden on the cart pages.
 */
export function CartButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { token, cartNum } = useSession();
  if (CART_PAGES.has(pathname)) return null;
  const label = cartNum > 0 ? t('header.cartWithCount', { count: cartNum }) : t('header.cart');
  return (
    <CountBadge count={cartNum} overflow={CART_BADGE_OVERFLOW}>
      <Button
        variant="text"
        shape="circle"
        icon={<ShoppingCartOutlined />}
        title={t('header.cart')}
        aria-label={label}
        onClick={() => (token ? openRouteInNewTab(paths.cart.getHref()) : requireSignInFor(paths.cart.getHref()))}
        className="header-icon"
      />
    </CountBadge>
  );
}
