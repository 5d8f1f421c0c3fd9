import { defineConfig } from 'vitest/config';

const shared = {
  exclude: ['**/node_modules/**', 'e2e/**'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

/** Server test files that replace one of the app's modules with vi.mock (counting calls to the password check). */
const replacesModules = ['apps/server/src/services/user/limits.api.test.ts', 'apps/server/src/services/payment/wallet/payment-password.api.test.ts'];

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
          include: replacesModules,
          // the same templates: made once by whichever project's setup runs first
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          ...shared,
          name: 'contract-web-console',
          include: ['packages/**/src/**/*.test.ts', 'apps/{web,console}/src/**/*.test.{ts,tsx}', 'apps/web/*.test.ts', 'scripts/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
