import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, currentLanguage, setActiveLanguage } from './language';

/**
 * Resources are one JSON file per namespace and language under src/locales/{en,zh}.
 * Namespaces are discovered by file name, so a feature adds its own file pair. Only the
 * active language is loaded at start-up (switching language reloads the page, spec §4);
 * the large policy texts are registered by the policy page's own chunk, and every page's own
 * namespace (home, detail, sign-in, account, buying …) loads with its page (loadPageNamespaces,
 * in parallel with the page's code), not on the first view; common and catalogue, which the shell
 * and most pages share, load at start-up.
 */
export const PAGE_NAMESPACES = ['home', 'detail', 'auth', 'account', 'mailbox', 'support', 'cart', 'address', 'checkout', 'orders', 'wallet', 'ownerOrders'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

const files = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/*/policy.json',
  '!../../locales/*/{home,detail,auth,account,mailbox,support,cart,address,checkout,orders,wallet,ownerOrders}.json',
]);
const pageFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/{home,detail,auth,account,mailbox,support,cart,address,checkout,orders,wallet,ownerOrders}.json',
]);

/** Loads a page's own namespaces in the active language (once); route loaders await it before rendering. */
export async function loadPageNamespaces(namespaces: readonly PageNamespace[]): Promise<void> {
  const language = i18next.language;
  await Promise.all(
    namespaces
      .filter((ns) => !i18next.hasResourceBundle(language, ns))
      .map(async (ns) => {
        const load = pageFiles[`../../locales/${language}/${ns}.json`];
        if (load) i18next.addResourceBundle(language, ns, (await load()).default, true, false);
      }),
  );
}

export async function loadResources(language: Language): Promise<Record<string, Record<string, unknown>>> {
  const entries = Object.entries(files).filter(([path]) => path.includes(`/locales/${language}/`));
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [path.replace(/^.*\/(\w+)\.json$/, '$1'), (await load()).default] as const),
  );
  return Object.fromEntries(loaded);
}

export async function initI18n(language: Language = currentLanguage()) {
  setActiveLanguage(language);
  const resources = { [language]: await loadResources(language) };
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources[language] ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en-GB';
  return i18next;
}

export { i18next };
