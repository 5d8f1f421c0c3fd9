/**
 * The request core (issue 31 item 21, first slice): what a buyer's claim on an order does alike whether
 * it is a return, a refund-only request or an after-sales request, in the way Medusa's returns and claims
 * share their order-change core. Returns (returns/) and after-sales (afterSales/) keep their own status
 * machines, which the product rules give separately (§4), and call these for the rest:
 * - applying once per client key: the body's fingerprint, the replay of an earlier answer for the same
 *   key, and the replay when the same key raced in through another transaction (a unique violation);
 * - the deadlines a request carries (the goods owner's review, the buyer's appeal after a refusal);
 * - completing with a refund: the order lines' refund through the payment service and the points the
 *   refunded goods earned taken back, in the caller's transaction;
 * - settling due requests for the sweepers, skipping and recording one the rules refuse to settle;
 * - telling the other side of every change, by e-mail and in the message centre.
 * What each line may still claim is rules/claims.ts in the contract, read under the order's lock by
 * lineClaimsOf (returns/claims.ts).
 */
import { createHash } from 'node:crypto';
import { type Bilingual, type ErrorName, INTERVENTION_APPEAL_DAYS, type NoticeKind, type RefundSource } from '@clearlot/contract';
import { type Db, type Queryable, uniqueViolation } from '../../../platform/db';
import { AppError, fail } from '../../../platform/errors';
import { type SqlExpression, sqlExpression } from '../../../platform/transitions';
import type { Outbox } from '../../../platform/outbox';
import { postNoticeToEmail } from '../../message/notices/service';
import { notifyWaitingRefundsOf, refundOrderLines } from '../../payment/refund/service';
import { clawBackOrderPoints } from '../../loyalty/points/service';

/** The request a body asks for, without its client key: the same key must come with the same request. */
export function requestFingerprint<B extends { clientKey: string }>(body: B, canonical: (rest: Omit<B, 'clientKey'>) => unknown = (rest) => rest): string {
  const { clientKey: _key, ...rest } = body;
  return createHash('sha256')
    .update(JSON.stringify(canonical(rest)))
    .digest('hex');
}

/** An earlier request made with the same client key: its number when it asked the same, refused (`reused`) when not. */
export function replayOf(earlier: { no: string; requestHash: string } | null, requestHash: string, reused: ErrorName): string | null {
  if (!earlier) return null;
  if (earlier.requestHash !== requestHash) fail(reused);
  return earlier.no;
}

/**
 * Runs an application in its own transaction; when the same client key committed first in another one
 * (the insert meets the unique key), answers what `replay` finds for that key instead of the error.
 */
export async function applyOnce<T>(db: Db, apply: (tx: Queryable) => Promise<T>, replay: (db: Queryable) => Promise<T | null>): Promise<T> {
  try {
    return await db.transaction(apply);
  } catch (error) {
    if (uniqueViolation(error) !== null && !(error instanceof AppError)) {
      const answer = await replay(db);
      if (answer !== null) return answer;
    }
    throw error;
  }
}

/** The goods owner's review deadline of a new request. */
export const reviewDeadline = (hours: number): SqlExpression => sqlExpression(`now() + interval '${hours} hours'`);

/** Until when the buyer may ask the platform to step in after the goods owner refused (INTERVENTION_APPEAL_DAYS). */
export const appealDeadline = (): SqlExpression => sqlExpression(`now() + interval '${INTERVENTION_APPEAL_DAYS} days'`);

/** A request completing with money back: which order, whose payments, and the request's own name for the refund. */
export interface RefundingRequest {
  orderId: number;
  orderNo: string;
  userId: number;
  tradeIds: number[];
  /** the request's number (RT…, AS…), the refund's source id */
  no: string;
  /** what kind of request the refund comes from, as the payment service records it */
  source: RefundSource;
  /** the refund's idempotency key: one refund per request, whatever the retries */
  clientKey: string;
}

/**
 * Refunds the request's lines (pence per order line) through the payment service, and takes back the
 * points the refunded goods earned (nothing when the order has not earned yet). The payment service caps
 * each line at what it can still refund. Answers the refund's number.
 */
export async function refundRequest(tx: Queryable, request: RefundingRequest, lines: ReadonlyArray<{ orderItemId: number; amount: number }>, reason: string): Promise<string> {
  const outcome = await refundOrderLines(tx, {
    orderId: request.orderId,
    orderNo: request.orderNo,
    userId: request.userId,
    tradeIds: request.tradeIds,
    lines,
    reason,
    source: request.source,
    sourceId: request.no,
    clientKey: request.clientKey,
  });
  await clawBackOrderPoints(tx, request.orderId, outcome.refundNo);
  return outcome.refundNo;
}

/**
 * Settles due requests one by one, each in its own transaction (`settle` locks it and moves it, or answers
 * null when it has moved meanwhile), and announces each change once committed. A request the rules refuse
 * to settle (an AppError: its refund more than the line can still refund, say) is skipped and its problem
 * recorded on it (`recordProblem`), where the goods owner and customer service see it; the pass goes on and
 * succeeds, and the request is not tried again. Anything else (the database gone) still fails the pass
 * after the other requests had their turn. Answers the requests it could not settle.
 */
export async function settleEach(
  db: Db,
  due: readonly string[],
  steps: {
    settle: (tx: Queryable, no: string) => Promise<{ changed: boolean } | null>;
    announce: (no: string) => Promise<void>;
    recordProblem: (db: Queryable, no: string, code: number) => Promise<void>;
  },
): Promise<string[]> {
  let firstFailure: unknown = null;
  const skipped: string[] = [];
  for (const no of due) {
    try {
      const change = await db.transaction((tx) => steps.settle(tx, no));
      if (change?.changed) await steps.announce(no);
    } catch (error) {
      if (error instanceof AppError) {
        await steps.recordProblem(db, no, error.definition.code);
        skipped.push(no);
      } else firstFailure ??= error;
    }
  }
  if (firstFailure) throw firstFailure;
  return skipped;
}

/** Who made a change to a request; the notice goes to the others (the platform's or the clock's go to both sides). */
export type ChangedBy = 'buyer' | 'owner' | 'platform' | 'system';

/** What a request's notice says, in both languages (a person's language is not known here). */
export interface RequestNotice {
  no: string;
  orderNo: string;
  /** what the request is called in a sentence ("Return or refund request", "退货退款申请") */
  called: Bilingual;
  /** and in a title ("Return", "退货退款") */
  short: Bilingual;
  status: { name: Bilingual; history: Bilingual };
  kind: NoticeKind;
  /** the request at the reader's desk */
  link: (forBuyer: boolean) => string;
  dedupeKey: string;
}

/**
 * Tells the other side of a request what changed (issue 11: every change notifies the other side), by
 * e-mail through the outbox and in the message centre, after the change has committed: a change rolled
 * back is never announced. Then tells of any refund the change left waiting.
 */
export async function notifyRequestChange(
  db: Db,
  outbox: Outbox,
  notice: RequestNotice,
  parties: { buyerEmail: string | null; ownerEmail: string | null },
  changedBy: ChangedBy,
): Promise<void> {
  const { no, orderNo, called, short, status } = notice;
  const recipients = [changedBy !== 'buyer' ? parties.buyerEmail : null, changedBy !== 'owner' ? parties.ownerEmail : null].filter((to): to is string => Boolean(to));
  for (const to of recipients) {
    await outbox.send({
      channel: 'email',
      purpose: 'requestUpdate',
      to,
      subject: `ClearLot ${no}: ${status.name.en} / ${status.name.zh}`,
      text:
        `Hello,\n\n${called.en} ${no} (order ${orderNo}) is now "${status.name.en}". ${status.history.en}\n` +
        `Open the request on ClearLot to see its details.\n\nThe ClearLot team\n\n` +
        `您好：\n\n${called.zh} ${no}（订单 ${orderNo}）当前状态为"${status.name.zh}"。${status.history.zh}\n` +
        `请登录 ClearLot 查看详情。\n\nClearLot 团队`,
    });
    await postNoticeToEmail(db, to, {
      kind: notice.kind,
      title: { en: `${short.en} ${no}: ${status.name.en}`, zh: `${short.zh} ${no}：${status.name.zh}` },
      body: { en: `Order ${orderNo}. ${status.history.en}`, zh: `订单 ${orderNo}。${status.history.zh}` },
      link: notice.link(to === parties.buyerEmail),
      dedupeKey: notice.dedupeKey,
    });
  }
  await notifyWaitingRefundsOf(db, outbox, no);
}
