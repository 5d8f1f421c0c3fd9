/**
 * The storefront's pages load without antd or a general i18n runtime (issue 3: first-view JavaScript
 * budget; issue 32: no antd in the storefront). This follows every static import from the entry and from
 * every page the route table loads, and fails when one of them reaches one. Dynamic `import()` is not followed: code behind it
 * loads only when needed. Type-only imports are erased at build time and are not followed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(__dirname, '..');
const routesSource = readFileSync(join(src, 'app/routes.tsx'), 'utf8');
const pages = [...routesSource.matchAll(/import\('(\.\.\/features\/[^']+)'\)/g)].map((match) => join(src, 'app', `${match[1]}.tsx`));

/**
 * antd, its style engine and its icon runtime (the kit's icons draw the same pictures, shared/ui/kit/icons),
 * and a general i18n runtime (the texts use shared/i18n/translate.ts).
 */
const FORBIDDEN = ['antd', '@ant-design/cssinjs', '@ant-design/icons', 'i18next', 'react-i18next'];

const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.(ts|tsx|css|json)$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every module reached from `entry` by static imports, with the chain that reached a forbidden package if one did. */
function findAntd(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) return null;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(staticImport)) {
      const specifier = match[1]!;
      const here = [...chain, relative(src, file)];
      if (FORBIDDEN.some((name) => specifier === name || specifier.startsWith(`${name}/`))) return [...here, specifier];
      if (!specifier.startsWith('.')) continue;
      const next = resolveModule(file, specifier);
      if (next) {
        const found = walk(next, here);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(entry, []);
}

/** The chain of static imports from `entry` to the first module `isTarget` accepts, or null when none reaches one. */
function findModule(entry: string, isTarget: (file: string) => boolean): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) return null;
    seen.add(file);
    const here = [...chain, relative(src, file)];
    if (isTarget(file)) return here;
    for (const match of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const next = match[1]!.startsWith('.') ? resolveModule(file, match[1]!) : null;
      const found = next ? walk(next, here) : null;
      if (found) return found;
    }
    return null;
  };
  return walk(entry, []);
}

describe('first view without antd', () => {
  it('knows the pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(40);
    for (const page of pages) expect(existsSync(page)).toBe(true);
  });

  it.each([join(src, 'main.tsx'), ...pages].map((file) => [relative(src, file), file]))('%s reaches no antd, antd icon or i18n library statically', (_name, file) => {
    expect(findAntd(file)).toBeNull();
  });
});

describe("the kit's modules", () => {
  // Imported through an index, the kit's components and icons were bundled by the union of what every importer
  // used: in the entry's chunk while the shell imported the index (apps/web/vite.config.ts, entryGraph: 12.7 KB
  // gzipped on every first view), then in one chunk of 59 icons that every page loaded (11.2 KB). Each is imported
  // by its own path instead (docs/decisions.md, "The shell imports the kit one module at a time").
  it('have no index to import them through', () => {
    for (const index of ['shared/ui/kit/index.ts', 'shared/ui/kit/index.tsx', 'shared/ui/kit/icons/index.ts', 'shared/ui/kit/icons/index.tsx'])
      expect(existsSync(join(src, index)), index).toBe(false);
  });

  it('are reached from the entry one by one', () => {
    expect(findModule(join(src, 'main.tsx'), (file) => /[\\/]shared[\\/]ui[\\/]kit[\\/](icons[\\/])?index\.tsx?$/.test(file))).toBeNull();
    expect(findModule(join(src, 'main.tsx'), (file) => file.endsWith('Button.tsx'))).not.toBeNull();
  });
});
