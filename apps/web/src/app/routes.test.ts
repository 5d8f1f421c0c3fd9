import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RouteObject, matchRoutes } from '../shared/router';
import { describe, expect, it } from 'vitest';
import commonEn from '../locales/en/common.json';
import commonZh from '../locales/zh/common.json';
import { POLICY_SLUGS, paths } from '../shared/paths';
import { type RouteHandle, routes } from './routes';

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
        ...POLICY_SLUGS.map((slug) => `/${slug}`),
      ]),
    );
    expect(POLICY_SLUGS).toHaveLength(15);
  });

  it('serves all fifteen policy pages from one lazily loaded module', () => {
    const loaders = new Set(all.filter(({ path }) => POLICY_SLUGS.some((slug) => `/${slug}` === path)).map(({ route }) => route.lazy));
    expect(loaders.size).toBe(1);
  });

  it('has a route for every address the paths table builds, and its aliases', () => {
    const declared = Object.values(paths).flatMap((entry) => ('path' in entry ? [entry.path, ...('aliases' in entry ? entry.aliases : [])] : []));
    const routed = new Set(pagePaths.map((path) => path.replace(/^\/\*$/, '*')));
    for (const path of declared) expect(routed, path).toContain(path);
    expect(routed).toContain('/goodsList');
    expect(routed).toContain('/shoppingCart');
  });

  it('routes the addresses the builders make to the pages that read them', () => {
    const match = (href: string) => matchRoutes(routes, href.split('?')[0]!)?.at(-1)?.route.handle as RouteHandle | undefined;
    expect(match(paths.productDetail.getHref(7))?.titleKey).toBe('goodsDetail');
    expect(match(paths.signUpComplete.getHref(12))?.titleKey).toBe('signUpComplete');
    expect(match(paths.orderDetail.getHref('CL123'))?.titleKey).toBe('orderDetail');
    expect(match(paths.addAddress.getHref({ back: '/pay?cartItemIds=1,2' }))?.titleKey).toBe('addAddress');
    expect(match(paths.policy.getHref('privacy'))?.titleKey).toBe('privacy');
    expect(match('/no/such/page')?.titleKey).toBe('notFound');
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
