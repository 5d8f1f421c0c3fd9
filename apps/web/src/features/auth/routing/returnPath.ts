/**
 * Where the user goes after signing in (docs/product.md §2): /login?rePath=<path>&query=<JSON of that
 * page's query>. Only in-app paths are accepted, and never back to an auth page.
 */
import { paths } from '../../../shared/paths';

const AUTH_PATHS: readonly string[] = [paths.login.path, paths.signUp.path, paths.forgetPassword.path];

function queryValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Rebuilds a search string from the JSON object the login link carried. */
export function searchFromQueryJson(json: string | null): string {
  if (!json) return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return '';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(parsed)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, queryValue(item));
    else params.set(key, queryValue(value));
  }
  return params.toString();
}

export function returnTarget(params: URLSearchParams): string {
  const rePath = params.get('rePath');
  if (!rePath || !rePath.startsWith('/') || rePath.startsWith('//')) return paths.home.getHref();
  const pathOnly = rePath.split('?')[0] ?? rePath;
  if (AUTH_PATHS.includes(pathOnly)) return paths.home.getHref();
  const search = rePath.includes('?') ? '' : searchFromQueryJson(params.get('query'));
  return search ? `${rePath}?${search}` : rePath;
}
