/**
 * After-sales requests for damaged or faulty goods (docs/product.md §3 after-sales, §4 status list
 * and codes, §6 review and platform intervention). Each function is one event of the request's
 * machine (rules/afterSales.ts AfterSaleEvents) inside the caller's transaction, and answers the
 * request's number and whether it moved: a repeat of a change already made changes nothing.
 *
 * The refund (WAIT_REFUND, SELLER_CONFIRM, the platform's decision) goes through the payment
 * service's refundOrderLines (source 'afterSale') in the same transaction as the move, so a request
 * is awaiting receipt or completed exactly when its refund is recorded; the payment service caps it
 * at what the line can still refund, whatever returns or other requests took before.
 */
import {
  AFTER_SALE_CONFIRM_DAYS,
  AFTER_SALE_ORDER_STATUSES,
  AFTER_SALE_REVIEW_HOURS,
  AFTER_SALE_WINDOW_DAYS,
  AfterSaleActor,
  type AfterSaleCode,
  type AfterSaleReasonCode,
  AfterSaleStatus,
  type AfterSaleEligibility,
  type ApplyAfterSaleBody,
  type DecideAfterSaleBody,
  OrderStatus,
  type ReturnReasonCode,
  type ShipAfterSaleBody,
  claimableAmount,
  claimableUnits,
  toEpochSeconds,
} from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { AppError, fail } from '../../../platform/errors';
import { referenceNo } from '../../../platform/reference-numbers';
import { type ColumnValue, sqlExpression } from '../../../platform/transitions';
import * as returns from '../returns/service';
import { appealDeadline, applyOnce, refundRequest, replayOf, requestFingerprint, reviewDeadline } from '../requests/service';
import { syncPolicy } from '../insurance/service';
import { allOwnPhotos } from '../../files/service';
import { holdOpenAccount } from '../closure/service';
import * as store from './store';

export interface AfterSaleChange {
  afterSaleNo: string;
  changed: boolean;
}

const WINDOW_FROM: readonly OrderStatus[] = [OrderStatus.OutForDelivery, OrderStatus.Completed];
const nowSeconds = () => Math.floor(Date.now() / 1000);

const fingerprint = (body: ApplyAfterSaleBody) => requestFingerprint(body);

function replay(earlier: { afterSaleNo: string; requestHash: string } | null, body: ApplyAfterSaleBody): AfterSaleChange | null {
  const afterSaleNo = replayOf(earlier && { no: earlier.afterSaleNo, requestHash: earlier.requestHash }, fingerprint(body), 'afterSaleKeyReused');
  return afterSaleNo === null ? null : { afterSaleNo, changed: false };
}

// ---------- the buyer ----------
/**
 * Applies for after-sales on one order line (APPLY: 1 → 2, the goods owner's review deadline starts).
 * The order is row-locked while what the line can still refund is read; the open-request index lets
 * one open request per line through, so a second (or a concurrent one) is refused.
 */
export async function applyForAfterSale(db: Db, userId: number, body: ApplyAfterSaleBody): Promise<AfterSaleChange> {
  // the same key raced in: the winner's request is the answer
  return applyOnce(
    db,
    (tx) => applyInTransaction(tx, userId, body),
    async (tx) => replay(await store.afterSaleOfClientKey(tx, userId, body.clientKey), body),
  );
}

async function applyInTransaction(tx: Queryable, userId: number, body: ApplyAfterSaleBody): Promise<AfterSaleChange> {
  // the buying lock first (as placing an order): a request racing the account's closure never lands on it closed
  await holdOpenAccount(tx, userId);
  const found = await store.buyersOrderLine(tx, userId, body.orderNo, body.orderItemId, WINDOW_FROM);
  if (!found) fail('orderNotFound');
  const earlier = replay(await store.afterSaleOfClientKey(tx, userId, body.clientKey), body);
  if (earlier) return earlier;
  const { order, ordered } = found;
  if (!AFTER_SALE_ORDER_STATUSES.includes(order.status)) fail('afterSaleOrderNotEligible');
  const startedAt = toEpochSeconds(order.windowStartedAt);
  if (startedAt === null || nowSeconds() >= startedAt + AFTER_SALE_WINDOW_DAYS * 86_400) fail('afterSaleWindowClosed');
  if (ordered === null) fail('afterSaleItemNotFound');
  if (body.applyQuantity > ordered) fail('afterSaleQuantityExceeded');
  // what returns, refund-only and other after-sales requests and refunds left of the line, under the order's lock
  const line = (await returns.lineClaimsOf(tx, order.id)).get(body.orderItemId);
  if (!line) fail('afterSaleItemNotFound');
  if (claimableAmount(line) === 0) fail('claimNothingLeft');
  if (body.applyQuantity > claimableUnits(line)) fail('afterSaleUnitsNotCovered');
  if (body.applyAmount > claimableAmount(line)) fail('afterSaleAmountExceeded');
  const photoNames = body.photos.map((photo) => photo.url);
  if (!(await allOwnPhotos(tx, userId, photoNames))) fail('afterSalePhotoNotYours');

  const afterSaleNo = referenceNo('AS');
  const id = await store.insertAfterSale(tx, {
    afterSaleNo,
    orderId: order.id,
    orderItemId: body.orderItemId,
    userId,
    ownerId: order.ownerId,
    receiptStatus: body.receiptStatus,
    applyQuantity: body.applyQuantity,
    returnQuantity: body.returnQuantity,
    applyAmount: body.applyAmount,
    reason: body.reason,
    description: body.description,
    photos: body.photos,
    clientKey: body.clientKey,
    requestHash: fingerprint(body),
  });
  if (id === null) fail('afterSaleAlreadyOpen');
  await store.applyEvent(tx, id, 'APPLY', AfterSaleActor.Buyer, {
    set: { review_deadline: reviewDeadline(AFTER_SALE_REVIEW_HOURS) },
  });
  await syncPolicy(tx, order.id, AfterSaleActor.Buyer);
  return { afterSaleNo, changed: true };
}

/**
 * What an order allows to be reported now (the after-sales form and the order page read it): when the
 * period closes, and per line what it can still refund and any request open on it. The same rules as
 * applying, read without locks; applying checks them again under the order's lock.
 */
export async function afterSaleEligibility(db: Queryable, userId: number, orderNo: string): Promise<AfterSaleEligibility> {
  const order = await store.buyersOrder(db, userId, orderNo, WINDOW_FROM);
  if (!order) fail('orderNotFound');
  const startedAt = toEpochSeconds(order.windowStartedAt);
  const closesAt = startedAt === null ? null : startedAt + AFTER_SALE_WINDOW_DAYS * 86_400;
  const claims = await returns.lineClaimsOf(db, order.id);
  const lines = (await store.eligibleLines(db, order.id)).map((line) => {
    const claim = claims.get(line.orderItemId)!;
    return { ...line, refundable: claimableAmount(claim), claims: claim };
  });
  const open = AFTER_SALE_ORDER_STATUSES.includes(order.status) && closesAt !== null && nowSeconds() < closesAt;
  return {
    orderNo: order.orderNo,
    orderStatus: order.status,
    closesAt,
    canApply: open && lines.some((line) => claimableUnits(line.claims) > 0 && line.refundable > 0 && line.openAfterSaleNo === null),
    lines,
  };
}

const buyersRequest = async (tx: Queryable, userId: number, afterSaleNo: string) => (await store.lockAfterSale(tx, { userId }, afterSaleNo)) ?? fail('afterSaleNotFound');

/**
 * Applies `code` to a locked request; a request already where the event leads (a double click)
 * answers unchanged, any other status is refused.
 */
async function move(
  tx: Queryable,
  request: store.AfterSaleRow,
  code: AfterSaleCode,
  actor: AfterSaleActor,
  options: { note?: string; set?: Record<string, ColumnValue>; alreadyIn?: readonly AfterSaleStatus[] } = {},
): Promise<AfterSaleChange> {
  const afterSaleNo = request.afterSaleNo;
  if (options.alreadyIn?.includes(request.status)) return { afterSaleNo, changed: false };
  if (!(await store.applyEvent(tx, request.id, code, actor, options))) fail('afterSaleStatusChanged');
  // a claim on an insured order moves its policy with it (rules/insurance.ts)
  await syncPolicy(tx, request.orderId, actor);
  return { afterSaleNo, changed: true };
}

/** The buyer withdraws the request before sending anything (BUYER_CANCEL: 2 or 3 → 8); a return opened for its goods is cancelled with it. */
export async function cancelAfterSale(tx: Queryable, userId: number, afterSaleNo: string): Promise<AfterSaleChange> {
  const request = await buyersRequest(tx, userId, afterSaleNo);
  const change = await move(tx, request, 'BUYER_CANCEL', AfterSaleActor.Buyer, { alreadyIn: [AfterSaleStatus.Cancelled], set: { review_deadline: null } });
  if (change.changed) await returns.cancelClaimReturn(tx, request.id);
  return change;
}

/**
 * The buyer sends the items back with a logistics company and tracking number (BUYER_RETURN: 3 → 4): the
 * request's return is shipped (3 → 4) in the same transaction. The same shipment again answers unchanged.
 */
export async function shipAfterSale(tx: Queryable, userId: number, body: ShipAfterSaleBody): Promise<AfterSaleChange> {
  const request = await buyersRequest(tx, userId, body.afterSaleNo);
  if (request.status !== AfterSaleStatus.PendingShipment && request.status !== AfterSaleStatus.InTransit) fail('afterSaleStatusChanged');
  const shipped = await returns.shipClaimReturn(tx, request.id, { logisticsCompany: body.logisticsCompany, trackingNo: body.trackingNo }).catch((error: unknown) => {
    // shipped before with other details: the request had moved on
    if (error instanceof AppError && request.status === AfterSaleStatus.InTransit) fail('afterSaleStatusChanged');
    throw error;
  });
  if (!shipped.changed) return { afterSaleNo: request.afterSaleNo, changed: false };
  return move(tx, request, 'BUYER_RETURN', AfterSaleActor.Buyer);
}

/** The buyer confirms the refund arrived (BUYER_CONFIRM: 5 → 6). */
export const confirmRefund = async (tx: Queryable, userId: number, afterSaleNo: string) =>
  move(tx, await buyersRequest(tx, userId, afterSaleNo), 'BUYER_CONFIRM', AfterSaleActor.Buyer, { alreadyIn: [AfterSaleStatus.Completed], set: { confirm_deadline: null } });

// ---------- refunds ----------
/** Refunds `amount` of the request's order line through the payment service; answers the columns the move records. */
async function refund(tx: Queryable, request: store.AfterSaleRow, amount: number, reason: string): Promise<Record<string, ColumnValue>> {
  const refundNo = await refundRequest(
    tx,
    { ...request, no: request.afterSaleNo, source: 'afterSale', clientKey: `afterSale:${request.afterSaleNo}` },
    [{ orderItemId: request.orderItemId, amount }],
    reason,
  );
  return { refund_no: refundNo, refunded_amount: amount };
}

/** The refund's reason when the goods owner's review or receipt makes it (stored words, read alike in both languages). */
const ownersRefundNote = (request: store.AfterSaleRow) => `After-sales ${request.afterSaleNo} / 售后 ${request.afterSaleNo}`;

/** Refunded, the buyer has AFTER_SALE_CONFIRM_DAYS to confirm before the request completes by itself. */
const confirmBy = () => sqlExpression(`now() + interval '${AFTER_SALE_CONFIRM_DAYS} days'`);

// ---------- the goods owner (or the platform for one, or the review deadline) ----------
export interface OwnerSide {
  ownerId?: number;
  actor: 'owner' | 'platform';
}

/** Any request, row-locked (the platform's desk; the audit log reads it before and after a staff member's change). */
export const lockedRequest = (tx: Queryable, afterSaleNo: string) => store.lockAfterSale(tx, {}, afterSaleNo);

export const ownersRequest = async (tx: Queryable, side: OwnerSide, afterSaleNo: string) =>
  (await store.lockAfterSale(tx, side.ownerId === undefined ? {} : { ownerId: side.ownerId }, afterSaleNo)) ?? fail('afterSaleNotFound');

/** The nearest return reason for the goods an after-sales request sends back. */
const RETURN_REASON: Record<AfterSaleReasonCode, ReturnReasonCode> = { damagedInTransit: 'damaged', faulty: 'faulty', partlyUsable: 'faulty', other: 'other' };

/**
 * Approves a request waiting for review: with goods to send back it waits for them (PASS: 2 → 3), and
 * the return that carries them is opened to the order's ship-from warehouse in the same transaction;
 * with none the refund is made at once (WAIT_REFUND: 2 → 5).
 */
export async function approveAfterSale(tx: Queryable, request: store.AfterSaleRow, actor: AfterSaleActor): Promise<AfterSaleChange> {
  if (request.returnQuantity > 0) {
    const change = await move(tx, request, 'PASS', actor, { alreadyIn: [AfterSaleStatus.PendingShipment], set: { review_deadline: null } });
    if (!change.changed) return change;
    await returns.openClaimReturn(
      tx,
      {
        afterSaleId: request.id,
        afterSaleNo: request.afterSaleNo,
        orderId: request.orderId,
        userId: request.userId,
        ownerId: request.ownerId,
        orderItemId: request.orderItemId,
        quantity: request.returnQuantity,
        reason: RETURN_REASON[request.reason],
        reasonText: request.description,
      },
      actor,
    );
    return change;
  }
  if (request.status === AfterSaleStatus.AwaitingReceipt) return { afterSaleNo: request.afterSaleNo, changed: false };
  if (request.status !== AfterSaleStatus.ToBeConfirmed) fail('afterSaleStatusChanged');
  const refunded = await refund(tx, request, request.applyAmount, ownersRefundNote(request));
  return move(tx, request, 'WAIT_REFUND', actor, { set: { ...refunded, review_deadline: null, confirm_deadline: confirmBy() } });
}

/**
 * The goods owner refuses a request waiting for review, saying why (REFUSE: 2 → 7); the buyer may ask the
 * platform to step in for INTERVENTION_APPEAL_DAYS.
 */
export const refuseAfterSale = (tx: Queryable, request: store.AfterSaleRow, actor: AfterSaleActor, reason: string) =>
  move(tx, request, 'REFUSE', actor, {
    note: reason,
    alreadyIn: [AfterSaleStatus.ReviewRejected],
    set: { refuse_reason: reason, review_deadline: null, appeal_deadline: appealDeadline() },
  });

/**
 * The buyer asks the platform to step in on the goods owner's refusal, within its deadline
 * (BUYER_INTERVENTION: 7 → 9). The request claims its units and money again, so under the order's
 * lock nothing may have taken them since the refusal: no other request open on the line, and the
 * line still has the units and money it asks for.
 */
export async function buyerAsksIntervention(tx: Queryable, userId: number, afterSaleNo: string, reason: string): Promise<AfterSaleChange> {
  const first = await buyersRequest(tx, userId, afterSaleNo);
  if (first.status === AfterSaleStatus.PlatformIntervention) return { afterSaleNo, changed: false };
  // the order's lock first, as applying takes it, then the request again as it stands under it
  const found = await store.buyersOrderLine(tx, userId, first.orderNo, first.orderItemId, WINDOW_FROM);
  if (!found) fail('afterSaleNotFound');
  const request = await buyersRequest(tx, userId, afterSaleNo);
  if (request.status === AfterSaleStatus.PlatformIntervention) return { afterSaleNo, changed: false };
  if (request.status !== AfterSaleStatus.ReviewRejected || request.appealOpen === null) fail('interventionNotOffered');
  if (!request.appealOpen) fail('interventionWindowClosed');
  if ((await store.openRequestOnLine(tx, request.orderItemId)) !== null) fail('interventionClaimTaken');
  const line = (await returns.lineClaimsOf(tx, request.orderId)).get(request.orderItemId);
  if (!line || request.applyQuantity > claimableUnits(line) || request.applyAmount > claimableAmount(line)) fail('interventionClaimTaken');
  return move(tx, request, 'BUYER_INTERVENTION', AfterSaleActor.Buyer, { note: reason, set: { appeal_deadline: null } });
}

/**
 * The goods owner has the items back: the request's return is received (4 → 5 → 6) and the refund is
 * made (SELLER_CONFIRM: 4 → 5), in one transaction under the request's lock.
 */
export async function confirmGoods(tx: Queryable, request: store.AfterSaleRow, actor: AfterSaleActor): Promise<AfterSaleChange> {
  if (request.status === AfterSaleStatus.AwaitingReceipt) return { afterSaleNo: request.afterSaleNo, changed: false };
  if (request.status !== AfterSaleStatus.InTransit) fail('afterSaleStatusChanged');
  await returns.receiveClaimReturn(tx, request.id, actor);
  const refunded = await refund(tx, request, request.applyAmount, ownersRefundNote(request));
  return move(tx, request, 'SELLER_CONFIRM', actor, { set: { ...refunded, confirm_deadline: confirmBy() } });
}

/** The goods owner stops a request it disputes; customer service decides (SELLER_TERMINATION: 3 or 4 → 9), its return waiting with it (→ 9). */
export async function terminateAfterSale(tx: Queryable, request: store.AfterSaleRow, reason: string): Promise<AfterSaleChange> {
  const change = await move(tx, request, 'SELLER_TERMINATION', AfterSaleActor.Owner, {
    note: reason,
    alreadyIn: [AfterSaleStatus.PlatformIntervention],
    set: { refuse_reason: reason },
  });
  if (change.changed) await returns.escalateClaimReturn(tx, request.id, reason);
  return change;
}

// ---------- the platform (customer-service agent) and the clock ----------
/**
 * Decides a request in intervention: a refund of `amount` (at most what the buyer asked) completes
 * it (COMPLETE: 9 → 6); none closes it (REFUSE: 9 → 7) with the agent's note.
 */
export async function decideAfterSale(tx: Queryable, body: DecideAfterSaleBody): Promise<AfterSaleChange> {
  const request = (await store.lockAfterSale(tx, {}, body.afterSaleNo)) ?? fail('afterSaleNotFound');
  if (request.status !== AfterSaleStatus.PlatformIntervention) fail('afterSaleStatusChanged');
  // the platform's refusal is final: no deadline to ask again
  if (body.decision === 'none') {
    const refused = await move(tx, request, 'REFUSE', AfterSaleActor.Platform, { note: body.note, set: { refuse_reason: body.note, appeal_deadline: null } });
    await returns.closeClaimReturn(tx, request.id, false, body.note);
    return refused;
  }
  const amount = body.amount!;
  if (amount > request.applyAmount) fail('afterSaleRefundTooLarge');
  const refunded = await refund(tx, request, amount, body.note);
  const completed = await move(tx, request, 'COMPLETE', AfterSaleActor.Platform, { note: body.note, set: refunded });
  await returns.closeClaimReturn(tx, request.id, true, body.note);
  return completed;
}

/** The buyer did not confirm the refund in time: the request completes by itself (COMPLETE: 5 → 6). */
export const completeUnconfirmed = (tx: Queryable, request: store.AfterSaleRow) => move(tx, request, 'COMPLETE', AfterSaleActor.System, { set: { confirm_deadline: null } });
