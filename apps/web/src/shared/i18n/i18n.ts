/**
 * The app's texts. Resources are one JSON file per namespace and language under src/locales/{en,zh};
 * namespaces are discovered by file name, so a feature adds its own file pair. Only the active
 * language is loaded at start-up (switching language reloads the page, docs/product.md §4); common and
 * catalogue, which the shell and most pages share, load at start-up, and every page's own
 * namespace (home, detail, sign-in, account, buying …) loads with its page (loadPageNamespaces,
 * in parallel with the page's code); the large policy texts are registered by the policy page's
 * own chunk. The rules of a translation live in translate.ts, the React side in useTranslation.ts.
 */
import { type Language, currentLanguage, localeTag, setActiveLanguage } from './language';
import { type Bundle, type TranslateOptions, translate } from './translate';

export const PAGE_NAMESPACES = [
  'home',
  'detail',
  'auth',
  'account',
  'mailbox',
  'support',
  'cart',
  'address',
  'checkout',
  'orders',
  'wallet',
  'coupons',
  'history',
  'requests',
  'reviews',
  'complaints',
  'chat',
  'messages',
  'applications',
  'points',
  'closure',
] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

const files = import.meta.glob<{ default: Bundle }>([
  '../../locales/*/*.json',
  '!../../locales/*/policy.json',
  '!../../locales/*/{home,detail,auth,account,mailbox,support,cart,address,checkout,orders,wallet,coupons,history,requests,reviews,complaints,chat,messages,applications,points,closure}.json',
]);
const pageFiles = import.meta.glob<{ default: Bundle }>([
  '../../locales/*/{home,detail,auth,account,mailbox,support,cart,address,checkout,orders,wallet,coupons,history,requests,reviews,complaints,chat,messages,applications,points,closure}.json',
]);

const bundles = new Map<string, Bundle>();
const namespaces = new Set<string>();
let language: Language = 'en';
let version = 0;
const listeners = new Set<() => void>();

const catalogue = {
  language: () => language,
  bundle: (lang: Language, ns: string) => bundles.get(`${lang}/${ns}`),
  hasNamespace: (ns: string) => namespaces.has(ns),
};

/** The texts of the page language: what code outside React (and React through useTranslation) reads. */
export const i18n = {
  get language(): Language {
    return language;
  },
  /** a text of the common namespace (or `ns:key`) */
  t: (key: string, options?: TranslateOptions): string => translate(catalogue, 'common', key, options),
  translate: (namespace: string, key: string, options?: TranslateOptions): string => translate(catalogue, namespace, key, options),
  hasResourceBundle: (lang: string, ns: string): boolean => bundles.has(`${lang}/${ns}`),
  /** Registers (or replaces) a namespace's texts; components showing texts render again. */
  addResourceBundle(lang: string, ns: string, bundle: Bundle): void {
    bundles.set(`${lang}/${ns}`, bundle);
    namespaces.add(ns);
    version += 1;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: (): number => version,
};

/** Loads a page's own namespaces in the active language (once); route loaders await it before rendering. */
export async function loadPageNamespaces(list: readonly PageNamespace[]): Promise<void> {
  await Promise.all(
    list
      .filter((ns) => !i18n.hasResourceBundle(language, ns))
      .map(async (ns) => {
        const load = pageFiles[`../../locales/${language}/${ns}.json`];
        if (load) i18n.addResourceBundle(language, ns, (await load()).default);
      }),
  );
}

export async function loadResources(lang: Language): Promise<Record<string, Bundle>> {
  const entries = Object.entries(files).filter(([path]) => path.includes(`/locales/${lang}/`));
  const loaded = await Promise.all(entries.map(async ([path, load]) => [path.replace(/^.*\/(\w+)\.json$/, '$1'), (await load()).default] as const));
  return Object.fromEntries(loaded);
}

export async function initI18n(lang: Language = currentLanguage()): Promise<void> {
  setActiveLanguage(lang);
  language = lang;
  for (const [ns, bundle] of Object.entries(await loadResources(lang))) i18n.addResourceBundle(lang, ns, bundle);
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(lang);
}
