/**
 * The storefront's router (docs/product.md §2): addresses live after the '#', every navigation
 * first runs the matched routes' loaders (the session guard) and fetches the page's module, and
 * only then shows the page and writes the address, so a guard's redirect never flashes the page it
 * refused. A newer navigation supersedes one still loading.
 */
import { type Params, type Path, type RouteMatch, type RouteObject, type To, createPath, matchRoutes, parsePath, resolveTo } from './matching';

export interface Location extends Path {
  state: unknown;
  /** 'default' for an entry the router did not make itself (the first page, an address typed in) */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface RouterState {
  /** false until the first navigation has finished */
  initialized: boolean;
  location: Location;
  matches: RouteMatch[];
  navigation: { state: 'idle' } | { state: 'loading'; location: Location };
  revalidation: 'idle' | 'loading';
  /** a page that failed to load, shown by the error boundary at `boundary` in `matches` */
  error: { boundary: number; error: unknown } | null;
}

/** The browser's history behind the '#', or a list in memory for tests. */
export interface RouterHistory {
  location(): Location;
  push(path: string, state: unknown): Location;
  replace(path: string, state: unknown): Location;
  go(delta: number): void;
  /** calls back when the address changes without the router (back, forward, an address typed in) */
  listen(onChange: () => void): () => void;
  createHref(path: string): string;
}

class Redirect {
  constructor(readonly to: string) {}
}

/** Thrown by a loader: go to `to` instead (the refused address is never written to history). */
export function redirect(to: string): Redirect {
  return new Redirect(to);
}

const randomKey = () => Math.random().toString(36).slice(2, 10);

interface StoredEntry {
  usr?: unknown;
  key?: string;
}

export function createBrowserHashHistory(): RouterHistory {
  const read = (): Location => {
    const address = window.location.hash.slice(1);
    const parts = parsePath(address.startsWith('/') ? address : `/${address}`);
    const entry = (window.history.state ?? {}) as StoredEntry;
    return { pathname: parts.pathname ?? '/', search: parts.search ?? '', hash: parts.hash ?? '', state: entry.usr ?? null, key: entry.key ?? 'default' };
  };
  const write = (method: 'pushState' | 'replaceState') => (path: string, state: unknown) => {
    window.history[method]({ usr: state, key: randomKey() } satisfies StoredEntry, '', `#${path}`);
    return read();
  };
  return {
    location: read,
    push: write('pushState'),
    replace: write('replaceState'),
    go: (delta) => window.history.go(delta),
    listen(onChange) {
      window.addEventListener('popstate', onChange);
      return () => window.removeEventListener('popstate', onChange);
    },
    createHref: (path) => `#${path}`,
  };
}

export function createMemoryHistory(initial = '/'): RouterHistory & { entries: Location[]; index: number } {
  const toLocation = (path: string, state: unknown, key: string): Location => {
    const parts = parsePath(path);
    return { pathname: parts.pathname ?? '/', search: parts.search ?? '', hash: parts.hash ?? '', state, key };
  };
  const listeners = new Set<() => void>();
  const history = {
    entries: [toLocation(initial, null, 'default')],
    index: 0,
    location: () => history.entries[history.index]!,
    push(path: string, state: unknown) {
      history.entries = [...history.entries.slice(0, history.index + 1), toLocation(path, state, randomKey())];
      history.index = history.entries.length - 1;
      return history.location();
    },
    replace(path: string, state: unknown) {
      history.entries[history.index] = toLocation(path, state, randomKey());
      return history.location();
    },
    go(delta: number) {
      const next = Math.min(Math.max(history.index + delta, 0), history.entries.length - 1);
      if (next === history.index) return;
      history.index = next;
      for (const listener of listeners) listener();
    },
    listen(onChange: () => void) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    createHref: (path: string) => `#${path}`,
  };
  return history;
}

type Action = 'initial' | 'push' | 'replace' | 'pop';
type Prepared =
  /** `error`: the loaders'; `loaded`: resolves with the first error of the loaders or the modules once the modules are in */
  { kind: 'ready'; error: RouterState['error']; loaded: Promise<RouterState['error']> } | { kind: 'redirect'; to: string };

const MAX_REDIRECTS = 10;

export interface Router {
  readonly routes: RouteObject[];
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  revalidate(): Promise<void>;
  createHref(to: To): string;
  /** the page component of a route once it has been fetched */
  componentOf(route: RouteObject): RouteObject['Component'];
  dispose(): void;
}

export function createHashRouter(routes: RouteObject[], options: { history?: RouterHistory } = {}): Router {
  const history = options.history ?? createBrowserHashHistory();
  const listeners = new Set<() => void>();
  const fetched = new WeakMap<RouteObject, Promise<RouteObject['Component']>>();
  const components = new WeakMap<RouteObject, RouteObject['Component']>();
  let state: RouterState = { initialized: false, location: history.location(), matches: [], navigation: { state: 'idle' }, revalidation: 'idle', error: null };
  let latest = 0;

  const update = (patch: Partial<RouterState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  /** A route's page module, fetched once; a failed fetch is tried again on the next visit. */
  const fetchComponent = (route: RouteObject): Promise<RouteObject['Component']> => {
    if (!route.lazy) return Promise.resolve(route.Component);
    let pending = fetched.get(route);
    if (!pending) {
      pending = route.lazy().then(
        (module) => {
          components.set(route, module.Component);
          return module.Component;
        },
        (error: unknown) => {
          fetched.delete(route);
          throw error;
        },
      );
      fetched.set(route, pending);
    }
    return pending;
  };

  /** The nearest error boundary at or above the route at `index`. */
  const boundaryFor = (matches: RouteMatch[], index: number) => {
    for (let at = index; at >= 0; at--) if (matches[at]?.route.ErrorBoundary) return at;
    return matches.findIndex((match) => match.route.ErrorBoundary);
  };

  /**
   * Loaders and page modules at once; a redirect from a loader wins over everything else. Resolves when the
   * loaders have run, with the first loader error and the page modules still on their way.
   */
  const prepare = async (matches: RouteMatch[], location: Location): Promise<Prepared> => {
    const modules = Promise.allSettled(matches.map((match) => fetchComponent(match.route)));
    const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    const request = new Request(new URL(createPath(location), origin));
    let error: RouterState['error'] = null;
    for (const [index, match] of matches.entries()) {
      if (!match.route.loader) continue;
      try {
        await match.route.loader({ request, params: match.params as Params });
      } catch (thrown) {
        if (thrown instanceof Redirect) return { kind: 'redirect', to: thrown.to };
        error ??= { boundary: boundaryFor(matches, index), error: thrown };
      }
    }
    const loaded = modules.then((settled) => {
      let failed = error;
      settled.forEach((outcome, index) => {
        if (outcome.status === 'rejected') failed ??= { boundary: boundaryFor(matches, index), error: outcome.reason };
      });
      return failed;
    });
    return { kind: 'ready', error, loaded };
  };

  const run = async (target: Omit<Location, 'key'>, action: Action, redirects = 0): Promise<void> => {
    const id = ++latest;
    const pending: Location = { ...target, key: 'pending' };
    const matches = matchRoutes(routes, target.pathname) ?? [];
    if (state.initialized) update({ navigation: { state: 'loading', location: pending } });
    const prepared = await prepare(matches, pending);
    if (id !== latest) return;
    if (prepared.kind === 'redirect' && redirects < MAX_REDIRECTS) {
      const to = resolveTo(prepared.to, target);
      return run({ ...to, state: null }, action === 'push' ? 'push' : 'replace', redirects + 1);
    }
    const write = () => {
      const path = createPath(target);
      return action === 'push' ? history.push(path, target.state) : action === 'replace' ? history.replace(path, target.state) : history.location();
    };
    const ready = prepared.kind === 'ready' ? prepared : null;
    if (!state.initialized && ready) {
      // The first page: once the guard has let it through, the layouts around it show at once and the
      // page's own HydrateFallback holds its place until its module arrives (a first visit paints the
      // header and footer while the page's code is still on the network).
      const location = write();
      update({ initialized: true, location, matches, navigation: { state: 'loading', location }, error: ready.error });
      const error = await ready.loaded;
      if (id !== latest) return;
      update({ navigation: { state: 'idle' }, error });
      return;
    }
    const error = ready ? await ready.loaded : null;
    if (id !== latest) return;
    update({ initialized: true, location: write(), matches, navigation: { state: 'idle' }, error });
  };

  const stopListening = history.listen(() => void run(history.location(), 'pop'));
  void run(history.location(), 'initial');

  return {
    routes,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, navigateOptions = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const path = resolveTo(to, state.location);
      return run({ ...path, state: navigateOptions.state ?? null }, navigateOptions.replace ? 'replace' : 'push');
    },
    async revalidate() {
      const { matches, location } = state;
      update({ revalidation: 'loading' });
      const prepared = await prepare(matches, location);
      if (prepared.kind === 'ready') await prepared.loaded;
      update({ revalidation: 'idle' });
      if (prepared.kind === 'redirect') await run({ ...resolveTo(prepared.to, location), state: null }, 'replace');
    },
    createHref: (to) => history.createHref(createPath(resolveTo(to, state.location))),
    componentOf: (route) => (route.lazy ? components.get(route) : route.Component),
    dispose: stopListening,
  };
}
