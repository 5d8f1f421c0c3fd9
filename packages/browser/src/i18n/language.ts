import type { Language } from './languageCode';

export type { Language };

/** The BCP 47 tag of a language as the page shows it: British English or Simplified Chinese. */
export const localeTag = (language: Language): 'en-GB' | 'zh-CN' => (language === 'zh' ? 'zh-CN' : 'en-GB');
/** The stored language (docs/product.md §2, §4): local storage key language-web holds zh or en. */
export const LANGUAGE_STORAGE_KEY = 'language-web';

export function storedLanguage(): Language | null {
  const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return value === 'zh' || value === 'en' ? value : null;
}

/**
 * The language the page is shown in. On a first visit nothing is stored yet and the
 * start-up code picks one from the IP country (docs/product.md §4); it records it here so that
 * envelope messages and Accept-Language follow what the user actually sees.
 */
let activeLanguage: Language | null = null;

export function setActiveLanguage(language: Language): void {
  activeLanguage = language;
}

export function currentLanguage(): Language {
  return activeLanguage ?? storedLanguage() ?? 'en';
}

/** Store a choice without reloading (first-visit picker when the choice matches what is shown). */
export function storeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** Switching stores the choice and reloads (docs/product.md §4). */
export function switchLanguage(language: Language): void {
  storeLanguage(language);
  window.location.reload();
}

/** Pick the message of an envelope or catalogue entry in the current language. */
export function pickMessage(source: { message?: string; messageEn?: string }, language = currentLanguage()): string {
  return (language === 'zh' ? source.message : source.messageEn) ?? source.messageEn ?? source.message ?? '';
}
