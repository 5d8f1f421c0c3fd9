import { AccountStatus } from '@clearlot/contract/rules/roles';
/**
 * Server-side sessions: the token is random, only its SHA-256 is stored, it lives
 * 7 days and is revocable at once (logout, password reset).
 */
import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_TTL_SECONDS } from '@clearlot/contract';
import type { Queryable } from './db';

/** a pending two-step session must be finished quickly */
export const PENDING_SESSION_TTL_SECONDS = 10 * 60;

export interface SessionRecord {
  sessionId: number;
  userId: number;
  pending: boolean;
  sessionPermissionVersion: number;
  userPermissionVersion: number;
  roles: number[];
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Queryable, input: { userId: number; pending: boolean; ip: string | null; userAgent: string | null }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const ttl = input.pending ? PENDING_SESSION_TTL_SECONDS : TOKEN_TTL_SECONDS;
  await db.query(
    `insert into user_session (token_hash, user_id, second_auth_pending, permission_version, expires_at, ip, user_agent)
     select $1, u.id, $3, u.permission_version, now() + make_interval(secs => $4), $5, $6 from app_user u where u.id = $2`,
    [hashToken(token), input.userId, input.pending, ttl, input.ip, input.userAgent?.slice(0, 300) ?? null],
  );
  return token;
}

/** Only an open, active account's sessions resolve (a suspension or deactivation revokes them too; this covers a sign-in racing it). */
export async function resolveSession(db: Queryable, token: string): Promise<SessionRecord | null> {
  const rows = await db.query<{
    id: number;
    user_id: number;
    second_auth_pending: boolean;
    session_version: number;
    user_version: number;
    roles: number[] | null;
  }>(
    `select s.id, s.user_id, s.second_auth_pending, s.permission_version as session_version,
            u.permission_version as user_version,
            array(select r.role_id::int from user_role r where r.user_id = u.id order by r.role_id) as roles
       from user_session s join app_user u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and u.closed_at is null and u.status = ${AccountStatus.Active}`,
    [hashToken(token)],
    // every signed-in request asks this: parsed and planned once per connection
    { prepared: true },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    sessionId: row.id,
    userId: row.user_id,
    pending: row.second_auth_pending,
    sessionPermissionVersion: row.session_version,
    userPermissionVersion: row.user_version,
    roles: row.roles ?? [],
  };
}

/**
 * Revoking answers the ids of the sessions it ended (none when they had ended already), so the
 * caller can close what hangs on them once its transaction has committed: the chat sockets opened
 * with them (services/message/chat endChatSessions), on every server process.
 */
async function revoked(db: Queryable, where: string, params: unknown[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`update user_session set revoked_at = now() where ${where} and revoked_at is null returning id`, params);
  return rows.map((row) => row.id);
}

export const revokeSession = (db: Queryable, sessionId: number): Promise<number[]> => revoked(db, 'id = $1', [sessionId]);

export const revokeAllSessions = (db: Queryable, userId: number): Promise<number[]> => revoked(db, 'user_id = $1', [userId]);

/** Signs the user out everywhere but the session given (a password changed from it). */
export const revokeOtherSessions = (db: Queryable, userId: number, keepSessionId: number): Promise<number[]> => revoked(db, 'user_id = $1 and id <> $2', [userId, keepSessionId]);

/** The session has seen the new permissions (after code 7017 or when it changed them itself). */
export async function syncSessionPermissions(db: Queryable, sessionId: number): Promise<void> {
  await db.query(`update user_session s set permission_version = u.permission_version from app_user u where s.id = $1 and u.id = s.user_id`, [sessionId]);
}

export async function purgeExpiredSessions(db: Queryable): Promise<void> {
  await db.query(`delete from user_session where expires_at < now() - interval '1 day'`);
}
