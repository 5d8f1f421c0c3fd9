import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const apiTarget = process.env.CLEARLOT_API ?? 'http://localhost:3000';
const proxied = ['/srs-', '/healthz', '/openapi.json', '/docs', '/media'];

/**
 * `virtual:antd-static-style`: the addresses of antd's component styles under the app's theme
 * (shared/antd/staticStyle.tsx), and that theme, made when the app is built so the antd pages run antd with
 * zeroRuntime (no CSS-in-JS work on the phone). Made from tokens.css (@clearlot/browser) and the installed antd on every
 * build, so it cannot go stale. Several files, cut between rules: the browser parses each in a task of
 * its own instead of one long one that blocks the page.
 */
function antdStaticStyle(): Plugin {
  const id = 'virtual:antd-static-style';
  const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const tokens = at('../../packages/browser/src/styles/tokens.css');
  let serving = false;
  return {
    name: 'clearlot:antd-static-style',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      this.addWatchFile(tokens);
      const { tsImport } = await import('tsx/esm/api');
      const [style, theme, designTokens] = await Promise.all([
        tsImport(at('src/shared/antd/staticStyle.tsx'), import.meta.url) as Promise<typeof import('./src/shared/antd/staticStyle')>,
        tsImport(at('../../packages/browser/src/antd/theme.ts'), import.meta.url) as Promise<typeof import('@clearlot/browser/antd/theme')>,
        tsImport(at('../../packages/browser/src/styles/designTokens.ts'), import.meta.url) as Promise<typeof import('@clearlot/browser/styles/designTokens')>,
      ]);
      const appTheme = theme.themeFromTokens(designTokens.readDesignTokens(readFileSync(tokens, 'utf8')));
      // the pages run with the very theme the sheets were made with: plain data, checked to survive JSON
      if (JSON.stringify(JSON.parse(JSON.stringify(appTheme))) !== JSON.stringify(appTheme)) throw new Error('antd theme is not plain data');
      const css = style.antdStaticStyle(appTheme);
      const parts = style.splitStyleSheet(css, 4);
      const urls = parts.map((part) => {
        if (serving) return `data:text/css;base64,${Buffer.from(part).toString('base64')}`;
        const fileName = `assets/antd-${createHash('sha256').update(part).digest('hex').slice(0, 10)}.css`;
        this.emitFile({ type: 'asset', fileName, source: part });
        return `/${fileName}`;
      });
      return `export default ${JSON.stringify(urls)};\nexport const theme = ${JSON.stringify(appTheme)};`;
    },
  };
}

interface ChunkContext {
  getModuleInfo: (id: string) => { importers: readonly string[]; isEntry: boolean } | null;
}

/**
 * Whether a module is imported statically, directly or through others, by the entry (main.tsx): every first
 * view runs it, so it belongs with the entry. Left to the bundler, each such module that a lazily loaded page
 * also imports became a chunk of its own (ten of 0.1–1.7 KB gzipped), and the first view waited for a dozen
 * requests where three will do.
 */
function entryGraph(): (id: string, ctx: ChunkContext) => boolean {
  const known = new Map<string, boolean>();
  return (id, ctx) => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    // walk up the importers; what the walk reaches without meeting the entry cannot reach it either
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const info = ctx.getModuleInfo(next);
      if (known.get(next) === true || info?.isEntry) {
        known.set(id, true);
        return true;
      }
      for (const importer of info?.importers ?? []) {
        if (seen.has(importer) || known.get(importer) === false) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    for (const module of seen) known.set(module, false);
    return false;
  };
}

export default defineConfig(() => {
  const inEntryGraph = entryGraph();
  return {
    plugins: [react(), antdStaticStyle()],
    server: {
      port: 5173,
      proxy: Object.fromEntries(proxied.map((prefix) => [`^${prefix}.*`, { target: apiTarget, changeOrigin: false }])),
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      // No <link rel=modulepreload> per dependency of a lazily loaded page: an antd page has 100-150 small
      // chunks, and inserting their links was 60-90 ms of one main-thread task before anything rendered
      // (230-340 ms at Lighthouse's 4x throttling). The browser's module loader finds a page's chunks
      // wave by wave instead (rolldown does not hoist transitive imports: sign-in's arrive in about eight
      // waves); Lighthouse's simulated LCP still went down (sign-in 1.6 -> 1.3 s, cart 2.4 -> 1.2 s), and
      // appending the transitive imports to each page chunk did not move a first visit's score
      // (docs/benchmarks.md, issue 17 fourth session; docs/decisions.md).
      modulePreload: false,
      rolldownOptions: {
        treeshake: {
          // The contract's modules only declare (zod schemas, rules, formatters, codes): a page that imports
          // one validator from its index should not keep every service's schemas.
          moduleSideEffects: (id) => (/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined),
        },
        output: {
          advancedChunks: {
            groups: [
              // the libraries every page runs, in one file instead of several small shared ones
              { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^\\/]+|clsx)[\\/]/, priority: 20 },
              // the rest of what the entry imports, in the entry's chunk (the bundler folds this group into it)
              { name: (id: string, ctx: ChunkContext) => (inEntryGraph(id, ctx) ? 'index' : null), priority: 10 },
            ],
          },
        },
      },
    },
  };
});
