/** Floating side bar constants (docs/product.md §9). */
import { hashHref, paths } from '../../../shared/paths';

/** The cart badge shows at most 99, then '99+'. */
export const CART_BADGE_OVERFLOW = 99;
/** Hover panels close 100 ms after the pointer (or focus) leaves. */
export const SIDE_BAR_HIDE_DELAY_MS = 100;
/** The back-to-top control appears once the page has scrolled this far. */
export const BACK_TO_TOP_AFTER_PX = 400;
/** Scroll position is read at most every 200 ms (docs/product.md §9 scroll throttle). */
export const SCROLL_THROTTLE_MS = 200;

/** The cart badge text: nothing for an empty cart, the count up to 99, then '99+'. */
export function cartBadgeText(count: number | null | undefined): string {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > CART_BADGE_OVERFLOW ? `${CART_BADGE_OVERFLOW}+` : String(whole);
}

/** The address the QR code opens: this storefront's home page. */
export function siteAddress(origin: string, pathname: string): string {
  return `${origin}${pathname || '/'}${hashHref(paths.home.getHref())}`;
}
