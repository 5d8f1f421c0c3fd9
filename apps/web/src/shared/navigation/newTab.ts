/**
 * Pages docs/product.md opens in a new tab (seller registration, cart, listing). Hash routing,
 * so a "#/path" address opens this app at that route.
 */
import { type Language, currentLanguage } from '../i18n/language';
import { hashHref, paths } from '../paths';

/** Seller registration, with the language in the query (docs/product.md §1). */
export function shopEntryHref(language: Language = currentLanguage()): string {
  return hashHref(paths.shopEntry.getHref(language));
}

export function openRouteInNewTab(path: string): void {
  window.open(hashHref(path), '_blank', 'noopener');
}
