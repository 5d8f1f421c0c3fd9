/** The audit log's SQL (issue 34 item 7): rows are inserted and read, never updated or deleted (the table's trigger refuses both). */
import type { z } from 'zod';
import type { AuditSearchBody, StaffAction, StaffActionTarget } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export interface NewStaffAction {
  actorUserId: number;
  action: StaffAction;
  targetKind: StaffActionTarget;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function insertStaffAction(tx: Queryable, row: NewStaffAction): Promise<void> {
  await tx.query(
    `insert into staff_action (actor_user_id, action, target_kind, target_id, before, after) values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [row.actorUserId, row.action, row.targetKind, row.targetId, row.before === null ? null : JSON.stringify(row.before), row.after === null ? null : JSON.stringify(row.after)],
    { prepared: true },
  );
}

export interface StaffActionRow {
  id: number;
  at: number;
  actorUserId: number;
  actorName: string | null;
  actorEmail: string | null;
  action: StaffAction;
  targetKind: StaffActionTarget;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export type AuditSearch = z.output<typeof AuditSearchBody>;

/** Newest first; the actor by id, e-mail or user name; the target by its id exactly; times in epoch seconds. */
export async function searchStaffActions(db: Queryable, search: AuditSearch): Promise<{ rows: StaffActionRow[]; total: number }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (search.actor) {
    const id = /^\d{1,9}$/.test(search.actor) ? Number(search.actor) : null;
    const like = `%${escapeLike(search.actor.toLowerCase())}%`;
    conditions.push(
      `a.actor_user_id in (select u.id from app_user u where u.id = $${params.push(id)}::int or lower(u.email) like $${params.push(like)} or lower(u.username) like $${params.length})`,
    );
  }
  if (search.action) conditions.push(`a.action = $${params.push(search.action)}`);
  if (search.targetKind) conditions.push(`a.target_kind = $${params.push(search.targetKind)}`);
  if (search.target) conditions.push(`a.target_id = $${params.push(search.target)}`);
  if (search.from !== undefined) conditions.push(`a.created_at >= to_timestamp($${params.push(search.from)})`);
  if (search.to !== undefined) conditions.push(`a.created_at < to_timestamp($${params.push(search.to)})`);
  const where = conditions.length ? conditions.join(' and ') : 'true';
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from staff_action a where ${where}`, params);
  const rows = await db.query<StaffActionRow>(
    `select a.id::int as id, extract(epoch from a.created_at)::bigint as at, a.actor_user_id as "actorUserId",
            nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as "actorName", u.email as "actorEmail",
            a.action, a.target_kind as "targetKind", a.target_id as "targetId", a.before, a.after
       from staff_action a left join app_user u on u.id = a.actor_user_id
      where ${where}
      order by a.created_at desc, a.id desc
      limit $${params.push(search.pageSize)} offset $${params.push((search.pageNum - 1) * search.pageSize)}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}
