/**
 * The router in React: the provider that shows the matched layouts and page, links, and the hooks
 * pages read the address with.
 */
import {
  Component,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { type Params, type RouteMatch, type RouteObject, type To, createPath, resolveTo } from './matching';
import type { Location, NavigateOptions, Router, RouterState } from './router';

const RouterContext = createContext<Router | null>(null);
const LocationContext = createContext<{ location: Location; matches: RouteMatch[] } | null>(null);
const NavigationContext = createContext<Pick<RouterState, 'navigation' | 'revalidation'>>({ navigation: { state: 'idle' }, revalidation: 'idle' });
const OutletContext = createContext<ReactNode>(null);
const RouteErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Routing hooks need <RouterProvider>');
  return router;
}

function useLocationContext() {
  const value = useContext(LocationContext);
  if (!value) throw new Error('Routing hooks need <RouterProvider>');
  return value;
}

/** Keeps a page's failure inside the layout; a new address clears it (a click elsewhere works again). */
class RenderErrorBoundary extends Component<
  { location: Location; fallback: NonNullable<RouteObject['ErrorBoundary']>; children: ReactNode },
  { error: unknown; failed: boolean; location: Location }
> {
  override state = { error: undefined as unknown, failed: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: { location: Location }) {
    return props.location === state.location ? null : { error: undefined, failed: false, location: props.location };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        <Fallback />
      </RouteErrorContext.Provider>
    );
  }
}

/**
 * The matched layouts and page, outermost first. On the first navigation a route whose module is still on
 * its way is not rendered yet: the nearest HydrateFallback at or above it (below the root, whose fallback
 * shows before anything is matched) holds its place inside the layouts that are there.
 */
function renderMatches(router: Router, state: RouterState): ReactNode {
  const { matches, error, location } = state;
  const waiting = matches.findIndex((match) => match.route.lazy && !router.componentOf(match.route));
  const errorAt = error ? error.boundary : matches.length - 1;
  const last = waiting === -1 ? errorAt : Math.min(errorAt, waiting - 1);
  let outlet: ReactNode = null;
  if (waiting !== -1 && waiting - 1 <= errorAt) {
    const holder = matches
      .slice(1, waiting + 1)
      .reverse()
      .find((match) => match.route.HydrateFallback);
    const Holder = holder?.route.HydrateFallback;
    outlet = Holder ? <Holder /> : null;
  }
  for (let index = last; index >= 0; index--) {
    const route = matches[index]!.route;
    const Page = router.componentOf(route);
    const Fallback = route.ErrorBoundary;
    let element: ReactNode;
    if (error && index === error.boundary && Fallback) {
      element = (
        <RouteErrorContext.Provider value={error.error}>
          <Fallback />
        </RouteErrorContext.Provider>
      );
    } else element = Page ? <Page /> : outlet;
    element = <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>;
    if (Fallback) {
      element = (
        <RenderErrorBoundary location={location} fallback={Fallback}>
          {element}
        </RenderErrorBoundary>
      );
    }
    outlet = element;
  }
  return outlet;
}

/**
 * The router's state as React state that moves in transitions: an arriving page renders in slices
 * React interleaves with the browser's own work. Read through useSyncExternalStore it rendered in one
 * blocking task, and a whole antd page held a throttled phone's main thread for over a second.
 */
function useRouterState(router: Router): RouterState {
  const [state, setState] = useState(router.getState);
  useEffect(() => {
    const follow = () => startTransition(() => setState(router.getState()));
    follow(); // whatever moved between the first render and this subscription
    return router.subscribe(follow);
  }, [router]);
  return state;
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useRouterState(router);
  const place = useMemo(() => ({ location: state.location, matches: state.matches }), [state.location, state.matches]);
  const navigation = useMemo(() => ({ navigation: state.navigation, revalidation: state.revalidation }), [state.navigation, state.revalidation]);
  if (!state.initialized) {
    const Fallback = router.routes[0]?.HydrateFallback;
    return Fallback ? <Fallback /> : null;
  }
  return (
    <RouterContext.Provider value={router}>
      <LocationContext.Provider value={place}>
        <NavigationContext.Provider value={navigation}>{renderMatches(router, state)}</NavigationContext.Provider>
      </LocationContext.Provider>
    </RouterContext.Provider>
  );
}

/**
 * The router's contexts for a frame rendered at build time (prerender/shell.tsx): links get their real
 * addresses, nothing is matched and nothing navigates.
 */
export function StaticRouter({ router, children }: { router: Router; children: ReactNode }) {
  const place = useMemo(() => ({ location: router.getState().location, matches: [] }), [router]);
  return (
    <RouterContext.Provider value={router}>
      <LocationContext.Provider value={place}>{children}</LocationContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where a layout shows the page matched below it. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function useLocation(): Location {
  return useLocationContext().location;
}

export function useMatches(): { id: string; pathname: string; params: Params; handle: unknown }[] {
  const { matches } = useLocationContext();
  return useMemo(
    () => matches.map((match, index) => ({ id: match.route.id ?? String(index), pathname: match.pathname, params: match.params, handle: match.route.handle })),
    [matches],
  );
}

export function useParams(): Params {
  const { matches } = useLocationContext();
  return matches[matches.length - 1]?.params ?? {};
}

export function useNavigation(): RouterState['navigation'] {
  return useContext(NavigationContext).navigation;
}

export function useRevalidator(): { state: RouterState['revalidation']; revalidate: () => Promise<void> } {
  const router = useRouter();
  return { state: useContext(NavigationContext).revalidation, revalidate: router.revalidate };
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** A stable function: navigate('/cart'), navigate(address, { replace: true }), navigate(-1). */
export function useNavigate(): Router['navigate'] {
  return useRouter().navigate;
}

export function useHref(to: To): string {
  const router = useRouter();
  const { location } = useLocationContext();
  return router.createHref(resolveTo(to, location));
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The query of the address, and a setter that writes a new query for the same page. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const router = useRouter();
  const { location } = useLocationContext();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const current = router.getState().location;
      const value = typeof next === 'function' ? next(new URLSearchParams(current.search)) : next;
      const search = new URLSearchParams(value).toString();
      void router.navigate({ pathname: current.pathname, search: search ? `?${search}` : '' }, options);
    },
    [router],
  );
  return [params, setParams];
}

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: To; replace?: boolean; state?: unknown };

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 || (target !== undefined && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** An in-app link: a real address (it opens in a new tab when asked), followed without reloading the app. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  const { location } = useLocationContext();
  const path = resolveTo(to, location);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event, target)) return;
    event.preventDefault();
    // following a link to the page already shown does not add a history entry
    void router.navigate(path, { replace: replace ?? createPath(path) === createPath(location), state });
  };
  return <a {...rest} href={router.createHref(path)} target={target} onClick={follow} />;
}

/** Navigates as soon as it is shown (a page that sends the visitor elsewhere). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const address = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    void navigate(address, { replace, state });
    // once per address: a re-render while the navigation loads must not start it again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address]);
  return null;
}
