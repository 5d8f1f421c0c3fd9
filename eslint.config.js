import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Boundaries (DESIGN.md "Services own their tables"; docs/decisions.md "Service boundaries"): a
 * server service may import another service only through its `service.ts` files (the functions it
 * offers others, which take the caller's transaction), never its stores, routes or helpers; a web
 * feature imports no other feature and not the app; `shared/` imports neither.
 */
const SERVICES = 'apps/server/src/services';
const FEATURES = 'apps/web/src/features';
const services = foldersIn(`./${SERVICES}`);
const features = foldersIn(`./${FEATURES}`);
const serviceZones = services.map((service) => ({
  target: `${SERVICES}/${service}/**`,
  from: services.filter((other) => other !== service).map((other) => `${SERVICES}/${other}/**`),
  except: ['**/service.ts'],
  message: 'Another service is reached only through its service.ts functions, never its store or other files.',
}));
/**
 * The same rule one level down (issue 31 item 22) for the services made of sub-areas: a sub-area (e.g. services/order/returns) reaches a
 * sibling (services/order/orders) only through the sibling's service.ts, never its stores, transitions or helpers. Type imports count
 * too (the rule cannot tell them apart), so a sibling's types come through its service.ts as well.
 */
const SERVICES_OF_SUB_AREAS = ['order', 'feedback', 'loyalty'];
const subAreaZones = SERVICES_OF_SUB_AREAS.flatMap((service) => {
  const subAreas = foldersIn(`./${SERVICES}/${service}`);
  return subAreas.map((subArea) => ({
    target: `${SERVICES}/${service}/${subArea}/**`,
    from: subAreas.filter((other) => other !== subArea).map((other) => `${SERVICES}/${service}/${other}/**`),
    except: ['**/service.ts'],
    message: `A sibling sub-area of services/${service} is reached only through its service.ts functions, never its store or other files.`,
  }));
});
const CONSOLE_DESKS = 'apps/console/src/desks';
const desks = foldersIn(`./${CONSOLE_DESKS}`);
/** The console (issue 32) keeps the web's rule: a desk imports no other desk and not the app; shared/ neither. */
const consoleZones = [
  ...desks.map((desk) => ({
    target: `${CONSOLE_DESKS}/${desk}/**`,
    from: [...desks.filter((other) => other !== desk).map((other) => `${CONSOLE_DESKS}/${other}/**`), 'apps/console/src/app/**'],
    message: 'A console desk must not import another desk or app/; use shared/ (or @clearlot/browser).',
  })),
  {
    target: 'apps/console/src/shared/**',
    from: [`${CONSOLE_DESKS}/**`, 'apps/console/src/app/**'],
    message: 'shared/ is imported by desks and the app, never the other way round.',
  },
  { target: 'apps/console/**', from: 'apps/web/**', message: 'The console does not import the storefront: what both need lives in packages/browser.' },
  { target: 'packages/browser/**', from: 'apps/**', message: 'packages/browser is imported by the apps, never the other way round.' },
];
const webZones = [
  ...features.map((feature) => ({
    target: `${FEATURES}/${feature}/**`,
    from: [...features.filter((other) => other !== feature).map((other) => `${FEATURES}/${other}/**`), 'apps/web/src/app/**'],
    message: 'Features must not import other features or app/; use shared/.',
  })),
  {
    target: 'apps/web/src/shared/**',
    from: [`${FEATURES}/**`, 'apps/web/src/app/**'],
    message: 'shared/ is imported by features and the app, never the other way round.',
  },
  { target: 'apps/web/**', from: 'apps/console/**', message: 'The storefront does not import the console: what both need lives in packages/browser.' },
];

export default tseslint.config(
  { ignores: ['vitest.config.ts', 'apps/web/vite.config.ts', '**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // packages/browser holds hooks both apps use (the chat's)
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}', 'packages/browser/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // how import-x reads the modules it follows (no-cycle walks their imports): TypeScript through its parser
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'scripts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // type-only imports vanish at run time and cannot form a cycle that matters
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // a service's tests, and their helpers (testing.ts), may observe another service's internals (e.g. count password checks)
    files: ['apps/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...serviceZones, ...subAreaZones] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    files: ['apps/console/**/*.{ts,tsx}', 'packages/browser/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: consoleZones }] },
  },
  {
    // the storefront has no antd (issue 32): its buyers' pages use our kit, Base UI and react-hook-form; the
    // console is where antd belongs
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(antd|@ant-design/(icons|cssinjs))(/.*)?$',
              message: 'The storefront does not use antd (issue 32): use shared/ui/kit (Base UI inside) and react-hook-form; desks belong in apps/console.',
            },
          ],
        },
      ],
    },
  },
  {
    // no SQL in route handlers: a route validates, calls the service and answers (DESIGN.md "A request flows")
    files: ['apps/server/src/**/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name=/^(query|exec)$/]', message: 'No SQL in route handlers: call a service, whose store runs the SQL.' },
      ],
    },
  },
  {
    // all the SQL of the order service and of the services split from it (issue 31 item 22) in their stores (store.ts, *.store.ts); rules files call named store functions
    files: ['apps/server/src/services/{order,feedback,loyalty}/**/*.ts'],
    ignores: ['**/store.ts', '**/*.store.ts', '**/*.test.ts', '**/testing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name=/^(query|exec)$/]', message: 'Order, feedback and loyalty SQL lives in their stores (store.ts, *.store.ts).' },
      ],
    },
  },
  {
    // a journey's windows are closed when it ends by e2e/test.ts's `test`, not Playwright's own
    files: ['e2e/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Journeys take `test` from './test', which closes every window a journey opened." }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'e2e/**', 'apps/server/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
