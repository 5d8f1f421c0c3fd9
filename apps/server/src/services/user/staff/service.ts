/**
 * The staff desk (issue 34 item 1): administrators list staff, create staff accounts with their roles and a first
 * password, change roles, and deactivate and reactivate accounts. Each change and its audit row commit together. An
 * administrator never removes their own administrator role or deactivates themselves, so the desk always keeps one.
 * Deactivating revokes every session; the chat sockets opened with them close once the transaction has committed.
 */
import type { z } from 'zod';
import { AccountStatus, type CreateStaffBody, Role, type SetStaffRolesBody, type StaffMember, type StaffPage, normaliseEmail } from '@clearlot/contract';
import { type Db, type Queryable, uniqueViolation } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { Outbox } from '../../../platform/outbox';
import type { RequestContext } from '../../../platform/request-context';
import { type SessionRecord, revokeAllSessions } from '../../../platform/sessions';
import { endChatSessions } from '../../message/chat/service';
import { moveStanding } from '../accounts/store';
import { recordStaffAction } from '../audit/service';
import { hashPassword } from '../passwords';
import { isTaken } from '../store';
import { staffWelcomeEmail } from './notices';
import * as store from './store';

export interface StaffDeps {
  db: Db;
  outbox: Outbox;
}

const member = (row: store.StaffRow): StaffMember => row;

export function createStaffDesk({ db, outbox }: StaffDeps) {
  async function lockedMember(tx: Queryable, userId: number) {
    return (await store.staffMember(tx, userId, true)) ?? fail('staffNotFound');
  }

  async function moveMember(session: SessionRecord, userId: number, to: AccountStatus): Promise<StaffMember> {
    const deactivating = to === AccountStatus.Deactivated;
    if (deactivating && userId === session.userId) fail('staffDeactivateSelf');
    const { row, ended } = await db.transaction(async (tx) => {
      const before = await lockedMember(tx, userId);
      const from = deactivating ? AccountStatus.Active : AccountStatus.Deactivated;
      const refusal = deactivating ? 'staffAlreadyDeactivated' : 'staffAlreadyActive';
      if (before.status !== from || !(await moveStanding(tx, userId, from, to, ''))) return fail(refusal);
      const revoked = deactivating ? await revokeAllSessions(tx, userId) : [];
      await recordStaffAction(tx, {
        actorUserId: session.userId,
        action: deactivating ? 'staff.deactivate' : 'staff.reactivate',
        targetKind: 'account',
        targetId: userId,
        before: { status: before.status },
        after: { status: to, ...(deactivating ? { sessionsEnded: revoked.length } : {}) },
      });
      return { row: (await store.staffMember(tx, userId))!, ended: revoked };
    });
    await endChatSessions(db, ended);
    return member(row);
  }

  return {
    async list(body: store.StaffSearch): Promise<StaffPage> {
      const { rows, total } = await store.listStaff(db, body);
      return { list: rows.map(member), total, pageNum: body.pageNum, pageSize: body.pageSize };
    },

    async create(session: SessionRecord, body: z.output<typeof CreateStaffBody>, ctx: RequestContext): Promise<StaffMember> {
      const email = normaliseEmail(body.email);
      if (await isTaken(db, 'email', email)) fail('staffEmailTaken');
      const passwordHash = await hashPassword(body.password);
      let row: store.StaffRow;
      try {
        row = await db.transaction(async (tx) => {
          const userId = await store.insertStaff(tx, { email, firstName: body.firstName, lastName: body.lastName, passwordHash, language: ctx.language, roles: body.roles });
          const created = (await store.staffMember(tx, userId))!;
          await recordStaffAction(tx, {
            actorUserId: session.userId,
            action: 'staff.create',
            targetKind: 'account',
            targetId: userId,
            before: null,
            after: { email, name: created.name, roles: created.roles },
          });
          return created;
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'app_user_email_key' || constraint === 'app_user_username_key') fail('staffEmailTaken');
        throw error;
      }
      await outbox.send({ channel: 'email', purpose: 'staffWelcome', to: email, ...staffWelcomeEmail(ctx.language, row.name, row.roles) });
      return member(row);
    },

    async setRoles(session: SessionRecord, body: z.output<typeof SetStaffRolesBody>): Promise<StaffMember> {
      const row = await db.transaction(async (tx) => {
        const before = await lockedMember(tx, body.userId);
        if (body.userId === session.userId && before.roles.includes(Role.Administrator) && !body.roles.includes(Role.Administrator)) fail('staffOwnAdministrator');
        await store.replaceStaffRoles(tx, body.userId, body.roles);
        const after = (await store.staffMember(tx, body.userId))!;
        await recordStaffAction(tx, {
          actorUserId: session.userId,
          action: 'staff.roles',
          targetKind: 'account',
          targetId: body.userId,
          before: { roles: before.roles },
          after: { roles: after.roles },
        });
        return after;
      });
      return member(row);
    },

    deactivate: (session: SessionRecord, userId: number) => moveMember(session, userId, AccountStatus.Deactivated),
    reactivate: (session: SessionRecord, userId: number) => moveMember(session, userId, AccountStatus.Active),
  };
}
