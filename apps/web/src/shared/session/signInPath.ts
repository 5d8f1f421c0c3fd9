/**
 * The /login address that brings the user back afterwards (docs/product.md §2): rePath is the path
 * they were on and query that page's query as a JSON string.
 */
import { paths } from '../paths';

/** Pages that make no sense to return to after signing in. */
const NO_RETURN = new Set<string>([paths.login.path, paths.signUp.path, paths.forgetPassword.path]);

export function signInPath(from?: { pathname: string; search?: string }): string {
  if (!from || NO_RETURN.has(from.pathname)) return paths.login.getHref();
  const params = new URLSearchParams({ rePath: from.pathname });
  const query = Object.fromEntries(new URLSearchParams(from.search ?? ''));
  if (Object.keys(query).length > 0) params.set('query', JSON.stringify(query));
  return `${paths.login.getHref()}?${params.toString()}`;
}
