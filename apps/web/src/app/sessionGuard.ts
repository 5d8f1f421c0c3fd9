/**
 * Route guard of docs/product.md §2, run before every navigation. It is the loader of the root
 * layout route, and that route's shouldRevalidate always answers true, so the router
 * runs it on each navigation (not only when the root first loads) and the page waits:
 *   - token present and path /login → go to /
 *   - token present and no roles loaded → fetch user info, then continue; on failure
 *     sign out locally, say 'your session has expired, please log in again' and go to /
 *     (an empty role list says 'no permission' instead, docs/product.md §5)
 *   - no token → continue. The token counts as absent while cookie needToken=true.
 * Pages that need an account (under /home, /dev) send visitors to /login themselves.
 */
import { type LoaderFunctionArgs, redirect } from '../shared/router';
import { i18n } from '../shared/i18n/i18n';
import { emitHttpEvent } from '../shared/http/events';
import { clearSession, loadUserInfo, sessionStore, syncSessionToken } from '../shared/session/session';
import { type GuardDeps, decideNavigation } from './navigationGuard';

const sessionDeps: GuardDeps = {
  token: () => sessionStore.getState().token,
  roles: () => sessionStore.getState().roles,
  loadRoles: async () => (await loadUserInfo()).roleIdList,
  signOutLocally: clearSession,
};

const noticeKey = { sessionExpired: 'session.expired', noPermission: 'session.noPermission' } as const;

export async function sessionGuardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  syncSessionToken();
  const outcome = await decideNavigation(new URL(request.url).pathname, sessionDeps);
  if (outcome.kind === 'proceed') return null;
  if (outcome.notice) emitHttpEvent({ type: 'error', message: i18n.t(noticeKey[outcome.notice]) });
  throw redirect(outcome.to);
}

/** Run the guard on every navigation, not only when the root route's own params change. */
export const revalidateOnEveryNavigation = () => true;
