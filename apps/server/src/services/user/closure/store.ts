/** Every SQL statement of account closure in the user service (issue 14; migration 0020). */
import type { Queryable } from '../../../platform/db';

export interface ClosingAccount {
  id: number;
  email: string;
  passwordHash: string;
  closed: boolean;
  roles: number[];
}

const SELECT_ACCOUNT = `
  select u.id, u.email, u.password_hash as "passwordHash", u.closed_at is not null as closed,
         array(select r.role_id::int from user_role r where r.user_id = u.id order by r.role_id) as roles
    from app_user u where u.id = $1`;

export async function accountOf(db: Queryable, userId: number): Promise<ClosingAccount | undefined> {
  return (await db.query<ClosingAccount>(SELECT_ACCOUNT, [userId]))[0];
}

/** The account row locked until the transaction ends: a second closure (or anything else locking it) waits. */
export async function lockAccount(tx: Queryable, userId: number): Promise<ClosingAccount | undefined> {
  return (await tx.query<ClosingAccount>(`${SELECT_ACCOUNT} for update of u`, [userId]))[0];
}

/**
 * Erases what identifies the person and marks the account closed. The user name and e-mail take
 * placeholders no one can register (a '#' is outside the user-name rule; '.invalid' is a reserved
 * domain), so the real ones are free again at once; the password can never match; roles go, and
 * the permission version moves so that no old session is trusted even before it is revoked.
 */
export async function anonymise(tx: Queryable, userId: number): Promise<void> {
  // codes still waiting for the old addresses are of no use any more
  await tx.query(
    `update verification_code set consumed_at = now()
      where consumed_at is null and target in (select email from app_user where id = $1 union all select phone from app_user where id = $1 and phone is not null)`,
    [userId],
  );
  await tx.query(
    `update app_user
        set username = 'closed#' || id, email = 'closed.' || id || '@closed.invalid', phone = null, password_hash = '!closed',
            nickname = null, icon = null, first_name = null, last_name = null, company_name = null, vat_number = null,
            purchase_permission = false, second_auth_enabled = false, totp_secret = null, totp_pending_secret = null,
            totp_last_step = null, permission_version = permission_version + 1, closed_at = now(), updated_at = now()
      where id = $1`,
    [userId],
  );
  await tx.query('delete from user_role where user_id = $1', [userId]);
}

export async function recordClosure(tx: Queryable, input: { userId: number; roles: readonly number[] }): Promise<void> {
  await tx.query('insert into account_closure (user_id, roles) values ($1, $2::smallint[])', [input.userId, input.roles]);
}

export async function usernameOf(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.query<{ username: string }>('select username from app_user where id = $1', [userId]);
  return row?.username ?? '';
}
