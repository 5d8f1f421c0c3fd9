import { BellOutlined } from '../../../shared/ui/kit/icons/BellOutlined';
import { CustomerServiceOutlined } from '../../../shared/ui/kit/icons/CustomerServiceOutlined';
import { ShoppingCartOutlined } from '../../../shared/ui/kit/icons/ShoppingCartOutlined';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation, useNavigate } from '../../../shared/router';
import { openRouteInNewTab } from '../../../shared/navigation/newTab';
import { addressesOf, paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/session';
import { requireSignInFor } from '../../../shared/session/signInPrompt';
import { CountBadge } from '../../../shared/ui/CountBadge';
import { startRealtime } from '../../../shared/realtime/startRealtime';
import { useRealtime } from '../../../shared/realtime/unreadStore';
import { Button } from '../../../shared/ui/kit/Button';
import './headerActions.css';

const CART_PAGES = new Set(addressesOf(paths.cart));
const CART_BADGE_OVERFLOW = 99;

/** Unread figures on the header icons are capped like the cart's (docs/product.md §9). */
const UNREAD_BADGE_OVERFLOW = 99;

/**
 * Customer service (docs/product.md §2): the chat with customer service (/IM?imType=1), with the unread
 * chat messages on its badge; visitors are asked to sign in (§6) and then land on it. It also starts
 * the chat connection for a signed-in person (the client loads after the first view).
 */
export function ServiceButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const { chatUnread } = useRealtime();
  useEffect(() => {
    void startRealtime(token !== null);
  }, [token]);
  const target = paths.chat.getHref({ imType: 1 });
  const label = chatUnread > 0 ? t('header.customerServiceWithCount', { count: chatUnread }) : t('header.customerService');
  return (
    <CountBadge count={token ? chatUnread : 0} overflow={UNREAD_BADGE_OVERFLOW}>
      <Button
        variant="text"
        shape="circle"
        icon={<CustomerServiceOutlined />}
        title={t('header.customerService')}
        aria-label={label}
        onClick={() => (token ? void navigate(target) : requireSignInFor(target))}
        className="header-icon"
        data-testid="header-service"
      />
    </CountBadge>
  );
}

/** The message centre (/home/MsgList) with its unread notices; shown to signed-in people only. */
export function NoticeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const { noticesUnread } = useRealtime();
  if (!token) return null;
  const label = noticesUnread > 0 ? t('header.messagesWithCount', { count: noticesUnread }) : t('header.messages');
  return (
    <CountBadge count={noticesUnread} overflow={UNREAD_BADGE_OVERFLOW}>
      <Button
        variant="text"
        shape="circle"
        icon={<BellOutlined />}
        title={t('header.messages')}
        aria-label={label}
        onClick={() => void navigate(paths.msgList.getHref())}
        className="header-icon"
        data-testid="header-messages"
      />
    </CountBadge>
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
