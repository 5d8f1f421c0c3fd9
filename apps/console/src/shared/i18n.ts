/**
 * The console's texts: one JSON file per namespace and language under src/locales/{en,zh}, all of the page
 * language loaded before the first render (a desk app on desktops: no first-visit budget to split them
 * for). The language is the storefront's stored choice (language-web, @clearlot/browser), so a person who
 * chose Chinese in the shop gets the console in Chinese; switching reloads, as in the storefront. The
 * translation rules are the storefront's own (@clearlot/browser/i18n/translate).
 */
import { type Language, localeTag, setActiveLanguage, storedLanguage } from '@clearlot/browser/i18n/language';
import { type Bundle, type TranslateOptions, translate } from '@clearlot/browser/i18n/translate';

export type Namespace =
  | 'console'
  | 'ownerOrders'
  | 'dashboard'
  | 'listings'
  | 'returns'
  | 'afterSales'
  | 'reviews'
  | 'chat'
  | 'complaints'
  | 'applications'
  | 'operations'
  | 'coupons'
  | 'pointMall'
  | 'catalogue'
  | 'shopWindow'
  | 'legalDetails'
  | 'deliveries'
  | 'payouts';

const files = import.meta.glob<{ default: Bundle }>('../locales/*/*.json');
const bundles = new Map<string, Bundle>();
let language: Language = 'en';

const catalogue = {
  language: () => language,
  bundle: (lang: Language, ns: string) => bundles.get(`${lang}/${ns}`),
  hasNamespace: (ns: string) => bundles.has(`${language}/${ns}`),
};

/** The stored choice of the storefront, or the browser's language on a first visit to the console. */
export function startLanguage(stored = storedLanguage(), browser = typeof navigator === 'undefined' ? '' : navigator.language): Language {
  return stored ?? (browser.toLowerCase().startsWith('zh') ? 'zh' : 'en');
}

export async function initI18n(lang: Language): Promise<void> {
  language = lang;
  setActiveLanguage(lang);
  const entries = Object.entries(files).filter(([path]) => path.includes(`/locales/${lang}/`));
  await Promise.all(
    entries.map(async ([path, load]) => {
      bundles.set(`${lang}/${path.replace(/^.*\/(\w+)\.json$/, '$1')}`, (await load()).default);
    }),
  );
  document.documentElement.lang = localeTag(lang);
}

export type Translate = (key: string, options?: TranslateOptions) => string;

export function t(namespace: Namespace, key: string, options?: TranslateOptions): string {
  return translate(catalogue, namespace, key, options);
}

/** `const { t } = useTranslation('ownerOrders')`: the texts load before the first render and never change after. */
const translators = new Map<Namespace, Translate>();
export function useTranslation(namespace: Namespace = 'console'): { t: Translate; language: Language } {
  let bound = translators.get(namespace);
  if (!bound) {
    bound = (key, options) => translate(catalogue, namespace, key, options);
    translators.set(namespace, bound);
  }
  return { t: bound, language };
}

export const currentConsoleLanguage = (): Language => language;
