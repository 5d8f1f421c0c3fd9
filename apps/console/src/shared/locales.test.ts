import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const locales = join(import.meta.dirname, '../locales');

/** Every dotted key of a bundle, plural forms named by their base key. */
function keys(bundle: unknown, prefix = ''): string[] {
  if (typeof bundle === 'string') return [prefix.replace(/_(one|other)$/, '')];
  return Object.entries(bundle as Record<string, unknown>).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe("the console's texts", () => {
  const namespaces = readdirSync(join(locales, 'en')).filter((file) => file.endsWith('.json'));

  it('has the same namespaces in both languages', () => {
    expect(
      readdirSync(join(locales, 'zh'))
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s has every text in English and in Chinese', (file) => {
    const en = JSON.parse(readFileSync(join(locales, 'en', file), 'utf8')) as unknown;
    const zh = JSON.parse(readFileSync(join(locales, 'zh', file), 'utf8')) as unknown;
    expect([...new Set(keys(zh))].sort()).toEqual([...new Set(keys(en))].sort());
    for (const text of keys(zh)) expect(text).not.toBe('');
  });
});
