/**
 * Session state (docs/product.md §3): token, roles, user id, user name, e-mail, avatar, purchase
 * permission, cart count. A tiny external store so both React and the router guards read it.
 */
import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../http/client';
import { clearToken, getToken, storeToken } from './token';

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /** roles loaded for the current token (docs/product.md §2 guard: "token exists and no roles loaded") */
  roles: number[];
  cartNum: number;
}

let state: SessionState = { token: getToken(), user: null, roles: [], cartNum: 0 };
const listeners = new Set<() => void>();

function setState(patch: Partial<SessionState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

/** After a sign-in call: keep the token (pending two-step verification keeps needToken=true). */
export function signIn(token: string, needSecondAuth: boolean): void {
  storeToken(token, needSecondAuth);
  setState({ token: getToken(), user: null, roles: [] });
}

let userInfoInFlight: Promise<UserInfo> | null = null;

/**
 * Fetch /buyer/info for the current token and keep it (roles, permission, name).
 * Concurrent callers (route guard, pages) share one request. A rejected token does not
 * open the sign-in dialog here: the caller decides (the guard says "session expired").
 */
export function loadUserInfo(): Promise<UserInfo> {
  userInfoInFlight ??= api
    .post(ApiPath.user.info, {}, { loading: false, notify: false, signInPrompt: false })
    .then((user) => {
      setState({ user, roles: user.roleIdList });
      void refreshCartNum();
      return user;
    })
    .finally(() => {
      userInfoInFlight = null;
    });
  return userInfoInFlight;
}

/**
 * Re-read the token cookie: it may have expired, or another tab may have signed in or out.
 * A different token means the loaded user no longer applies.
 */
export function syncSessionToken(): void {
  const token = getToken();
  if (token !== state.token) setState({ token, user: null, roles: [] });
}

/** Clear the session locally (logout clears token, roles and user id — docs/product.md §4). */
export function clearSession(): void {
  clearToken();
  setState({ token: null, user: null, roles: [], cartNum: 0 });
}

/** Sign out on the server (token revoked at once) and locally. */
export async function signOut(): Promise<void> {
  try {
    if (state.token) await api.post(ApiPath.user.logout, {}, { notify: false });
  } finally {
    clearSession();
  }
}

/** Re-read the cart's line count for the header and side-bar badges; a failed read keeps the last value. */
export async function refreshCartNum(): Promise<void> {
  try {
    const count = await api.post(ApiPath.order.cartCount, undefined, { loading: false, notify: false, signInPrompt: false });
    if (typeof count === 'number' && Number.isFinite(count)) setCartNum(count);
  } catch {
    // the badge keeps its last value
  }
}

export function setCartNum(cartNum: number): void {
  setState({ cartNum });
}
