/**
 * Cookie consent (docs/product.md §3, §4, §9): unanswered until the visitor accepts, rejects or saves
 * options; then cookies isSelectCookie=true and acceptPersonalization=true|false are kept
 * for 36 500 days. Essential cookies are always on.
 */
import { readCookie, writeCookie } from '../session/token';
import { createSmallStore } from '../state/smallStore';

export const COOKIE_CONSENT_DAYS = 36_500;
export const CONSENT_ANSWERED_COOKIE = 'isSelectCookie';
export const PERSONALIZATION_COOKIE = 'acceptPersonalization';

export interface CookieConsent {
  answered: boolean;
  personalization: boolean;
}

function readConsent(): CookieConsent {
  return {
    answered: readCookie(CONSENT_ANSWERED_COOKIE) === 'true',
    personalization: readCookie(PERSONALIZATION_COOKIE) === 'true',
  };
}

const store = createSmallStore<CookieConsent>(typeof document === 'undefined' ? { answered: false, personalization: false } : readConsent());

export const getCookieConsent = store.get;
export const useCookieConsent = store.use;

export function saveCookieConsent(personalization: boolean): void {
  writeCookie(CONSENT_ANSWERED_COOKIE, 'true', COOKIE_CONSENT_DAYS);
  writeCookie(PERSONALIZATION_COOKIE, String(personalization), COOKIE_CONSENT_DAYS);
  store.set({ answered: true, personalization });
}
