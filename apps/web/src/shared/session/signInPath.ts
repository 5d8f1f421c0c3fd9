/**
 * The /login address that brings the user back afterwards (spec §2): rePath is the path
 * they were on and query that page's query as a JSON string.
 */
export const SIGN_IN_PATH = '/login';

/** Pages that make no sense to return to after signing in. */
const NO_RETURN = new Set(['/login', '/signUp', '/forgetPassword']);

export function signInPath(from?: { pathname: string; search?: string }): string {
  if (!from || NO_RETURN.has(from.pathname)) return SIGN_IN_PATH;
  const params = new URLSearchParams({ rePath: from.pathname });
  const query = Object.fromEntries(new URLSearchParams(from.search ?? ''));
  if (Object.keys(query).length > 0) params.set('query', JSON.stringify(query));
  return `${SIGN_IN_PATH}?${params.toString()}`;
}

/** Where a buyer without purchase permission completes their business information (spec §2). */
export const completeInfoPath = (userId: number) => `/signUp-complete/${userId}`;
