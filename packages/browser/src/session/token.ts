/**
 * The sign-in token lives in the loginToken cookie for 7 days (docs/product.md §3, §9). While the
 * needToken cookie is "true" (two-step verification pending) the token counts as absent
 * for the app (docs/product.md §2) — only the second-step call sends it explicitly.
 */
export const TOKEN_COOKIE = 'loginToken';
export const NEED_TOKEN_COOKIE = 'needToken';
export const TOKEN_COOKIE_DAYS = 7;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null; // imported by tests and tools outside a browser
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/** The raw stored token, even while two-step verification is pending. */
export function getRawToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}

export function isSecondAuthPending(): boolean {
  return readCookie(NEED_TOKEN_COOKIE) === 'true';
}

/** The token as the app sees it: absent while needToken=true. */
export function getToken(): string | null {
  return isSecondAuthPending() ? null : getRawToken();
}

export function storeToken(token: string, needSecondAuth: boolean): void {
  writeCookie(TOKEN_COOKIE, token, TOKEN_COOKIE_DAYS);
  if (needSecondAuth) writeCookie(NEED_TOKEN_COOKIE, 'true', TOKEN_COOKIE_DAYS);
  else deleteCookie(NEED_TOKEN_COOKIE);
}

export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(NEED_TOKEN_COOKIE);
}
