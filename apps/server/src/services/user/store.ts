/** Every SQL statement about accounts. */
import type { UserInfo, UserProfile } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  phone: string | null;
  password_hash: string;
  nickname: string | null;
  icon: string | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  vat_number: string | null;
  purchase_permission: boolean;
  second_auth_enabled: boolean;
  prices_with_vat: boolean;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  created: number;
  roles: number[];
  /** AccountStatus: only an active account signs in (issue 34) */
  status: number;
}

const SELECT_USER = `
  select u.id, u.username, u.email, u.phone, u.password_hash, u.nickname, u.icon, u.first_name, u.last_name,
         u.company_name, u.vat_number, u.purchase_permission, u.second_auth_enabled, u.prices_with_vat, u.totp_secret,
         u.totp_pending_secret, u.totp_last_step, extract(epoch from u.created_at)::bigint as created, u.status,
         array(select r.role_id::int from user_role r where r.user_id = u.id order by r.role_id) as roles
    from app_user u`;

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${SELECT_USER} where u.id = $1`, [id]))[0];
}

/** False once the account has closed (issue 14), or when there is no such account. */
export async function isOpenAccount(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('select 1 from app_user where id = $1 and closed_at is null', [id])).length > 0;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${SELECT_USER} where u.email = $1`, [email]))[0];
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${SELECT_USER} where u.phone = $1`, [phone]))[0];
}

/** Whether an account (other than `exceptUserId`'s, when given) already uses the value. */
export async function isTaken(db: Queryable, field: 'username' | 'email' | 'phone', value: string, exceptUserId: number | null = null): Promise<boolean> {
  const where = { username: 'lower(username) = lower($1)', email: 'email = $1', phone: 'phone = $1' }[field];
  return (await db.query(`select 1 from app_user where ${where} and id is distinct from $2 limit 1`, [value, exceptUserId])).length > 0;
}

export async function insertUser(db: Queryable, input: { username: string; email: string; passwordHash: string; language: string; roles: readonly number[] }): Promise<number> {
  const [row] = await db.query<{ id: number }>(`insert into app_user (username, email, password_hash, language) values ($1, $2, $3, $4) returning id`, [
    input.username,
    input.email,
    input.passwordHash,
    input.language,
  ]);
  const id = row!.id;
  for (const role of input.roles) await db.query('insert into user_role (user_id, role_id) values ($1, $2)', [id, role]);
  return id;
}

export async function updatePassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('update app_user set password_hash = $2, updated_at = now() where id = $1', [userId, passwordHash]);
}

export async function updateNickname(db: Queryable, userId: number, nickname: string): Promise<void> {
  await db.query('update app_user set nickname = $2, updated_at = now() where id = $1', [userId, nickname]);
}

/** Grants purchase permission with the business details; bumps the permission version. */
export async function completeRegistration(
  db: Queryable,
  userId: number,
  input: { firstName: string; lastName: string; companyName: string; vatNumber: string | null; phone: string },
): Promise<boolean> {
  const rows = await db.query(
    `update app_user set first_name = $2, last_name = $3, company_name = $4, vat_number = $5, phone = $6,
            purchase_permission = true, permission_version = permission_version + 1, updated_at = now()
      where id = $1 and purchase_permission = false returning id`,
    [userId, input.firstName, input.lastName, input.companyName, input.vatNumber, input.phone],
  );
  return rows.length > 0;
}

export async function setPendingTotpSecret(db: Queryable, userId: number, secret: string): Promise<void> {
  await db.query('update app_user set totp_pending_secret = $2 where id = $1', [userId, secret]);
}

/** Records a used TOTP step; false when that step (or a later one) was already used. */
export async function claimTotpStep(db: Queryable, userId: number, step: number): Promise<boolean> {
  const rows = await db.query(`update app_user set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`, [userId, step]);
  return rows.length > 0;
}

export async function enableSecondAuth(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `update app_user set second_auth_enabled = true, totp_secret = totp_pending_secret, totp_pending_secret = null
      where id = $1 and totp_pending_secret is not null`,
    [userId],
  );
}

export async function disableSecondAuth(db: Queryable, userId: number): Promise<void> {
  await db.query('update app_user set second_auth_enabled = false, totp_secret = null, totp_pending_secret = null where id = $1', [userId]);
}

export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    icon: user.icon,
    roleIdList: user.roles,
    purchasePermission: user.purchase_permission,
    username: user.username,
    email: user.email,
    pricesWithVat: user.prices_with_vat,
  };
}

export function toUserProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email,
    phone: user.phone,
    icon: user.icon,
    firstName: user.first_name,
    lastName: user.last_name,
    companyName: user.company_name,
    vatNumber: user.vat_number,
    purchasePermission: user.purchase_permission,
    secondAuthEnabled: user.second_auth_enabled,
    roleIdList: user.roles,
    createdAt: user.created,
    pricesWithVat: user.prices_with_vat,
  };
}

/** Binds a new e-mail or phone; the unique indexes refuse one another account holds. */
export async function updateContact(db: Queryable, userId: number, field: 'email' | 'phone', value: string): Promise<void> {
  await db.query(`update app_user set ${field === 'email' ? 'email' : 'phone'} = $2, updated_at = now() where id = $1`, [userId, value]);
}

/** Sets the name; the same one again writes nothing. */
export async function updateName(db: Queryable, userId: number, firstName: string, lastName: string): Promise<void> {
  await db.query('update app_user set first_name = $2, last_name = $3, updated_at = now() where id = $1 and (first_name, last_name) is distinct from ($2, $3)', [
    userId,
    firstName,
    lastName,
  ]);
}

/** Sets the buyer's price display (with VAT or ex VAT); the same again writes nothing. */
export async function updatePriceDisplay(db: Queryable, userId: number, pricesWithVat: boolean): Promise<void> {
  await db.query('update app_user set prices_with_vat = $2, updated_at = now() where id = $1 and prices_with_vat <> $2', [userId, pricesWithVat]);
}

/** Sets the avatar; the same one again writes nothing. */
export async function updateAvatar(db: Queryable, userId: number, icon: string | null): Promise<void> {
  await db.query('update app_user set icon = $2, updated_at = now() where id = $1 and icon is distinct from $2', [userId, icon]);
}

/**
 * Whether the session just made is the only one of the account from this address and browser while
 * the account has others (sessions waiting for their second step not counted): a notice-worthy sign-in.
 */
export async function isNewSignInPlace(db: Queryable, userId: number, ip: string | null, userAgent: string | null): Promise<boolean> {
  const [row] = await db.query<{ same: number; total: number }>(
    `select count(*) filter (where coalesce(ip, '') = coalesce($2, '') and coalesce(user_agent, '') = coalesce($3, ''))::int as same, count(*)::int as total
       from user_session where user_id = $1 and not second_auth_pending`,
    [userId, ip, userAgent],
  );
  return row !== undefined && row.total > 1 && row.same === 1;
}
