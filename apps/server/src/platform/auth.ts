/**
 * The auth guard. A route declares `config: { auth: 'required' | 'optional' | 'pending' }`
 * ('pending' accepts only a session waiting for its second step), and with 'required' may declare
 * `roles`: who may call it, checked here before its handler runs (one declaration per route, as
 * immich's requireAccess does it, instead of a check inside each handler). The token comes from
 * the bearer header, or from a `token` field in the body as docs/product.md §7 sends it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from './db';
import { AppError, fail } from './errors';
import { type SessionRecord, resolveSession, syncSessionPermissions } from './sessions';

export type AuthMode = 'required' | 'optional' | 'pending' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** the roles allowed to call the route (any one of them); only with auth 'required' */
    roles?: readonly number[];
  }
  interface FastifyRequest {
    session: SessionRecord | null;
  }
  interface FastifyInstance {
    /** the routes that declare roles, and the roles (for the access tests) */
    declaredRoles: Array<{ method: string; url: string; roles: readonly number[] }>;
  }
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match) return match[1]!;
  }
  const body = request.body as { token?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.token === 'string' && body.token.length > 0) return body.token;
  return null;
}

/** The signed-in session of a route declared with auth 'required' or 'pending'. */
export function sessionOf(request: FastifyRequest): SessionRecord {
  if (!request.session) throw new AppError('notSignedIn');
  return request.session;
}

export function installAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null);
  const declaredRoles: FastifyInstance['declaredRoles'] = [];
  app.decorate('declaredRoles', declaredRoles);
  // /openapi.json says which operations need a session ('optional': with or without one)
  app.addHook('onRoute', (route) => {
    const mode: AuthMode = route.config?.auth ?? 'none';
    if (route.config?.roles) {
      if (mode !== 'required') throw new Error(`${String(route.method)} ${route.url} declares roles without auth 'required'`);
      declaredRoles.push({ method: String(route.method), url: route.url, roles: route.config.roles });
    }
    if (mode === 'none' || !route.schema) return;
    route.schema = { ...route.schema, security: mode === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }] };
  });
  // before the body's validation: a caller without the session or the role a route asks for is told so,
  // whatever they sent (the body is parsed by then, so a token sent in it is read)
  app.addHook('preValidation', async (request) => {
    const mode: AuthMode = request.routeOptions.config?.auth ?? 'none';
    if (mode === 'none') return;
    const token = tokenOf(request);
    if (!token) {
      if (mode === 'optional') return;
      fail('notSignedIn');
    }
    if (token.length > 200) fail('sessionExpired');
    const session = await resolveSession(db, token);
    if (!session) {
      if (mode === 'optional') return;
      fail('sessionExpired');
    }
    if (mode === 'pending') {
      if (!session.pending) fail('sessionExpired');
    } else if (session.pending) {
      if (mode === 'optional') return;
      fail('secondAuthPending');
    } else if (session.sessionPermissionVersion !== session.userPermissionVersion) {
      // tell this session once that its permissions changed; the page reloads and carries on
      await syncSessionPermissions(db, session.sessionId);
      fail('permissionsChanged');
    }
    request.session = session;
    const roles = request.routeOptions.config?.roles;
    if (roles) requireRole(session, roles);
  });
}

/** Allow a route only to sessions holding one of the roles. */
export function requireRole(session: SessionRecord, roles: readonly number[]): void {
  if (session.roles.length === 0) fail('noPermission');
  if (!session.roles.some((r) => roles.includes(r))) fail('insufficientPermissions');
}
