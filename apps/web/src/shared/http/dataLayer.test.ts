import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The calls, the path table and the client load no zod: the first pages use them and must stay
 * small (issue 3). Static imports are followed, through the contract's modules too; type-only
 * imports are erased at build time.
 */
describe('the web data layer at run time', () => {
  const src = resolve(__dirname, '../..');
  const contract = resolve(src, '../../../packages/contract/src');
  const browser = resolve(src, '../../../packages/browser/src');
  const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

  function resolveModule(from: string, specifier: string): string | null {
    const base = specifier.startsWith('@clearlot/contract/')
      ? join(contract, specifier.slice('@clearlot/contract/'.length))
      : specifier === '@clearlot/contract'
        ? join(contract, 'index')
        : specifier.startsWith('@clearlot/browser/')
          ? join(browser, specifier.slice('@clearlot/browser/'.length))
          : specifier.startsWith('.')
            ? resolve(dirname(from), specifier)
            : null;
    if (!base) return null;
    for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
    return null;
  }

  /** The chain of modules that reaches zod from `entry`, or null. */
  function zodChain(entry: string, seen = new Set<string>()): string[] | null {
    if (seen.has(entry)) return null;
    seen.add(entry);
    for (const match of readFileSync(entry, 'utf8').matchAll(staticImport)) {
      const specifier = match[1]!;
      if (specifier === 'zod' || specifier.startsWith('zod/')) return [relative(src, entry), specifier];
      const next = resolveModule(entry, specifier);
      const chain = next ? zodChain(next, seen) : null;
      if (chain) return [relative(src, entry), ...chain];
    }
    return null;
  }

  const apiModules = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return apiModules(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const modules = [
    join(src, 'shared/http/client.ts'),
    ...apiModules(join(src, 'shared/catalogue/api')),
    ...apiModules(join(src, 'shared/data')),
    ...readdirSync(join(src, 'features')).flatMap((feature) => (existsSync(join(src, 'features', feature, 'api')) ? apiModules(join(src, 'features', feature, 'api')) : [])),
  ];

  it('sees zod where it is: the operations table and the contract index', () => {
    expect(zodChain(join(contract, 'api/operations.ts'))).not.toBeNull();
    expect(zodChain(join(contract, 'index.ts'))).not.toBeNull();
  });

  it.each(modules.map((file) => [relative(src, file), file]))('%s reaches no zod', (_name, file) => {
    expect(zodChain(file)).toBeNull();
  });
});
