import { describe, expect, it } from 'vitest';
import { type RouteObject, createPath, matchPath, matchRoutes, parsePath, resolveTo } from './matching';
import { createHashRouter, createMemoryHistory, redirect } from './router';

const Page = () => null;
const named = (name: string) => Object.assign(() => null, { displayName: name });

describe('matching addresses', () => {
  const table: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      children: [
        {
          children: [
            { index: true, handle: 'home' },
            { path: '/login', handle: 'login' },
            { path: '/signUp-complete/:userId?', handle: 'complete' },
            {
              path: '/home',
              handle: 'account',
              children: [
                { index: true, handle: 'centre' },
                { path: '/home/MyOrder', handle: 'orders' },
              ],
            },
            { path: '/*', handle: 'notFound' },
          ],
        },
      ],
    },
  ];
  const handleAt = (pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route.handle;

  it('finds the page for an address, layouts first', () => {
    expect(handleAt('/')).toBe('home');
    expect(handleAt('/login')).toBe('login');
    expect(handleAt('/home')).toBe('centre');
    expect(handleAt('/home/MyOrder')).toBe('orders');
    expect(matchRoutes(table, '/home/MyOrder')?.map((match) => match.route.id ?? match.route.handle ?? 'boundary')).toEqual(['root', 'boundary', 'account', 'orders']);
  });

  it('prefers a fixed address over the catch-all, whatever the order of the table', () => {
    expect(handleAt('/nothing-here')).toBe('notFound');
    expect(handleAt('/home/Unknown')).toBe('notFound');
    expect(handleAt('/login/extra')).toBe('notFound');
  });

  it('ignores case and a trailing slash, as addresses always have', () => {
    expect(handleAt('/home/myorder')).toBe('orders');
    expect(handleAt('/login/')).toBe('login');
  });

  it('reads optional and decoded parameters', () => {
    expect(matchRoutes(table, '/signUp-complete/12')?.at(-1)?.params).toEqual({ userId: '12' });
    expect(matchRoutes(table, '/signUp-complete')?.at(-1)?.params).toEqual({ userId: undefined });
    expect(matchPath('/merchant/:name', '/merchant/Crumb%20%26%20Co')?.params).toEqual({ name: 'Crumb & Co' });
    expect(matchPath('/files/*', '/files/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchPath('/goodsDetail', '/goodsDetails')).toBeNull();
    expect(matchPath('/a.b', '/axb')).toBeNull();
  });

  it('writes and reads addresses', () => {
    expect(parsePath('/goodsDetail?productId=7#reviews')).toEqual({ pathname: '/goodsDetail', search: '?productId=7', hash: '#reviews' });
    expect(createPath({ pathname: '/cart', search: 'a=1' })).toBe('/cart?a=1');
    expect(resolveTo('?tab=2', { pathname: '/home/MyOrder' })).toEqual({ pathname: '/home/MyOrder', search: '?tab=2', hash: '' });
    expect(resolveTo('../Profile', { pathname: '/home/MyOrder/x' })).toEqual({ pathname: '/home/Profile', search: '', hash: '' });
    expect(resolveTo({ pathname: '/cart' }, { pathname: '/login' }).pathname).toBe('/cart');
  });
});

/** A deferred promise: the test decides when a page's module arrives. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('navigating', () => {
  function setup(guard: (pathname: string) => string | null = () => null, initial = '/') {
    const history = createMemoryHistory(initial);
    const guarded: string[] = [];
    const slow = deferred<{ Component: typeof Page }>();
    let failures = 1;
    const routes: RouteObject[] = [
      {
        path: '/',
        Component: Page,
        loader: ({ request }) => {
          const { pathname } = new URL(request.url);
          guarded.push(pathname);
          const to = guard(pathname);
          if (to) throw redirect(to);
          return null;
        },
        children: [
          {
            ErrorBoundary: Page,
            children: [
              { index: true, lazy: async () => ({ Component: named('Home') }) },
              { path: '/login', lazy: async () => ({ Component: named('Login') }) },
              { path: '/slow', lazy: () => slow.promise },
              {
                path: '/flaky',
                lazy: async () => {
                  if (failures-- > 0) throw new Error('chunk failed');
                  return { Component: named('Flaky') };
                },
              },
            ],
          },
        ],
      },
    ];
    const router = createHashRouter(routes, { history });
    const page = () => router.componentOf(router.getState().matches.at(-1)!.route)?.displayName;
    return { router, history, guarded, slow, page };
  }

  it('shows the first page once the guard and the page module are ready', async () => {
    const { router, guarded, page } = setup();
    expect(router.getState().initialized).toBe(false);
    await settle();
    expect(router.getState().initialized).toBe(true);
    expect(page()).toBe('Home');
    expect(guarded).toEqual(['/']);
  });

  it("shows the layouts of the first page once the guard has passed, before the page's module arrives", async () => {
    const { router, slow, page } = setup(() => null, '/slow');
    await settle();
    expect(router.getState()).toMatchObject({ initialized: true, location: { pathname: '/slow' }, navigation: { state: 'loading' }, error: null });
    expect(page()).toBeUndefined();
    slow.resolve({ Component: named('Slow') });
    await settle();
    expect(router.getState().navigation.state).toBe('idle');
    expect(page()).toBe('Slow');
  });

  it('does not show the layouts of a first page the guard refuses, and fails a first page whose module cannot be fetched', async () => {
    const refused = setup((pathname) => (pathname === '/slow' ? '/login' : null), '/slow');
    await settle();
    expect(refused.router.getState()).toMatchObject({ initialized: true, location: { pathname: '/login' }, navigation: { state: 'idle' } });
    expect(refused.page()).toBe('Login');
    const flaky = setup(() => null, '/flaky');
    await settle();
    expect(flaky.router.getState()).toMatchObject({ initialized: true, navigation: { state: 'idle' }, error: { boundary: 1 } });
  });

  it('lets a navigation made while the first page loads win over it', async () => {
    const { router, slow, page } = setup(() => null, '/slow');
    await settle();
    await router.navigate('/login');
    slow.resolve({ Component: named('Slow') });
    await settle();
    expect(page()).toBe('Login');
    expect(router.getState()).toMatchObject({ location: { pathname: '/login' }, navigation: { state: 'idle' } });
  });

  it('runs the guard before every navigation, writes history only when the page is shown, and goes back', async () => {
    const { router, history, guarded, page } = setup();
    await settle();
    await router.navigate('/login?rePath=%2Fcart');
    expect(page()).toBe('Login');
    expect(router.getState().location).toMatchObject({ pathname: '/login', search: '?rePath=%2Fcart' });
    expect(history.entries.map(createPath)).toEqual(['/', '/login?rePath=%2Fcart']);
    expect(guarded).toEqual(['/', '/login']);
    await router.navigate(-1);
    await settle();
    expect(router.getState().location.pathname).toBe('/');
    expect(guarded).toEqual(['/', '/login', '/']);
  });

  it("follows the guard's redirect without writing the refused address", async () => {
    const { router, history, page } = setup((pathname) => (pathname === '/login' ? '/' : null));
    await settle();
    await router.navigate('/flaky');
    await router.navigate('/login');
    expect(page()).toBe('Home');
    expect(router.getState().location.pathname).toBe('/');
    expect(history.entries.map(createPath).filter((path) => path.includes('login'))).toEqual([]);
  });

  it('keeps the current page while the next loads, and a newer navigation wins', async () => {
    const { router, slow, page } = setup();
    await settle();
    const toSlow = router.navigate('/slow');
    await settle();
    expect(router.getState().navigation.state).toBe('loading');
    expect(page()).toBe('Home');
    await router.navigate('/login');
    expect(page()).toBe('Login');
    slow.resolve({ Component: named('Slow') });
    await toSlow;
    expect(page()).toBe('Login');
    expect(router.getState().navigation.state).toBe('idle');
  });

  it('shows the error boundary when a page cannot be fetched, and fetches it again next time', async () => {
    const { router, page } = setup();
    await settle();
    await router.navigate('/flaky');
    expect(router.getState().error).toMatchObject({ boundary: 1 });
    expect(router.getState().location.pathname).toBe('/flaky');
    await router.navigate('/');
    expect(router.getState().error).toBeNull();
    await router.navigate('/flaky');
    expect(router.getState().error).toBeNull();
    expect(page()).toBe('Flaky');
  });

  it('replaces the entry when asked, and revalidates in place', async () => {
    const { router, history, guarded } = setup();
    await settle();
    await router.navigate('/login', { replace: true, state: { from: 'cart' } });
    expect(history.entries.map(createPath)).toEqual(['/login']);
    expect(router.getState().location.state).toEqual({ from: 'cart' });
    await router.revalidate();
    expect(guarded).toEqual(['/', '/login', '/login']);
    expect(router.getState().revalidation).toBe('idle');
  });

  it('writes hash addresses', async () => {
    const { router } = setup(() => null, '/login');
    await settle();
    expect(router.createHref('/goodsDetail?productId=7')).toBe('#/goodsDetail?productId=7');
    expect(router.createHref('?tab=2')).toBe('#/login?tab=2');
  });
});
