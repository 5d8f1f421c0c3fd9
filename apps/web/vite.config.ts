import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { earlyPageCode } from './earlyPageCode';
import { slimErrorCatalogue } from './slimErrorCatalogue';

const apiTarget = process.env.CLEARLOT_API ?? 'http://localhost:3000';
const proxied = ['/srs-', '/healthz', '/openapi.json', '/docs', '/media'];

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

/**
 * The storefront runs on Preact's React compatibility layer instead of React DOM (docs/decisions.md, "Preact in
 * the storefront"): about 50 KB gzipped less on every first view. The code, its types and its unit tests stay
 * React's; only the browser bundle swaps the runtime. The build of the prerendered frame (`vite build --ssr
 * src/prerender/shell.tsx`) keeps React DOM's renderToString: the browser replaces that frame, it never hydrates
 * it. `preactAliases.test.ts` keeps this list whole.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react\/compiler-runtime$/, replacement: 'preact/compat/compiler-runtime' },
];

export default defineConfig(({ isSsrBuild }) => {
  const inEntryGraph = entryGraph();
  return {
    resolve: { alias: isSsrBuild ? [] : preactAliases },
    // no Fast Refresh: its runtime drives React DOM's renderer, which this build does not have; an edit in the
    // development server reloads the page instead
    plugins: [
      react({ refreshExclude: /./ }),
      slimErrorCatalogue([fileURLToPath(new URL('./src', import.meta.url)), fileURLToPath(new URL('../../packages/contract/src', import.meta.url))]),
      earlyPageCode(fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url)), fileURLToPath(new URL('./src/shared/i18n/i18n.ts', import.meta.url))),
    ],
    server: {
      port: 5173,
      // ws: the chat's socket (/srs-message-service/im/socket) is an upgrade the proxy passes on only when told
      proxy: Object.fromEntries(proxied.map((prefix) => [`^${prefix}.*`, { target: apiTarget, changeOrigin: false, ws: true }])),
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      // No <link rel=modulepreload> per dependency of a lazily loaded page: an antd page had 100-150 small
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
              { name: 'vendor', test: /node_modules[\\/](preact|react|react-dom|scheduler|@tanstack[\\/][^\\/]+|clsx)[\\/]/, priority: 20 },
              // the rest of what the entry imports, in the entry's chunk (the bundler folds this group into it)
              { name: (id: string, ctx: ChunkContext) => (inEntryGraph(id, ctx) ? 'index' : null), priority: 10 },
            ],
          },
        },
      },
    },
  };
});
