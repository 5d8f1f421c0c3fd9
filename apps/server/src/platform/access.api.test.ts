/**
 * Who may call what (issue 34 item 1, first step): a route declares its roles, and the auth guard checks
 * them before the body is validated and before the handler runs. Every route that declares roles refuses
 * a buyer and a goods owner with "insufficient permissions" whatever the body, and lets an agent past the
 * guard; a route may not declare roles without requiring a session.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@clearlot/contract/rules/roles';
import { type TestApp, DEMO_BUYER, createTestApp, engines, signIn } from '../testing/harness';
import { installAuth } from './auth';
import type { Db } from './db';

const OWNER = { email: 'owner@clearlot.test', password: 'Demo#Owner2026' };
const AGENT = { email: 'agent@clearlot.test', password: 'Demo#Agent2026' };

describe.each(engines)('declared roles on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('refuses a buyer and a goods owner on every route that declares roles, before reading the body', async () => {
    const declared = t.app.declaredRoles;
    expect(declared.length).toBeGreaterThanOrEqual(15);
    const buyer = await signIn(t, DEMO_BUYER);
    const owner = await signIn(t, OWNER);
    for (const { method, url, roles } of declared) {
      expect(roles).not.toContain(Role.Buyer);
      for (const token of [buyer, owner]) {
        // an empty body and a nonsense one alike: the role is checked first
        for (const body of [{}, { nonsense: '\u0000'.repeat(3) }]) {
          const res = method === 'GET' ? await t.get(url, token) : await t.post(url, body, token);
          expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 403, code: 2002 });
        }
      }
    }
  });

  it('lets an agent past the guard on every such route (what is left is the body’s validation or the work)', async () => {
    const agent = await signIn(t, AGENT);
    for (const { method, url } of t.app.declaredRoles) {
      const res = method === 'GET' ? await t.get(url, agent) : await t.post(url, {}, agent);
      expect({ url, code: res.body.code }).not.toEqual({ url, code: 2002 });
      expect(res.status).toBeLessThan(500);
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
