import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, currentLanguage, setActiveLanguage } from './language';

/**
 * Resources are one JSON file per namespace and language under src/locales/{en,zh}.
 * Namespaces are discovered by file name, so a feature adds its own file pair.
 */
const en = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/en/*.json', { eager: true });
const zh = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/zh/*.json', { eager: true });

function byNamespace(files: Record<string, { default: Record<string, unknown> }>) {
  return Object.fromEntries(
    Object.entries(files).map(([path, mod]) => [path.replace(/^.*\/(\w+)\.json$/, '$1'), mod.default]),
  );
}

export const resources = { en: byNamespace(en), zh: byNamespace(zh) };

export async function initI18n(language: Language = currentLanguage()) {
  setActiveLanguage(language);
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources.en),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en-GB';
  return i18next;
}

export { i18next };
