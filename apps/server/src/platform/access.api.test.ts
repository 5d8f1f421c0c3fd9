/**
 * Who may call what (issue 34 item 1, first step): a route declares its roles, and the auth guard checks
 * them before the body is validated and before the handler runs. Every route that declares roles refuses
 * each demo person without one of them with "insufficient permissions" whatever the body, and lets those
 * with one past the guard; a route may not declare roles without requiring a session.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOOKUP_ROLES, ADMIN_ROLES, FINANCE_ROLES, OPERATIONS_ROLES, Role, SELLER_DESK_ROLES, SERVICE_DESK_ROLES } from '@clearlot/contract/rules/roles';
import { type TestApp, DEMO_BUYER, createTestApp, engines, signIn, DEMO_OWNER, DEMO_AGENT, DEMO_OPERATIONS, DEMO_FINANCE, DEMO_ADMIN } from '../testing/harness';
import { installAuth } from './auth';
import type { Db } from './db';

describe.each(engines)('declared roles on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  // the demo accounts and their roles (db/seed.ts)
  const people = [
    { who: 'buyer', account: DEMO_BUYER, roles: [Role.Buyer] },
    { who: 'goods owner', account: DEMO_OWNER, roles: [Role.Seller] },
    { who: 'agent', account: DEMO_AGENT, roles: [Role.CustomerService] },
    // issue 34's staff roles
    { who: 'operations', account: DEMO_OPERATIONS, roles: [Role.Operations] },
    { who: 'finance', account: DEMO_FINANCE, roles: [Role.Finance] },
    { who: 'administrator', account: DEMO_ADMIN, roles: [Role.Administrator] },
  ];

  it('refuses everyone without one of a route’s declared roles, whatever the body, and lets those with one past', async () => {
    const declared = t.app.declaredRoles;
    expect(declared.length).toBeGreaterThanOrEqual(35);
    const tokens = await Promise.all(people.map((person) => signIn(t, person.account)));
    for (const { method, url, roles } of declared) {
      expect(roles, url).not.toContain(Role.Buyer);
      // each person's calls to one route side by side (six people and two bodies per route)
      await Promise.all(
        people.map(async (person, index) => {
          const allowed = person.roles.some((role) => roles.includes(role));
          // an empty body and a nonsense one alike: the role is checked first
          for (const body of [{}, { nonsense: '\u0000'.repeat(3) }]) {
            const res = method === 'GET' ? await t.get(url, tokens[index]) : await t.post(url, body, tokens[index]);
            if (allowed) {
              expect({ url, who: person.who, code: res.body.code }).not.toEqual({ url, who: person.who, code: 2002 });
              expect(res.status, `${url} for the ${person.who}`).toBeLessThan(500);
            } else expect({ url, who: person.who, status: res.status, code: res.body.code }).toEqual({ url, who: person.who, status: 403, code: 2002 });
          }
        }),
      );
    }
  }, 120_000);

  it('declares the goods owner’s desks and customer service’s desks apart', () => {
    const rolesOf = (url: string) => t.app.declaredRoles.find((route) => route.url === url)?.roles;
    expect(rolesOf('/srs-order-service/seller/order/list')).toEqual(SELLER_DESK_ROLES);
    expect(rolesOf('/srs-order-service/platform/complaint/list')).toEqual(SERVICE_DESK_ROLES);
    expect(rolesOf('/srs-user-service/platform/staff/create')).toEqual(ADMIN_ROLES);
    expect(rolesOf('/srs-user-service/platform/account/suspend')).toEqual(OPERATIONS_ROLES);
    expect(rolesOf('/srs-user-service/platform/account/list')).toEqual(ACCOUNT_LOOKUP_ROLES);
    expect(rolesOf('/srs-user-service/platform/audit/list')).toEqual(FINANCE_ROLES);
    // the point mall desk (issue 34 item 5): operations's, every call of it
    for (const call of ['list', 'create', 'update', 'pause', 'resume', 'products', 'choices']) {
      expect(rolesOf(`/srs-order-service/platform/pointMall/${call}`), call).toEqual(OPERATIONS_ROLES);
    }
  });
});

describe('declaring roles', () => {
  it('is refused when the route is registered, unless the route requires a session', async () => {
    const app = Fastify();
    installAuth(app, {} as Db);
    expect(() => app.route({ method: 'POST', url: '/x', config: { auth: 'optional', roles: [Role.CustomerService] }, handler: async () => ({}) })).toThrow(
      /declares roles without auth 'required'/,
    );
    await app.close();
  });
});
