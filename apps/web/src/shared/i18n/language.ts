/** The stored language (spec §2, §4): local storage key language-web holds zh or en. */
export type Language = 'en' | 'zh';
export const LANGUAGE_STORAGE_KEY = 'language-web';

export function storedLanguage(): Language | null {
  const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return value === 'zh' || value === 'en' ? value : null;
}

export function currentLanguage(): Language {
  return storedLanguage() ?? 'en';
}

/** Switching stores the choice and reloads (spec §4). */
export function switchLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  window.location.reload();
}

/** Pick the message of an envelope or catalogue entry in the current language. */
export function pickMessage(source: { message?: string; messageEn?: string }, language = currentLanguage()): string {
  return (language === 'zh' ? source.message : source.messageEn) ?? source.messageEn ?? source.message ?? '';
}
