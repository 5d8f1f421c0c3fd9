import { defineConfig } from 'vitest/config';

const shared = {
  exclude: ['**/node_modules/**', 'e2e/**'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    projects: [
      {
        // the server's tests start from one seeded database made once per run (apps/server/src/testing/template.ts)
        test: {
          ...shared,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // the files wait on PostgreSQL as much as they compute: three at once on two cores took 7.5 min, against 10 min one at a time
          maxWorkers: 3,
          // projects with different worker counts must run as separate groups (vitest 4): the quick ones first
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...shared,
          name: 'contract-web-console',
          include: ['packages/**/src/**/*.test.ts', 'apps/{web,console}/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
