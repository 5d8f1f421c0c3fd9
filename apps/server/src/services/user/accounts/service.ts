/**
 * The accounts desk (issue 34 item 6): staff find a buyer or goods owner, see their dealings (from the services that own
 * them), and operations suspend and reinstate them with a reason. A suspension, in one transaction: the guarded move of
 * the account's standing (its log row), every session revoked, and the audit row; once committed, every chat socket
 * opened with those sessions closes on every server process. Open orders are left alone to finish (docs/decisions.md
 * "Staff roles, accounts and the audit log").
 */
import { type AccountDetail, type AccountPage, AccountStatus, type AccountSummary } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { type SessionRecord, revokeAllSessions } from '../../../platform/sessions';
import { complaintsOfBuyer } from '../../feedback/complaints/service';
import { endChatSessions } from '../../message/chat/service';
import { openDealingsOf } from '../../order/closure/service';
import { ordersOfBuyer } from '../../order/orders/service';
import { recordStaffAction } from '../audit/service';
import * as store from './store';

/** How many of an account's orders, complaints and open records the desk shows. */
const SHOWN = 10;

const summary = ({ staff: _staff, ...row }: store.AccountRow & { staff?: boolean }): AccountSummary => row;

export async function searchAccounts(db: Db, body: store.AccountSearch): Promise<AccountPage> {
  const { rows, total } = await store.searchAccounts(db, body);
  return { list: rows.map(summary), total, pageNum: body.pageNum, pageSize: body.pageSize };
}

export async function accountDetail(db: Db, userId: number): Promise<AccountDetail> {
  const account = await store.customerAccount(db, userId);
  if (!account || account.staff) return fail('accountNotFound');
  return {
    account: summary(account),
    standing: await store.standingHistory(db, userId),
    orders: await ordersOfBuyer(db, userId, SHOWN),
    open: await openDealingsOf(db, userId, SHOWN),
    complaints: await complaintsOfBuyer(db, userId, SHOWN),
  };
}

/** The reason a staff member gave, or the bilingual refusal when there is none. */
function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') fail('standingReasonRequired');
  return trimmed;
}

/**
 * Moves a buyer's or goods owner's standing between active and suspended (`to`), under the account's row lock so that
 * concurrent calls queue: the first moves it, the rest find it moved and are told so. Suspending also revokes every
 * session; the chat sockets close after the commit.
 */
async function moveCustomer(db: Db, session: SessionRecord, userId: number, reason: string, to: AccountStatus): Promise<AccountSummary> {
  const why = reasonOf(reason);
  const suspending = to === AccountStatus.Suspended;
  const { account, ended } = await db.transaction(async (tx) => {
    const before = await store.customerAccount(tx, userId, true);
    if (!before || before.staff) return fail('accountNotFound');
    const from = suspending ? AccountStatus.Active : AccountStatus.Suspended;
    if (before.status !== from) return fail(suspending ? 'accountAlreadySuspended' : 'accountNotSuspended');
    if (!(await store.moveStanding(tx, userId, from, to, why))) return fail(suspending ? 'accountAlreadySuspended' : 'accountNotSuspended');
    const revoked = suspending ? await revokeAllSessions(tx, userId) : [];
    await recordStaffAction(tx, {
      actorUserId: session.userId,
      action: suspending ? 'account.suspend' : 'account.reinstate',
      targetKind: 'account',
      targetId: userId,
      before: { status: before.status, statusReason: before.statusReason },
      after: { status: to, statusReason: suspending ? why : null, reason: why, ...(suspending ? { sessionsEnded: revoked.length } : {}) },
    });
    return { account: (await store.customerAccount(tx, userId))!, ended: revoked };
  });
  await endChatSessions(db, ended);
  return summary(account);
}

export const suspendAccount = (db: Db, session: SessionRecord, userId: number, reason: string) => moveCustomer(db, session, userId, reason, AccountStatus.Suspended);

export const reinstateAccount = (db: Db, session: SessionRecord, userId: number, reason: string) => moveCustomer(db, session, userId, reason, AccountStatus.Active);
