import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import commonEn from '../locales/en/common.json';
import commonZh from '../locales/zh/common.json';
import { POLICY_ROUTES, type RouteHandle, routes } from './routes';

function flatten(list: RouteObject[], prefix = ''): { path: string; route: RouteObject }[] {
  return list.flatMap((route) => {
    const path = route.index ? prefix || '/' : route.path ? (route.path.startsWith('/') ? route.path : `${prefix.replace(/\/$/, '')}/${route.path}`) : prefix;
    return [{ path, route }, ...flatten(route.children ?? [], path)];
  });
}

const all = flatten(routes);
const pagePaths = all.filter(({ route }) => route.lazy).map(({ path }) => path);

describe('route table', () => {
  it('has every route of the brief', () => {
    expect(pagePaths).toEqual(
      expect.arrayContaining([
        '/',
        '/login',
        '/signUp',
        '/signUp-complete/:userId?',
        '/forgetPassword',
        '/home',
        '/home/AccountSafe',
        '/home/Profile',
        '/dev/mailbox',
        '/contactUs',
        '/*',
        ...POLICY_ROUTES.map(([path]) => `/${path}`),
      ]),
    );
    expect(POLICY_ROUTES).toHaveLength(15);
  });

  it('serves all fifteen policy pages from one lazily loaded module', () => {
    const loaders = new Set(all.filter(({ path }) => POLICY_ROUTES.some(([p]) => `/${p}` === path)).map(({ route }) => route.lazy));
    expect(loaders.size).toBe(1);
  });

  it('names a title that exists in both languages for every page but home', () => {
    for (const { path, route } of all.filter(({ route }) => route.lazy)) {
      const key = (route.handle as RouteHandle | undefined)?.titleKey;
      if (path === '/') {
        expect(key).toBeUndefined();
        continue;
      }
      expect(key, path).toBeDefined();
      expect(commonEn.titles[key!], path).toBeTruthy();
      expect(commonZh.titles[key!], path).toBeTruthy();
    }
  });

  it('imports page modules that exist', () => {
    const source = readFileSync(join(import.meta.dirname, 'routes.tsx'), 'utf8');
    const imports = [...source.matchAll(/import\('(\.\.\/features\/[^']+)'\)/g)].map((match) => match[1]!);
    expect(imports.length).toBeGreaterThan(10);
    for (const path of imports) expect(existsSync(join(import.meta.dirname, `${path}.tsx`)), path).toBe(true);
  });
});
