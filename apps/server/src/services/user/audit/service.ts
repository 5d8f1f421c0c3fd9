/**
 * The audit log (issue 34 item 7): every staff action — who, when, what, on what, before and after — recorded in the
 * action's own transaction, so an action and its row commit or roll back together. Other areas call
 * `recordStaffAction(tx, …)` with their transaction; nothing else writes the table, and nothing updates or deletes it.
 */
import type { AuditEntry, AuditPage, StaffAction, StaffActionTarget } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import * as store from './store';

export interface StaffActionRecord {
  /** the staff member who acted (the session's user) */
  actorUserId: number;
  action: StaffAction;
  targetKind: StaffActionTarget;
  /** the target's id or number (an account id, a complaint or application number) */
  targetId: string | number;
  /** what changed, as it was and as it became (only the fields the action touched) */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes one audit row in the caller's transaction. */
export async function recordStaffAction(tx: Queryable, record: StaffActionRecord): Promise<void> {
  await store.insertStaffAction(tx, {
    actorUserId: record.actorUserId,
    action: record.action,
    targetKind: record.targetKind,
    targetId: String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export async function searchAudit(db: Queryable, body: store.AuditSearch): Promise<AuditPage> {
  const { rows, total } = await store.searchStaffActions(db, body);
  const list: AuditEntry[] = rows.map((row) => ({
    ...row,
    at: Number(row.at),
    actorName: row.actorName ?? row.actorEmail ?? '',
    actorEmail: row.actorEmail ?? '',
  }));
  return { list, total, pageNum: body.pageNum, pageSize: body.pageSize };
}
