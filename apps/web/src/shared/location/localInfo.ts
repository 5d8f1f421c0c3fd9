/**
 * Where the visitor appears to be (docs/product.md §3 localInfo, §7 IP country lookup): used for the
 * first-visit language and as a default for country pickers. Any failure or a slow answer
 * (5 s) falls back silently to GB / London (docs/product.md §8).
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import type { Language } from '../i18n/language';
import { createSmallStore } from '../state/smallStore';

export interface LocalInfo {
  /** ISO 3166-1 alpha-2 code, e.g. GB */
  country: string;
  city: string;
}

export const FALLBACK_LOCAL_INFO: LocalInfo = { country: 'GB', city: 'London' };
export const GEOLOCATION_TIMEOUT_MS = 5_000;

const store = createSmallStore<LocalInfo>(FALLBACK_LOCAL_INFO);
export const setLocalInfo = store.set;

function readLocalInfo(payload: unknown): LocalInfo | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { code, data } = payload as { code?: unknown; data?: unknown };
  if (code !== 200 || typeof data !== 'object' || data === null) return null;
  const { countryCode, city } = data as { countryCode?: unknown; city?: unknown };
  if (typeof countryCode !== 'string' || !/^[A-Za-z]{2}$/.test(countryCode)) return null;
  return {
    country: countryCode.toUpperCase(),
    city: typeof city === 'string' && city ? city : '',
  };
}

/**
 * Ask the server which country the request came from. Uses fetch directly, not the API
 * client: no spinner, no toast, no sign-in dialog — this must never bother the visitor.
 */
export async function lookupLocalInfo(fetchImpl: typeof fetch = fetch, timeoutMs = GEOLOCATION_TIMEOUT_MS): Promise<LocalInfo> {
  try {
    const response = await fetchImpl(ApiPath.thirdParty.ipCountry, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return readLocalInfo(await response.json()) ?? FALLBACK_LOCAL_INFO;
  } catch {
    return FALLBACK_LOCAL_INFO;
  }
}

/** First-load language from the IP country (docs/product.md §4): China reads Chinese, everyone else English. */
export function languageForCountry(country: string): Language {
  return country === 'CN' ? 'zh' : 'en';
}
