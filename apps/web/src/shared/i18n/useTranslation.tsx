/**
 * React access to the texts: `const { t } = useTranslation('orders')`. The key types come from
 * i18next's type definitions (src/i18next.d.ts types every key of the English files), so a
 * missing or misspelt key fails the type-check; only the types are used, never i18next's code.
 */
import type { Namespace, TFunction } from 'i18next';
import { Children, type ReactElement, type ReactNode, cloneElement, isValidElement, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TranslateOptions } from './translate';

type Translate = (key: string, options?: TranslateOptions) => string;

/** One `t` per namespace until new texts arrive: a new `t` then, so memoised children render again. */
const translators = new Map<string, { version: number; t: Translate }>();
function translatorFor(ns: string, version: number): Translate {
  const known = translators.get(ns);
  if (known && known.version === version) return known.t;
  const t: Translate = (key, options) => i18n.translate(ns, key, options);
  translators.set(ns, { version, t });
  return t;
}

export function useTranslation<const Ns extends Namespace = 'common'>(namespace?: Ns): { t: TFunction<Ns>; i18n: typeof i18n } {
  const version = useSyncExternalStore(i18n.subscribe, i18n.version, i18n.version);
  return { t: translatorFor((namespace ?? 'common') as string, version) as unknown as TFunction<Ns>, i18n };
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A text with links or emphasis inside: `<terms>Terms</terms>` in the text is drawn with the
 * element given as `components.terms`, holding the words between the tags.
 */
export function Trans({ text, components }: { text: string; components: Record<string, ReactElement> }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[match[1]!];
    parts.push(isValidElement(element) ? cloneElement(element, { key: `${match[1]}-${match.index}` }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return Children.toArray(parts);
}
