import { describe, expect, it } from 'vitest';
import type { Language } from './language';
import { type Bundle, interpolate, lookup, translate } from './translate';

const texts: Record<string, Bundle> = {
  'en/common': { greeting: 'Hello {{name}}', nested: { deeper: 'Deep' }, items_one: '{{count}} item', items_other: '{{count}} items', only: 'No plural forms' },
  'zh/common': { items_other: '{{count}} 件商品' },
  'en/orders': { title: 'My orders' },
};
const catalogue = (language: Language) => ({
  language: () => language,
  bundle: (lang: Language, ns: string) => texts[`${lang}/${ns}`],
  hasNamespace: (ns: string) => ['common', 'orders'].includes(ns),
});

describe('translate', () => {
  const en = catalogue('en');
  it('reads nested keys and fills placeholders', () => {
    expect(translate(en, 'common', 'nested.deeper')).toBe('Deep');
    expect(translate(en, 'common', 'greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(interpolate('{{ a }} and {{b}}', { a: 1 })).toBe('1 and ');
  });
  it('chooses the plural form by the language rules', () => {
    expect(translate(en, 'common', 'items', { count: 1 })).toBe('1 item');
    expect(translate(en, 'common', 'items', { count: 0 })).toBe('0 items');
    expect(translate(en, 'common', 'items', { count: 2 })).toBe('2 items');
    expect(translate(catalogue('zh'), 'common', 'items', { count: 1 })).toBe('1 件商品');
    expect(translate(en, 'common', 'only', { count: 3 })).toBe('No plural forms');
  });
  it('reads another namespace with ns:key, only when that namespace exists', () => {
    expect(translate(en, 'common', 'orders:title')).toBe('My orders');
    expect(translate(en, 'common', 'time: 10:00')).toBe('time: 10:00');
  });
  it('reads another namespace with the ns option, as i18next does (the sign-up and reset-password forms use it)', () => {
    expect(translate(en, 'orders', 'greeting', { ns: 'common', name: 'Ada' })).toBe('Hello Ada');
    expect(translate(en, 'common', 'title', { ns: 'orders' })).toBe('My orders');
    // a namespace that is not there leaves the page's own
    expect(translate(en, 'orders', 'title', { ns: 'nowhere' })).toBe('My orders');
  });
  it('falls back to the default value, then to the key', () => {
    expect(translate(en, 'common', 'countries.FR', { defaultValue: 'FR' })).toBe('FR');
    expect(translate(en, 'common', 'missing.key')).toBe('missing.key');
    expect(lookup(texts['en/common'], 'nested')).toBeUndefined();
  });
});
