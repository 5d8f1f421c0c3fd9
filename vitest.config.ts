import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const shared = {
  exclude: ['**/node_modules/**', 'e2e/**'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

/**
 * The test files under `roots` that replace one of the code's modules (vi.mock, vi.doMock): they need a module graph of
 * their own, where the others share their worker's (`isolate: false`). Found by reading the files, so a new one is never
 * run in a shared graph by mistake (a replaced module would leak into the next file, or come too late to replace).
 */
function filesReplacingModules(roots: string[]): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') visit(path);
      } else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8'))) {
        found.push(path.split('\\').join('/'));
      }
    }
  };
  for (const root of roots) visit(root);
  return found;
}
const replacesModules = filesReplacingModules(['apps', 'packages', 'scripts']);
const browserSide = ['packages/**/src/**/*.test.ts', 'apps/{web,console}/src/**/*.test.{ts,tsx}', 'apps/web/*.test.ts', 'scripts/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        // the server's tests start from one seeded database made once per run (apps/server/src/testing/template.ts)
        test: {
          ...shared,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...shared.exclude, ...replacesModules],
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // one module graph per worker, not per file: each file importing the whole app again (fastify, the
          // providers' SDKs, sharp, every service) was a third of the stage; the files share no state but their
          // own app and database (docs/decisions.md, "Server test files share their worker's modules")
          isolate: false,
          // the files wait on PostgreSQL as much as they compute: three at once on two cores took 7.5 min, against 10 min one at a time
          maxWorkers: 3,
          // projects with different worker counts must run as separate groups (vitest 4): the quick ones first
          sequence: { groupOrder: 1 },
        },
      },
      {
        // files that replace a module of the app (vi.mock) need a module graph of their own
        test: {
          ...shared,
          name: 'server-isolated',
          include: replacesModules.filter((file) => file.startsWith('apps/server/')),
          // the same templates: made once by whichever project's setup runs first
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // the contract's, the browser code's and the scripts' tests: 143 files, each importing little and running in
        // milliseconds, so a new process per file was most of their time (263 s against 53 s sharing workers, same load)
        test: {
          ...shared,
          name: 'contract-web-console',
          include: browserSide,
          exclude: [...shared.exclude, ...replacesModules],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'contract-web-console-isolated',
          include: replacesModules.filter((file) => !file.startsWith('apps/server/')),
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
