/**
 * Addresses and the route table: parsing an in-app address, matching a pathname to the routes
 * (most specific first, case-insensitive, as the storefront's addresses have always matched), and
 * the route objects the table is written in.
 */
import type { ComponentType } from 'react';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where a link or a navigation goes: an address ('/goodsDetail?productId=7', '?tab=2') or its parts. */
export type To = string | Partial<Path>;

export type Params = Record<string, string | undefined>;

export interface LoaderFunctionArgs {
  request: Request;
  params: Params;
}

interface RouteFields {
  id?: string;
  path?: string;
  /** the page, when it is in the first bundle */
  Component?: ComponentType | null;
  /** the page, fetched the first time the route is visited */
  lazy?: () => Promise<{ Component?: ComponentType | null }>;
  /** shown instead of the route's children when one of them fails to load or to render */
  ErrorBoundary?: ComponentType | null;
  /** shown until the first navigation has finished */
  HydrateFallback?: ComponentType | null;
  /** runs before every navigation that matches the route; may throw redirect() */
  loader?: (args: LoaderFunctionArgs) => unknown;
  shouldRevalidate?: () => boolean;
  handle?: unknown;
  caseSensitive?: boolean;
}

export interface IndexRouteObject extends RouteFields {
  index: true;
  children?: undefined;
}

export interface NonIndexRouteObject extends RouteFields {
  index?: false;
  children?: RouteObject[];
}

export type RouteObject = IndexRouteObject | NonIndexRouteObject;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

export function parsePath(address: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = address;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

/** The full address `to` names, read from `from` (a query alone keeps the page; a relative path is read from its folder). */
export function resolveTo(to: To, from: Pick<Path, 'pathname'>): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  let pathname = parts.pathname ?? from.pathname;
  if (!pathname.startsWith('/')) {
    const segments = from.pathname.split('/').slice(0, -1);
    for (const segment of pathname.split('/')) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.') segments.push(segment);
    }
    pathname = segments.join('/') || '/';
  }
  return { pathname, search: parts.search ?? '', hash: parts.hash ?? '' };
}

interface CompiledPath {
  pattern: RegExp;
  names: string[];
}

const compiled = new Map<string, CompiledPath>();

/** '/signUp-complete/:userId?' → a regular expression with one group per parameter; a trailing '*' takes the rest. */
function compilePath(path: string, caseSensitive: boolean): CompiledPath {
  const cacheKey = `${caseSensitive ? 'c' : 'i'}${path}`;
  const cached = compiled.get(cacheKey);
  if (cached) return cached;
  const names: string[] = [];
  const splat = path.endsWith('*');
  const base = `/${path.replace(/\/*\*$/, '').replace(/^\/+/, '')}`;
  let source = `^${base.replace(/[\\.*+^${}|()[\]]/g, '\\$&').replace(/\/:([\w-]+)(\?)?/g, (_match, name: string, optional?: string) => {
    names.push(name);
    return optional ? '(?:/([^/]+))?' : '/([^/]+)';
  })}`;
  if (splat) {
    names.push('*');
    source = base === '/' ? `${source}(.*)$` : `${source}(?:/(.+)|/*)$`;
  } else source += '/*$';
  const entry = { pattern: new RegExp(source, caseSensitive ? '' : 'i'), names };
  compiled.set(cacheKey, entry);
  return entry;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The parameters of `pathname` under `path`, or null when it does not match. */
export function matchPath(path: string, pathname: string, caseSensitive = false): { params: Params; pathname: string } | null {
  const { pattern, names } = compilePath(path, caseSensitive);
  const found = pattern.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, index) => {
    const value = found[index + 1];
    params[name] = value === undefined ? undefined : decode(value);
  });
  return { params, pathname };
}

interface Branch {
  path: string;
  routes: RouteObject[];
  score: number;
}

/** Specificity as people expect it: a fixed word beats a parameter, a parameter beats the catch-all. */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += /^:[\w-]+\??$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function joinPaths(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (!child) return parent;
  return `${parent.replace(/\/+$/, '')}/${child}`;
}

const branchesByTable = new WeakMap<readonly RouteObject[], Branch[]>();

function branchesOf(routes: readonly RouteObject[]): Branch[] {
  const known = branchesByTable.get(routes);
  if (known) return known;
  const branches: Branch[] = [];
  const walk = (list: readonly RouteObject[], parentPath: string, parents: RouteObject[]) => {
    for (const route of list) {
      const path = joinPaths(parentPath, route.path ?? '');
      const chain = [...parents, route];
      if (route.children?.length) walk(route.children, path, chain);
      // a layout without a path of its own is never a page by itself
      if (route.path !== undefined || route.index) branches.push({ path: path || '/', routes: chain, score: scoreOf(path || '/', route.index === true) });
    }
  };
  walk(routes, '', []);
  // a stable sort: among equally specific routes the table's order decides
  branches.sort((a, b) => b.score - a.score);
  branchesByTable.set(routes, branches);
  return branches;
}

/** The chain of routes (layouts down to the page) that shows `pathname`, or null. */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch[] | null {
  for (const branch of branchesOf(routes)) {
    const page = branch.routes[branch.routes.length - 1];
    const found = matchPath(branch.path, pathname, page?.caseSensitive ?? false);
    if (found) return branch.routes.map((route) => ({ route, params: found.params, pathname }));
  }
  return null;
}
