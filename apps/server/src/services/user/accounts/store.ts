/**
 * The SQL of an account's standing (issue 34 items 1 and 6) and of the accounts desk's search. The standing is one
 * state machine (AccountStatus) moved only through platform/transitions.ts: a compare-and-set on app_user.status
 * and a row in account_standing_log, in the caller's transaction.
 */
import type { z } from 'zod';
import { type AccountSearchBody, AccountStatus, MAX_ROW_ID, Role, STAFF_ROLES } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { defineMachine, transition } from '../../../platform/transitions';

/** Who moves a standing: a staff member (named in the audit log's row of the same transaction). */
export const StandingActor = { staff: 'staff' } as const;
export type StandingActor = (typeof StandingActor)[keyof typeof StandingActor];

const standing = defineMachine<AccountStatus, StandingActor>({
  table: 'app_user',
  logTable: 'account_standing_log',
  logKey: 'user_id',
  statuses: AccountStatus,
  actors: StandingActor,
  touched: 'updated_at',
  returning: 'id',
});

/**
 * Moves the account from `from` to `to`, keeping the reason beside it (cleared on the way back to active); answers
 * whether it moved (false when a concurrent call moved it first, or it was not in `from`).
 */
export async function moveStanding(tx: Queryable, userId: number, from: AccountStatus, to: AccountStatus, reason: string): Promise<boolean> {
  const moved = await transition<AccountStatus, StandingActor, { id: number }>(tx, standing, {
    where: { id: userId },
    from: [from],
    to,
    actor: StandingActor.staff,
    note: reason,
    set: { status_reason: to === AccountStatus.Active ? null : reason },
  });
  return moved.length > 0;
}

export interface AccountRow {
  userId: number;
  username: string;
  email: string;
  phone: string | null;
  name: string;
  companyName: string | null;
  roles: number[];
  status: AccountStatus;
  statusReason: string | null;
  createdAt: number;
}

const ACCOUNT_COLUMNS = `
         u.id as "userId", u.username, u.email, u.phone,
         coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.nickname, u.username) as name,
         u.company_name as "companyName",
         array(select r.role_id::int from user_role r where r.user_id = u.id order by r.role_id) as roles,
         u.status, u.status_reason as "statusReason", extract(epoch from u.created_at)::bigint as "createdAt"`;

const toAccount = (row: AccountRow): AccountRow => ({ ...row, createdAt: Number(row.createdAt), roles: row.roles ?? [] });

/** Whether an account holds a staff role (SQL over user_role). */
const holdsStaffRole = `exists (select 1 from user_role r where r.user_id = u.id and r.role_id = any($1::smallint[]))`;

/** A buyer's or goods owner's account (not staff, not closed), locked for the rest of the transaction when asked. */
export async function customerAccount(db: Queryable, userId: number, lock = false): Promise<(AccountRow & { staff: boolean }) | null> {
  const rows = await db.query<AccountRow & { staff: boolean }>(
    `select ${ACCOUNT_COLUMNS}, ${holdsStaffRole} as staff from app_user u where u.id = $2 and u.closed_at is null${lock ? ' for update of u' : ''}`,
    [STAFF_ROLES, userId],
  );
  const row = rows[0];
  return row ? { ...toAccount(row), staff: row.staff } : null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export type AccountSearch = z.output<typeof AccountSearchBody>;

/** Buyers and goods owners (never staff, never closed accounts) by e-mail, phone, name or id; newest first. */
export async function searchAccounts(db: Queryable, search: AccountSearch): Promise<{ rows: AccountRow[]; total: number }> {
  const params: unknown[] = [STAFF_ROLES];
  const conditions = [`not ${holdsStaffRole}`, 'u.closed_at is null'];
  if (search.kind !== 'all') {
    conditions.push(`exists (select 1 from user_role k where k.user_id = u.id and k.role_id = $${params.push(search.kind === 'owner' ? Role.Seller : Role.Buyer)})`);
  }
  if (search.status !== undefined) conditions.push(`u.status = $${params.push(search.status)}`);
  const keyword = search.keyword;
  if (keyword) {
    const like = `%${escapeLike(keyword.toLowerCase())}%`;
    const either = [
      `lower(u.email) like $${params.push(like)}`,
      `lower(u.username) like $${params.length}`,
      `lower(concat_ws(' ', u.first_name, u.last_name)) like $${params.length}`,
      `lower(coalesce(u.company_name, '')) like $${params.length}`,
      `lower(coalesce(u.nickname, '')) like $${params.length}`,
    ];
    const digits = keyword.replace(/\D/g, '');
    if (digits.length >= 4) either.push(`u.phone like $${params.push(`%${digits}%`)}`);
    if (/^\d+$/.test(keyword) && Number(keyword) <= MAX_ROW_ID) either.push(`u.id = $${params.push(Number(keyword))}`);
    conditions.push(`(${either.join(' or ')})`);
  }
  const where = conditions.join(' and ');
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from app_user u where ${where}`, params);
  const rows = await db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from app_user u where ${where} order by u.id desc limit $${params.push(search.pageSize)} offset $${params.push((search.pageNum - 1) * search.pageSize)}`,
    params,
  );
  return { rows: rows.map(toAccount), total: count?.n ?? 0 };
}

/** The account's suspensions and reinstatements, newest first. */
export async function standingHistory(db: Queryable, userId: number, limit = 20) {
  const rows = await db.query<{ status: AccountStatus; reason: string; at: number }>(
    `select status, note as reason, extract(epoch from created_at)::bigint as at from account_standing_log where user_id = $1 order by id desc limit $2`,
    [userId, limit],
  );
  return rows.map((row) => ({ ...row, at: Number(row.at) }));
}
