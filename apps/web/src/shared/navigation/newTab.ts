/**
 * Pages the spec opens in a new tab (seller registration, cart, listing). Hash routing,
 * so a "#/path" address opens this app at that route.
 */
import { type Language, currentLanguage } from '../i18n/language';

/** Seller registration, with the language in the query (spec §1). */
export function shopEntryHref(language: Language = currentLanguage()): string {
  return `#/shopEntry?lang=${language}`;
}

export function openRouteInNewTab(path: string): void {
  window.open(`#${path}`, '_blank', 'noopener');
}
