/**
 * The /login address that brings the user back afterwards (docs/product.md §2): rePath is the path
 * they were on and query that page's query as a JSON string.
 */
import { paths } from '../paths';

/** Pages that make no sense to return to after signing in. */
const NO_RETURN = new Set<string>([paths.login.path, paths.signUp.path, paths.forgetPassword.path]);

/** A page to return to: a router location, or an in-app address such as paths.productDetail.getHref(7). */
export type ReturnPage = { pathname: string; search?: string } | string;

function asLocation(page: ReturnPage): { pathname: string; search: string } {
  if (typeof page !== 'string') return { pathname: page.pathname, search: page.search ?? '' };
  const queryAt = page.indexOf('?');
  return queryAt < 0 ? { pathname: page, search: '' } : { pathname: page.slice(0, queryAt), search: page.slice(queryAt) };
}

export function signInPath(from?: ReturnPage): string {
  if (from === undefined) return paths.login.getHref();
  const { pathname, search } = asLocation(from);
  if (NO_RETURN.has(pathname)) return paths.login.getHref();
  const params = new URLSearchParams({ rePath: pathname });
  const query = Object.fromEntries(new URLSearchParams(search));
  if (Object.keys(query).length > 0) params.set('query', JSON.stringify(query));
  return `${paths.login.getHref()}?${params.toString()}`;
}
