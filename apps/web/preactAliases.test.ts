import { createRequire } from 'node:module';
import type { Alias, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig, { preactAliases } from './vite.config';

type ConfigFunction = (env: { command: 'build' | 'serve'; mode: string; isSsrBuild?: boolean }) => UserConfig;
const configFor = (isSsrBuild: boolean) => (viteConfig as unknown as ConfigFunction)({ command: 'build', mode: 'production', isSsrBuild });

/** Where the config sends an import of `name`, or the name itself when no alias matches. */
function aliasedTo(config: UserConfig, name: string): string {
  const aliases = (config.resolve?.alias ?? []) as Alias[];
  const match = aliases.find(({ find }) => (typeof find === 'string' ? find === name : find.test(name)));
  return match ? match.replacement : name;
}

// docs/decisions.md, "Preact in the storefront": the storefront's browser build runs on preact/compat, not React DOM
describe("the storefront's build runtime", () => {
  const reactEntries = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react/compiler-runtime'];

  it('sends every React entry point the code and its libraries import to preact/compat', () => {
    const client = configFor(false);
    for (const name of reactEntries) expect(aliasedTo(client, name), name).toMatch(/^preact\/compat(\/|$)/);
    // and nothing more: a library's own subpath (react-dom/server in the prerender) is not caught by a prefix
    expect(aliasedTo(client, 'react-dom/server')).toBe('react-dom/server');
    expect(aliasedTo(client, 'react-hook-form')).toBe('react-hook-form');
  });

  it('names targets that preact exports', () => {
    const require = createRequire(import.meta.url);
    for (const { replacement } of preactAliases) expect(() => require.resolve(replacement), replacement).not.toThrow();
  });

  it('keeps React DOM for the prerendered frame, which the browser replaces without hydrating', () => {
    const ssr = configFor(true);
    for (const name of reactEntries) expect(aliasedTo(ssr, name)).toBe(name);
  });
});
