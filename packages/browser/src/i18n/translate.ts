/**
 * The translation rules the app uses, written once and small (the first view's JavaScript budget
 * of issue 3 has no room for a general i18n library): nested keys with dots, `ns:key` for another
 * namespace, plurals by `_one` / `_other` suffixes chosen with Intl.PluralRules, `{{name}}`
 * interpolation (no HTML escaping: React escapes), `defaultValue`, and the key itself when a text
 * is missing, as i18next does.
 */
import { type Language, localeTag } from './language';

export type Bundle = { readonly [key: string]: unknown };

export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  /** read the key in this namespace (as i18next's `ns` option), the same as `ns:key` */
  ns?: string;
  [name: string]: unknown;
}

/** The text at a dotted path of a bundle, or undefined when there is no text there. */
export function lookup(bundle: Bundle | undefined, path: string): string | undefined {
  let node: unknown = bundle;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Bundle)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Puts the named values into `{{name}}` placeholders; a value not given leaves an empty string. */
export function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values?.[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(localeTag(language));
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

export interface Catalogue {
  language: () => Language;
  bundle: (language: Language, namespace: string) => Bundle | undefined;
  hasNamespace: (namespace: string) => boolean;
}

/** Translates `key` (optionally `ns:key`, or with the `ns` option) in `namespace` of the catalogue's current language. */
export function translate(catalogue: Catalogue, namespace: string, key: string, options?: TranslateOptions): string {
  let ns = typeof options?.ns === 'string' && catalogue.hasNamespace(options.ns) ? options.ns : namespace;
  let path = key;
  const colon = key.indexOf(':');
  if (colon > 0 && catalogue.hasNamespace(key.slice(0, colon))) {
    ns = key.slice(0, colon);
    path = key.slice(colon + 1);
  }
  const language = catalogue.language();
  const bundle = catalogue.bundle(language, ns);
  let text: string | undefined;
  if (typeof options?.count === 'number') {
    text = lookup(bundle, `${path}_${pluralCategory(language, options.count)}`) ?? lookup(bundle, `${path}_other`);
  }
  text ??= lookup(bundle, path) ?? options?.defaultValue ?? key;
  return interpolate(text, options);
}
