import { CustomerServiceOutlined } from '../../../shared/ui/kit/icons/CustomerServiceOutlined';
import { QrcodeOutlined } from '../../../shared/ui/kit/icons/QrcodeOutlined';
import { ShoppingCartOutlined } from '../../../shared/ui/kit/icons/ShoppingCartOutlined';
import { VerticalAlignTopOutlined } from '../../../shared/ui/kit/icons/VerticalAlignTopOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { openRouteInNewTab } from '../../../shared/navigation/newTab';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/session';
import { requireSignInFor } from '../../../shared/session/signInPrompt';
import { useHoverPanel } from '../hooks/useHoverPanel';
import { usePrefersReducedMotion } from '../hooks/useMediaQuery';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { BACK_TO_TOP_AFTER_PX, cartBadgeText } from '../model/sideBar';
import { SiteQrCode } from './SiteQrCode';
import '../sideBar.css';

/**
 * The floating side bar of the home page (docs/product.md §2): cart with its count (99+), the site's QR
 * code, customer service and back to top. Panels hide 100 ms after the pointer leaves (§9).
 * The cart and customer service need an account (docs/product.md §6): a visitor signs in and lands on them.
 */
export default function SideBar() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { token, cartNum } = useSession();
  const reducedMotion = usePrefersReducedMotion();
  const scrolled = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const badge = cartBadgeText(cartNum);

  const openCart = () => (token ? openRouteInNewTab(paths.cart.getHref()) : requireSignInFor(paths.cart.getHref()));
  // customer service is the chat with it (docs/product.md §2 /IM?imType=1)
  const serviceChat = paths.chat.getHref({ imType: 1 });
  const openService = () => (token ? void navigate(serviceChat) : requireSignInFor(serviceChat));
  const backToTop = () => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });

  return (
    <aside className="side-bar" aria-label={t('sideBar.label')} data-testid="side-bar">
      <ul className="side-bar__list">
        <SideBarItem label={t('sideBar.cart')}>
          <button
            type="button"
            className="side-bar__button"
            onClick={openCart}
            aria-label={badge ? t('sideBar.cartWithCount', { count: cartNum }) : t('sideBar.cart')}
            data-testid="side-bar-cart"
          >
            <ShoppingCartOutlined aria-hidden />
            {badge && (
              <span className="side-bar__badge" aria-hidden data-testid="side-bar-cart-badge">
                {badge}
              </span>
            )}
          </button>
        </SideBarItem>
        <QrItem />
        <SideBarItem label={t('sideBar.service')}>
          <button type="button" className="side-bar__button" onClick={openService} aria-label={t('sideBar.service')} data-testid="side-bar-service">
            <CustomerServiceOutlined aria-hidden />
          </button>
        </SideBarItem>
        {scrolled && (
          <SideBarItem label={t('sideBar.backToTop')}>
            <button type="button" className="side-bar__button" onClick={backToTop} aria-label={t('sideBar.backToTop')} data-testid="side-bar-top">
              <VerticalAlignTopOutlined aria-hidden />
            </button>
          </SideBarItem>
        )}
      </ul>
    </aside>
  );
}

/** A side-bar button with its name shown beside it on hover or focus. */
function SideBarItem({ label, children }: { label: string; children: ReactNode }) {
  const panel = useHoverPanel();
  return (
    <li className="side-bar__item" {...panel.triggerProps}>
      {children}
      {panel.open && (
        <span className="side-bar__label" aria-hidden>
          {label}
        </span>
      )}
    </li>
  );
}

function QrItem() {
  const { t } = useTranslation('home');
  const panel = useHoverPanel();
  return (
    <li className="side-bar__item" {...panel.triggerProps}>
      <button
        type="button"
        className="side-bar__button"
        onClick={panel.show}
        aria-label={t('sideBar.qr')}
        aria-expanded={panel.open}
        aria-controls="side-bar-qr-panel"
        data-testid="side-bar-qr"
      >
        <QrcodeOutlined aria-hidden />
      </button>
      <div id="side-bar-qr-panel" className="side-bar__panel" hidden={!panel.open} data-testid="side-bar-qr-panel">
        {panel.open && <SiteQrCode />}
      </div>
    </li>
  );
}
