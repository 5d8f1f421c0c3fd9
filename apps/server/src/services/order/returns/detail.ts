/**
 * A request as the buyer, the goods owner and the customer-service agent read it: lines, amounts,
 * history in both languages, the next deadline, and the actions open to the reader now.
 */
import {
  BUYER_CANCELLABLE_STATUSES,
  INTERVENTION_FROM_STATUSES,
  RETURN_TABS,
  type ReturnActions,
  type ReturnDetail,
  ReturnKind,
  type ReturnListBody,
  type ReturnPage,
  ReturnStatus,
  ReturnStatusText,
  returnNoteTexts,
  toEpochSeconds,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import * as store from './store';

/** Who reads: the actions offered depend on the side. */
export type ReturnReader = 'buyer' | 'owner' | 'agent';

/** The label can be printed once a return was approved with its address, until the request is closed. */
export const labelAvailable = (row: Pick<store.ReturnDetailRow, 'kind' | 'status' | 'returnAddress'>) =>
  row.kind === ReturnKind.ReturnAndRefund && row.returnAddress !== null && row.status !== ReturnStatus.Cancelled && row.status !== ReturnStatus.Rejected;

/** Rejected by the goods owner, and the buyer's time to ask the platform to step in has not run out. */
const appealOpen = (row: Pick<store.ReturnDetailRow, 'status' | 'appealDeadline'>) =>
  row.status === ReturnStatus.Rejected && row.appealDeadline !== null && toEpochSeconds(row.appealDeadline)! > Math.floor(Date.now() / 1000);

function actionsFor(row: store.ReturnDetailRow, reader: ReturnReader): ReturnActions {
  const side = reader === 'agent' ? null : reader;
  const status = row.status;
  return {
    cancel: side === 'buyer' && BUYER_CANCELLABLE_STATUSES.includes(status),
    ship: side === 'buyer' && row.kind === ReturnKind.ReturnAndRefund && status === ReturnStatus.AwaitingShipment,
    askIntervention: (side !== null && INTERVENTION_FROM_STATUSES.includes(status)) || (side === 'buyer' && appealOpen(row)),
    approve: side === 'owner' && status === ReturnStatus.ToBeConfirmed,
    reject: side === 'owner' && status === ReturnStatus.ToBeConfirmed,
    confirmArrival: side === 'owner' && status === ReturnStatus.InTransit,
    decide: reader === 'agent' && status === ReturnStatus.PlatformIntervention,
    downloadLabel: labelAvailable(row),
  };
}

export function toReturnDetail(row: store.ReturnDetailRow, reader: ReturnReader): ReturnDetail {
  const reviewDeadline = row.status === ReturnStatus.ToBeConfirmed ? toEpochSeconds(row.reviewDeadline) : null;
  const granted = row.lines.every((line) => line.refundedAmount !== null) && row.status === ReturnStatus.Completed;
  return {
    returnNo: row.returnNo,
    orderNo: row.orderNo,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    reasonText: row.reasonText,
    notes: row.notes,
    photos: row.photos,
    lines: row.lines.map((line) => ({ ...line, id: Number(line.id), orderItemId: Number(line.orderItemId) })),
    refundAmount: row.lines.reduce((sum, line) => sum + line.refundAmount, 0),
    refundedAmount: granted ? row.lines.reduce((sum, line) => sum + (line.refundedAmount ?? 0), 0) : null,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    ownerNameEn: row.ownerNameEn,
    buyerName: row.buyerName,
    returnAddress: row.returnAddress,
    rejectReason: row.rejectReason,
    intervention:
      row.interventionAskedBy === null
        ? null
        : {
            askedBy: row.interventionAskedBy,
            reason: row.interventionReason,
            askedAt: toEpochSeconds(row.interventionAskedAt)!,
            decision: row.interventionDecision,
            note: row.interventionNote,
            decidedAt: toEpochSeconds(row.interventionDecidedAt),
          },
    createdAt: toEpochSeconds(row.createdAt)!,
    reviewDeadline,
    nextDeadline: reviewDeadline === null ? null : { kind: 'review', at: reviewDeadline },
    completedAt: toEpochSeconds(row.completedAt),
    appealDeadline: appealOpen(row) ? toEpochSeconds(row.appealDeadline) : null,
    settleProblem: row.status === ReturnStatus.ToBeConfirmed ? row.settleProblem : null,
    logs: row.logs.map((log) => {
      const note = returnNoteTexts(log.note);
      const text = ReturnStatusText[log.status].history;
      return { status: log.status, actor: log.actor, message: text.zh, messageEn: text.en, note: note.zh, noteEn: note.en, time: toEpochSeconds(log.time)! };
    }),
    actions: actionsFor(row, reader),
  };
}

/** One request within the scope, or "not found" (someone else's request is not told apart from none). */
export async function returnDetail(db: Queryable, scope: store.ReturnScope, reader: ReturnReader, returnNo: string): Promise<ReturnDetail> {
  const row = await store.detailRow(db, scope, returnNo);
  if (!row) fail('returnNotFound');
  return toReturnDetail(row, reader);
}

export async function listReturns(db: Queryable, scope: store.ReturnScope, reader: ReturnReader, body: ReturnListBody): Promise<ReturnPage> {
  const { rows, total } = await store.detailRows(db, scope, { statuses: RETURN_TABS[body.tab], keyword: body.keyword }, body);
  return { list: rows.map((row) => toReturnDetail(row, reader)), total };
}
