/**
 * The auth guard. A route declares `config: { auth: 'required' | 'optional' | 'pending' }`
 * ('pending' accepts only a session waiting for its second step). The token comes from
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
  }
  interface FastifyRequest {
    session: SessionRecord | null;
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
  // /openapi.json says which operations need a session ('optional': with or without one)
  app.addHook('onRoute', (route) => {
    const mode: AuthMode = route.config?.auth ?? 'none';
    if (mode === 'none' || !route.schema) return;
    route.schema = { ...route.schema, security: mode === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }] };
  });
  app.addHook('preHandler', async (request) => {
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
  });
}

/** Allow a route only to sessions holding one of the roles. */
export function requireRole(session: SessionRecord, roles: readonly number[]): void {
  if (session.roles.length === 0) fail('noPermission');
  if (!session.roles.some((r) => roles.includes(r))) fail('insufficientPermissions');
}
