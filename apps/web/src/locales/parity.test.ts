import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every English key has a Chinese twin and vice versa, and no value is empty. Plural forms count as one
 * key: English has `_one` and `_other`, Chinese only `_other` (Intl.PluralRules has one form for zh);
 * shared/i18n/locales.test.ts checks the forms themselves.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const keysOf = (bundle: Record<string, unknown>) => [...new Set(Object.keys(bundle).map((key) => key.replace(PLURAL, '')))].sort();
const dir = (lang: string) => join(import.meta.dirname, lang);

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>((acc, [key, child]) => ({ ...acc, ...flatten(child, prefix ? `${prefix}.${key}` : key) }), {});
}

describe('locale files', () => {
  const namespaces = readdirSync(dir('en')).filter((f) => f.endsWith('.json'));
  it('exist in both languages', () => {
    expect(
      readdirSync(dir('zh'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });
  for (const file of namespaces) {
    it(`${file} has the same keys in English and Chinese, none empty`, () => {
      const en = flatten(JSON.parse(readFileSync(join(dir('en'), file), 'utf8')));
      const zh = flatten(JSON.parse(readFileSync(join(dir('zh'), file), 'utf8')));
      expect(keysOf(zh)).toEqual(keysOf(en));
      for (const [key, value] of Object.entries({ ...en, ...zh })) {
        if (key === '') continue;
        expect(value, key).not.toBe('');
      }
    });
  }
});
