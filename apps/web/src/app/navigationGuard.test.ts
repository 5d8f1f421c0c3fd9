import { describe, expect, it, vi } from 'vitest';
import { type GuardDeps, decideNavigation } from './navigationGuard';

function deps(overrides: Partial<GuardDeps> = {}): GuardDeps {
  return {
    token: () => 'token',
    roles: () => [],
    loadRoles: async () => [2],
    signOutLocally: vi.fn(),
    ...overrides,
  };
}

describe('decideNavigation (docs/product.md §2 route guards)', () => {
  it('lets visitors go anywhere, including /login', async () => {
    const loadRoles = vi.fn();
    expect(await decideNavigation('/login', deps({ token: () => null, loadRoles }))).toEqual({ kind: 'proceed' });
    expect(await decideNavigation('/home', deps({ token: () => null, loadRoles }))).toEqual({ kind: 'proceed' });
    expect(loadRoles).not.toHaveBeenCalled();
  });

  it('sends a signed-in user away from /login to home', async () => {
    expect(await decideNavigation('/login', deps({ roles: () => [2] }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('loads the user once roles are missing, then continues', async () => {
    const loadRoles = vi.fn(async () => [2]);
    expect(await decideNavigation('/home', deps({ loadRoles }))).toEqual({ kind: 'proceed' });
    expect(loadRoles).toHaveBeenCalledOnce();
    const again = vi.fn(async () => [2]);
    expect(await decideNavigation('/home', deps({ roles: () => [2], loadRoles: again }))).toEqual({ kind: 'proceed' });
    expect(again).not.toHaveBeenCalled();
  });

  it('signs out and goes home with "session expired" when user info fails', async () => {
    const signOutLocally = vi.fn();
    const outcome = await decideNavigation('/home/Profile', deps({ loadRoles: () => Promise.reject(new Error('401')), signOutLocally }));
    expect(outcome).toEqual({ kind: 'redirect', to: '/', notice: 'sessionExpired' });
    expect(signOutLocally).toHaveBeenCalledOnce();
  });

  it('treats an empty role list as no permission', async () => {
    const signOutLocally = vi.fn();
    const outcome = await decideNavigation('/', deps({ loadRoles: async () => [], signOutLocally }));
    expect(outcome).toEqual({ kind: 'redirect', to: '/', notice: 'noPermission' });
    expect(signOutLocally).toHaveBeenCalledOnce();
  });
});
