/**
 * First-load language (docs/product.md §4): a stored language-web wins; otherwise the IP country
 * decides (CN → zh, anything else or any failure → en). Without a stored choice this is
 * a first visit, and the shell offers the language picker preselected with the guess.
 */
import type { Language } from '../../shared/i18n/language';
import { type LocalInfo, languageForCountry } from '../../shared/location/localInfo';

export interface StartLanguage {
  language: Language;
  firstVisit: boolean;
}

export interface StartLanguageDeps {
  storedLanguage(): Language | null;
  lookupLocalInfo(): Promise<LocalInfo>;
  setLocalInfo(info: LocalInfo): void;
}

export async function resolveStartLanguage(deps: StartLanguageDeps): Promise<StartLanguage> {
  const stored = deps.storedLanguage();
  if (stored) {
    // The language is known: look the location up in the background for the country defaults.
    void deps.lookupLocalInfo().then(deps.setLocalInfo);
    return { language: stored, firstVisit: false };
  }
  const info = await deps.lookupLocalInfo();
  deps.setLocalInfo(info);
  return { language: languageForCountry(info.country), firstVisit: true };
}
