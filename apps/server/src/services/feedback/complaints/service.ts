/**
 * Complaint rules (packages/contract/src/rules/complaints.ts): a buyer complains about one of their
 * orders or about a goods owner, with their own photos, at most COMPLAINTS_PER_DAY a day (counted
 * before the work); the same client key answers the same complaint. Customer service answers
 * (open or answered → answered) and closes (→ closed); the buyer follows up (→ open) or withdraws
 * (→ withdrawn). Each move is one guarded transition inside the caller's transaction; a repeat of a
 * move already made is refused with complaintStatusChanged only when the complaint has moved on.
 */
import { createHash } from 'node:crypto';
import {
  COMPLAINTS_PER_DAY,
  COMPLAINT_ANSWERABLE,
  COMPLAINT_CLOSABLE,
  COMPLAINT_FOLLOW_UP_FROM,
  COMPLAINT_WITHDRAWABLE,
  ComplaintActor,
  type ComplaintDetail,
  ComplaintStatus,
  ComplaintStatusText,
  type ComplaintSummary,
  type FileComplaintBody,
  type FollowUpComplaintBody,
  toEpochSeconds,
} from '@clearlot/contract';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import { type Db, type Queryable, uniqueViolation } from '../../../platform/db';
import { AppError, fail } from '../../../platform/errors';
import { enforce } from '../../../platform/rate-limit';
import { referenceNo } from '../../../platform/reference-numbers';
import { allOwnPhotos } from '../../files/service';
import * as store from './store';
import { recordStaffAction } from '../../user/audit/service';

/** What a change did: the complaint it is about and whether it moved. */
export interface ComplaintChange {
  complaintNo: string;
  changed: boolean;
}

function fingerprint(body: FileComplaintBody): string {
  const { clientKey: _key, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

function replayOf(earlier: { complaintNo: string; requestHash: string } | null, body: FileComplaintBody): ComplaintChange | null {
  if (!earlier) return null;
  if (earlier.requestHash !== fingerprint(body)) fail('complaintKeyReused');
  return { complaintNo: earlier.complaintNo, changed: false };
}

async function checkPhotos(tx: Queryable, userId: number, photos: readonly AttachedFile[]): Promise<void> {
  if (
    !(await allOwnPhotos(
      tx,
      userId,
      photos.map((photo) => photo.url),
    ))
  )
    fail('complaintPhotoNotYours');
}

/** Files a complaint; a repeat with the same client key answers the first complaint and files nothing. */
export async function fileComplaint(db: Db, userId: number, body: FileComplaintBody): Promise<ComplaintChange> {
  const earlier = replayOf(await store.complaintOfClientKey(db, userId, body.clientKey), body);
  if (earlier) return earlier;
  await enforce(db, [{ key: `complaint:user:${userId}`, windowSeconds: 86_400, max: COMPLAINTS_PER_DAY }], 'complaintLimitReached');
  try {
    return await db.transaction(async (tx) => {
      let orderId: number | null = null;
      let ownerId: number;
      if (body.target === 'order') {
        const order = await store.buyersOrder(tx, userId, body.orderNo!);
        if (!order) fail('complaintTargetNotFound');
        orderId = order.id;
        ownerId = order.ownerId;
      } else {
        if (!(await store.ownerExists(tx, body.ownerId!))) fail('complaintTargetNotFound');
        ownerId = body.ownerId!;
      }
      await checkPhotos(tx, userId, body.photos);
      const complaintNo = referenceNo('CP');
      const id = await store.insertComplaint(tx, {
        complaintNo,
        userId,
        target: body.target,
        orderId,
        ownerId,
        type: body.type,
        description: body.description,
        photos: body.photos,
        clientKey: body.clientKey,
        requestHash: fingerprint(body),
      });
      if (id === null) {
        const replay = replayOf(await store.complaintOfClientKey(tx, userId, body.clientKey), body);
        if (replay) return replay;
        fail('complaintKeyReused');
      }
      return { complaintNo, changed: true };
    });
  } catch (error) {
    // the same key raced in: the winner's complaint is the answer
    if (uniqueViolation(error) !== null && !(error instanceof AppError)) {
      const replay = replayOf(await store.complaintOfClientKey(db, userId, body.clientKey), body);
      if (replay) return replay;
    }
    throw error;
  }
}

async function buyersComplaint(tx: Queryable, userId: number, complaintNo: string) {
  return (await store.lockComplaint(tx, { userId }, complaintNo)) ?? fail('complaintNotFound');
}

/** The buyer adds words (and photos) to their complaint; an answered one goes back to customer service. */
export async function followUp(tx: Queryable, userId: number, body: FollowUpComplaintBody): Promise<ComplaintChange> {
  const complaint = await buyersComplaint(tx, userId, body.complaintNo);
  await checkPhotos(tx, userId, body.photos);
  if (!(await store.moveComplaint(tx, complaint.id, COMPLAINT_FOLLOW_UP_FROM, ComplaintStatus.Open, ComplaintActor.Buyer, body.text, body.photos))) {
    fail('complaintStatusChanged');
  }
  return { complaintNo: body.complaintNo, changed: true };
}

/** The buyer withdraws an unresolved complaint; withdrawing it again changes nothing. */
export async function withdraw(tx: Queryable, userId: number, complaintNo: string): Promise<ComplaintChange> {
  const complaint = await buyersComplaint(tx, userId, complaintNo);
  if (complaint.status === ComplaintStatus.Withdrawn) return { complaintNo, changed: false };
  if (!(await store.moveComplaint(tx, complaint.id, COMPLAINT_WITHDRAWABLE, ComplaintStatus.Withdrawn, ComplaintActor.Buyer, ''))) fail('complaintStatusChanged');
  return { complaintNo, changed: true };
}

/** Customer service answers (the buyer may reply) or closes the complaint with its resolution. */
export async function agentMove(tx: Queryable, agentUserId: number, complaintNo: string, move: 'answer' | 'close', text: string): Promise<ComplaintChange> {
  const complaint = (await store.lockComplaint(tx, {}, complaintNo)) ?? fail('complaintNotFound');
  const [from, to] = move === 'answer' ? [COMPLAINT_ANSWERABLE, ComplaintStatus.Answered] : [COMPLAINT_CLOSABLE, ComplaintStatus.Closed];
  if (!(await store.moveComplaint(tx, complaint.id, from, to, ComplaintActor.Agent, text))) fail('complaintStatusChanged');
  // the audit log (issue 34 item 7), in the move's transaction
  await recordStaffAction(tx, {
    actorUserId: agentUserId,
    action: move === 'answer' ? 'complaint.answer' : 'complaint.close',
    targetKind: 'complaint',
    targetId: complaintNo,
    before: { status: complaint.status },
    after: { status: to, text },
  });
  return { complaintNo, changed: true };
}

// ---------- what the pages read ----------
export function summaryView(row: store.ComplaintSummaryRow): ComplaintSummary {
  return {
    complaintNo: row.complaintNo,
    target: row.target,
    orderNo: row.orderNo,
    ownerId: row.ownerId,
    shopName: row.shopName,
    shopNameEn: row.shopNameEn,
    type: row.type,
    status: row.status,
    description: row.description,
    createdAt: toEpochSeconds(row.createdAt)!,
    updatedAt: toEpochSeconds(row.updatedAt)!,
  };
}

/** A complaint with its history, as the buyer or customer service reads it. */
export async function complaintDetail(db: Queryable, reader: 'buyer' | 'agent', scope: store.ComplaintScope, complaintNo: string): Promise<ComplaintDetail> {
  const row = await store.complaintRow(db, scope, complaintNo);
  if (!row) fail('complaintNotFound');
  const logs = await store.logsOf(db, row.id);
  const unresolved = row.status === ComplaintStatus.Open || row.status === ComplaintStatus.Answered;
  return {
    ...summaryView(row),
    photos: row.photos,
    buyerName: reader === 'agent' ? row.buyerName : '',
    logs: logs.map((log) => ({
      status: log.status,
      actor: log.actor,
      message: ComplaintStatusText[log.status].history.zh,
      messageEn: ComplaintStatusText[log.status].history.en,
      text: log.note,
      photos: log.photos,
      time: toEpochSeconds(log.createdAt)!,
    })),
    actions: {
      followUp: reader === 'buyer' && unresolved,
      withdraw: reader === 'buyer' && unresolved,
      answer: reader === 'agent' && unresolved,
      close: reader === 'agent' && unresolved,
    },
  };
}

/** The buyer's newest complaints and how many in all: for the accounts desk (issue 34 item 6). */
export async function complaintsOfBuyer(db: Queryable, userId: number, shown: number): Promise<{ total: number; list: ComplaintSummary[] }> {
  const { list, total } = await store.listComplaints(db, { userId }, 'all', '', 1, shown);
  return { total, list: list.map(summaryView) };
}
