/** The staff desk's SQL (issue 34 item 1): staff accounts (those holding a staff role) and their roles. */
import type { z } from 'zod';
import { type AccountStatus, GRANTABLE_STAFF_ROLES, STAFF_ROLES, type StaffListBody } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export interface StaffRow {
  userId: number;
  username: string;
  email: string;
  name: string;
  roles: number[];
  status: AccountStatus;
  createdAt: number;
}

const STAFF_COLUMNS = `
  u.id as "userId", u.username, u.email,
  coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.nickname, u.username) as name,
  array(select r.role_id::int from user_role r where r.user_id = u.id order by r.role_id) as roles,
  u.status, extract(epoch from u.created_at)::bigint as "createdAt"`;

const isStaffMember = `exists (select 1 from user_role r where r.user_id = u.id and r.role_id = any($1::smallint[]))`;

const toStaff = (row: StaffRow): StaffRow => ({ ...row, createdAt: Number(row.createdAt), roles: row.roles ?? [] });

/** A staff member (an open account holding a staff role), locked for the rest of the transaction when asked. */
export async function staffMember(db: Queryable, userId: number, lock = false): Promise<StaffRow | null> {
  const rows = await db.query<StaffRow>(`select ${STAFF_COLUMNS} from app_user u where u.id = $2 and u.closed_at is null and ${isStaffMember}${lock ? ' for update of u' : ''}`, [
    STAFF_ROLES,
    userId,
  ]);
  return rows[0] ? toStaff(rows[0]) : null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export type StaffSearch = z.output<typeof StaffListBody>;

export async function listStaff(db: Queryable, search: StaffSearch): Promise<{ rows: StaffRow[]; total: number }> {
  const params: unknown[] = [STAFF_ROLES];
  const conditions = [isStaffMember, 'u.closed_at is null'];
  if (search.status !== undefined) conditions.push(`u.status = $${params.push(search.status)}`);
  if (search.keyword) {
    const like = `%${escapeLike(search.keyword.toLowerCase())}%`;
    conditions.push(
      `(lower(u.email) like $${params.push(like)} or lower(u.username) like $${params.length} or lower(concat_ws(' ', u.first_name, u.last_name)) like $${params.length})`,
    );
  }
  const where = conditions.join(' and ');
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from app_user u where ${where}`, params);
  const rows = await db.query<StaffRow>(
    `select ${STAFF_COLUMNS} from app_user u where ${where} order by u.id limit $${params.push(search.pageSize)} offset $${params.push((search.pageNum - 1) * search.pageSize)}`,
    params,
  );
  return { rows: rows.map(toStaff), total: count?.n ?? 0 };
}

/** A new staff account with its roles; its user name is its e-mail (registration's user names cannot hold '@'). */
export async function insertStaff(
  tx: Queryable,
  input: { email: string; firstName: string; lastName: string; passwordHash: string; language: string; roles: readonly number[] },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into app_user (username, email, password_hash, first_name, last_name, language) values ($1, $1, $2, $3, $4, $5) returning id`,
    [input.email, input.passwordHash, input.firstName, input.lastName, input.language],
  );
  await tx.query(`insert into user_role (user_id, role_id) select $1, unnest($2::smallint[])`, [row!.id, input.roles]);
  return row!.id;
}

/**
 * Replaces the grantable staff roles (the platform and system roles, and any buyer or goods-owner role, stay as they
 * are) and bumps the permission version: the member's sessions are told once that their permissions changed.
 */
export async function replaceStaffRoles(tx: Queryable, userId: number, roles: readonly number[]): Promise<void> {
  await tx.query(`delete from user_role where user_id = $1 and role_id = any($2::smallint[]) and role_id <> all($3::smallint[])`, [userId, GRANTABLE_STAFF_ROLES, roles]);
  await tx.query(`insert into user_role (user_id, role_id) select $1, unnest($2::smallint[]) on conflict do nothing`, [userId, roles]);
  await tx.query(`update app_user set permission_version = permission_version + 1, updated_at = now() where id = $1`, [userId]);
}
