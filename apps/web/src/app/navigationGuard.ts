/**
 * The decision of the docs/product.md §2 route guard, kept pure so it can be tested without a
 * browser; sessionGuard.ts feeds it the session and acts on the outcome.
 */
import { paths } from '../shared/paths';

export type GuardNotice = 'sessionExpired' | 'noPermission';
export type GuardOutcome = { kind: 'proceed' } | { kind: 'redirect'; to: string; notice?: GuardNotice };

export interface GuardDeps {
  token(): string | null;
  roles(): readonly number[];
  loadRoles(): Promise<readonly number[]>;
  signOutLocally(): void;
}

export async function decideNavigation(pathname: string, deps: GuardDeps): Promise<GuardOutcome> {
  if (!deps.token()) return { kind: 'proceed' };
  if (pathname === paths.login.path) return { kind: 'redirect', to: paths.home.getHref() };
  if (deps.roles().length > 0) return { kind: 'proceed' };
  let roles: readonly number[];
  try {
    roles = await deps.loadRoles();
  } catch {
    deps.signOutLocally();
    return { kind: 'redirect', to: paths.home.getHref(), notice: 'sessionExpired' };
  }
  if (roles.length === 0) {
    deps.signOutLocally();
    return { kind: 'redirect', to: paths.home.getHref(), notice: 'noPermission' };
  }
  return { kind: 'proceed' };
}
