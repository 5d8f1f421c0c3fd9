/**
 * Returns and refund-only requests (docs/product.md §3 return, §4 return statuses and timed rules,
 * §5 return rules, §6 review and platform intervention). Each function is one change of one request
 * inside the caller's transaction, through the request machine's guarded transition, and answers
 * the request's number and whether anything changed (a repeat of a change already made answers as
 * the first did and changes nothing, so a double click or a retry after a lost answer is safe).
 *
 * Completing a request (arrival confirmed, a refund-only request approved, a platform decision with
 * a refund) refunds through the payment service's refundOrderLines in the same transaction: the
 * request is completed exactly when its refund is recorded.
 *
 * The goods an approved after-sales request sends back travel as a return too (the end of this file):
 * the after-sales service opens, ships, receives and closes it through these functions.
 */
import {
  type ApplyReturnBody,
  BUYER_CANCELLABLE_STATUSES,
  type DecideInterventionBody,
  INTERVENTION_FROM_STATUSES,
  OrderStatus,
  RETURNABLE_ORDER_STATUSES,
  RETURN_REVIEW_HOURS,
  ReturnActor,
  ReturnKind,
  type ReturnReasonCode,
  ReturnStatus,
  type ShipReturnBody,
  claimableAmount,
  claimableUnits,
  claimedReturnAmount,
  returnNote,
  returnWindowClosesAt,
  toEpochSeconds,
} from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { referenceNo } from '../../../platform/reference-numbers';
import { type ColumnValue, sqlExpression } from '../../../platform/transitions';
import { lineClaimsOf } from './claims';
import { appealDeadline, applyOnce, refundRequest, replayOf, requestFingerprint, reviewDeadline } from '../requests/service';
import { allOwnPhotos } from '../../files/service';
import { holdOpenAccount } from '../closure/service';
import * as store from './store';

/** What each line of an order can still be claimed for, by a return or an after-sales request (afterSales/service.ts reads it too). */
export { lineClaimsOf };
/** A return carrying an after-sales request's goods back, as that request's pages show it. */
export type { ClaimReturnRow } from './store';

/** What a change did: the request it is about and whether it moved (false for a repeat). */
export interface ReturnChange {
  returnNo: string;
  changed: boolean;
}

/** The order statuses from which the return window runs: it starts when the order first reaches one of them. */
const WINDOW_FROM: readonly OrderStatus[] = [OrderStatus.OutForDelivery, OrderStatus.Completed];

/** Whether the order's window is open at `now` (epoch seconds), and when it closes. */
export function windowOf(order: Pick<store.ReturnableOrderRow, 'windowStartedAt' | 'returnWindowDays'>, now: number) {
  const startedAt = toEpochSeconds(order.windowStartedAt);
  const closesAt = startedAt === null ? null : returnWindowClosesAt(startedAt, order.returnWindowDays);
  return { startedAt, closesAt, open: closesAt !== null && now < closesAt };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

// ---------- the buyer ----------
/** What an order allows a buyer to ask for now (the apply page and the order detail read it). */
export async function returnableOrder(db: Queryable, userId: number, orderNo: string) {
  const order = await store.buyersOrder(db, userId, orderNo, WINDOW_FROM, false);
  if (!order) fail('orderNotFound');
  const window = windowOf(order, nowSeconds());
  const claims = await lineClaimsOf(db, order.id);
  const lines = (await store.orderLines(db, order.id)).map(({ heldQuantity: _held, heldAmount: _amount, ...line }) => ({
    ...line,
    // units no return or after-sales request holds, and no more than the money left covers
    returnableQuantity: claimableUnits(claims.get(line.orderItemId)!),
  }));
  return {
    orderNo: order.orderNo,
    orderStatus: order.status,
    windowDays: order.returnWindowDays,
    windowStartedAt: window.startedAt,
    windowClosesAt: window.closesAt,
    canApply: RETURNABLE_ORDER_STATUSES.includes(order.status) && window.open && lines.some((line) => line.returnableQuantity > 0),
    lines,
  };
}

/** The request's fingerprint: the same client key must come with the same request (its lines in any order). */
const fingerprint = (body: ApplyReturnBody) => requestFingerprint(body, (rest) => ({ ...rest, lines: [...rest.lines].sort((a, b) => a.orderItemId - b.orderItemId) }));

function replay(earlier: { returnNo: string; requestHash: string } | null, body: ApplyReturnBody): ReturnChange | null {
  const returnNo = replayOf(earlier && { no: earlier.returnNo, requestHash: earlier.requestHash }, fingerprint(body), 'returnKeyReused');
  return returnNo === null ? null : { returnNo, changed: false };
}

/**
 * Applies for a return and refund or a refund only. The order is row-locked while the lines'
 * returnable quantities are counted and the request is written, so concurrent requests for the
 * same line queue and never hold more than was ordered.
 */
export async function applyForReturn(db: Db, userId: number, body: ApplyReturnBody): Promise<ReturnChange> {
  // the same key raced in on another order's lock: the winner's request is the answer
  return applyOnce(
    db,
    (tx) => applyInTransaction(tx, userId, body),
    async (tx) => replay(await store.returnOfClientKey(tx, userId, body.clientKey), body),
  );
}

async function applyInTransaction(tx: Queryable, userId: number, body: ApplyReturnBody): Promise<ReturnChange> {
  // the buying lock first (as placing an order): a request racing the account's closure never lands on it closed
  await holdOpenAccount(tx, userId);
  const order = await store.buyersOrder(tx, userId, body.orderNo, WINDOW_FROM, true);
  if (!order) fail('orderNotFound');
  // under the order's lock, a concurrent request with the same key has committed or not begun
  const earlier = replay(await store.returnOfClientKey(tx, userId, body.clientKey), body);
  if (earlier) return earlier;
  if (!RETURNABLE_ORDER_STATUSES.includes(order.status)) fail('orderNotReturnable');
  if (!windowOf(order, nowSeconds()).open) fail('returnWindowClosed');

  // what returns, refund-only and after-sales requests and refunds left of each line, read under the order's lock
  const claims = await lineClaimsOf(tx, order.id);
  const lines = body.lines.map(({ orderItemId, quantity }) => {
    const line = claims.get(orderItemId);
    if (!line) fail('returnItemNotFound');
    if (quantity > line.ordered - line.heldUnits) fail('returnQuantityExceeded');
    const refundAmount = claimedReturnAmount(line, quantity);
    // units still free but the money left does not cover them (another request asked for it, or a refund took it)
    if (quantity > claimableUnits(line) || (refundAmount === 0 && line.paid > 0)) fail('claimNothingLeft');
    return { orderItemId, quantity, refundAmount };
  });
  const photoNames = body.photos.map((photo) => photo.url);
  if (!(await allOwnPhotos(tx, userId, photoNames))) fail('returnPhotoNotYours');

  const returnNo = referenceNo('RT');
  const id = await store.insertReturn(
    tx,
    {
      returnNo,
      orderId: order.id,
      userId,
      ownerId: order.ownerId,
      kind: body.kind,
      reason: body.reason,
      reasonText: body.reasonText,
      notes: body.notes,
      photos: body.photos,
      clientKey: body.clientKey,
      requestHash: fingerprint(body),
      lines,
    },
    ReturnActor.Buyer,
  );
  // created (1) → to be confirmed (2): the goods owner's review deadline starts
  await store.moveReturn(tx, id, [ReturnStatus.Created], ReturnStatus.ToBeConfirmed, ReturnActor.Buyer, {
    set: { review_deadline: reviewDeadline(RETURN_REVIEW_HOURS) },
  });
  return { returnNo, changed: true };
}

async function buyersReturn(tx: Queryable, userId: number, returnNo: string) {
  return (await store.lockReturn(tx, { userId }, returnNo)) ?? fail('returnNotFound');
}

/** The buyer cancels before sending anything back (2 or 3 → 8); the quantities become returnable again. */
export async function cancelReturn(tx: Queryable, userId: number, returnNo: string): Promise<ReturnChange> {
  const request = await buyersReturn(tx, userId, returnNo);
  if (request.status === ReturnStatus.Cancelled) return { returnNo, changed: false };
  if (!(await store.moveReturn(tx, request.id, BUYER_CANCELLABLE_STATUSES, ReturnStatus.Cancelled, ReturnActor.Buyer, { set: { review_deadline: null } }))) {
    fail('returnStatusChanged');
  }
  return { returnNo, changed: true };
}

const sameShipment = (lines: store.ReturnLineRow[], items: ShipReturnBody['items']) =>
  items.every((item) => lines.some((line) => line.id === item.lineId && line.trackingNo === item.trackingNo && line.logisticsCompany === item.logisticsCompany));

/** The buyer sends an approved return back: a logistics company and tracking number for every line (3 → 4). */
export async function shipReturn(tx: Queryable, userId: number, body: ShipReturnBody): Promise<ReturnChange> {
  return shipLocked(tx, await buyersReturn(tx, userId, body.returnNo), body.items);
}

/** Ships a locked return (3 → 4); the same shipment again answers unchanged. */
async function shipLocked(tx: Queryable, request: store.ReturnRow, items: ShipReturnBody['items']): Promise<ReturnChange> {
  const returnNo = request.returnNo;
  const lines = await store.returnLines(tx, request.id);
  const everyLine = lines.length === items.length && lines.every((line) => items.some((item) => item.lineId === line.id));
  if (request.status === ReturnStatus.InTransit && everyLine && sameShipment(lines, items)) return { returnNo, changed: false };
  if (request.kind !== ReturnKind.ReturnAndRefund || request.status !== ReturnStatus.AwaitingShipment) fail('returnStatusChanged');
  if (!everyLine) fail('returnTrackingIncomplete');
  await store.recordShipment(tx, request.id, items);
  if (!(await store.moveReturn(tx, request.id, [ReturnStatus.AwaitingShipment], ReturnStatus.InTransit, ReturnActor.Buyer))) fail('returnStatusChanged');
  return { returnNo, changed: true };
}

/** Either side asks customer service to step in while the request is open (2, 3 or 4 → 9). */
export async function askIntervention(tx: Queryable, request: store.ReturnRow, side: 'buyer' | 'owner', actor: ReturnActor, reason: string): Promise<ReturnChange> {
  const returnNo = request.returnNo;
  if (request.status === ReturnStatus.PlatformIntervention && request.interventionAskedBy === side) return { returnNo, changed: false };
  const moved = await store.moveReturn(tx, request.id, INTERVENTION_FROM_STATUSES, ReturnStatus.PlatformIntervention, actor, {
    note: reason,
    set: { intervention_asked_by: side, intervention_reason: reason, intervention_asked_at: sqlExpression('now()'), review_deadline: null },
  });
  if (!moved) fail('returnStatusChanged');
  return { returnNo, changed: true };
}

/**
 * The buyer asks customer service to step in: while the request is open (2, 3 or 4), or on the goods
 * owner's rejection within INTERVENTION_APPEAL_DAYS (7 → 9, issue 31 item 8). A rejected request gave
 * its units and money back, so asking takes them again: under the order's lock, each line must still
 * have the units and money it asks for (nothing claimed them since), or it is refused.
 */
export async function buyerAsksIntervention(tx: Queryable, userId: number, returnNo: string, reason: string): Promise<ReturnChange> {
  const first = await buyersReturn(tx, userId, returnNo);
  if (first.status !== ReturnStatus.Rejected) return askIntervention(tx, first, 'buyer', ReturnActor.Buyer, reason);
  // the order's lock first, as applying takes it, then the request again as it stands under it
  if (!(await store.buyersOrder(tx, userId, first.orderNo, WINDOW_FROM, true))) fail('returnNotFound');
  const request = await buyersReturn(tx, userId, returnNo);
  if (request.status !== ReturnStatus.Rejected) return askIntervention(tx, request, 'buyer', ReturnActor.Buyer, reason);
  if (request.interventionDecision !== null || request.appealOpen == null) fail('interventionNotOffered');
  if (!request.appealOpen) fail('interventionWindowClosed');
  const claims = await lineClaimsOf(tx, request.orderId);
  for (const line of await store.returnLines(tx, request.id)) {
    const claim = claims.get(line.orderItemId);
    if (!claim || line.quantity > claim.ordered - claim.heldUnits || line.refundAmount > claimableAmount(claim)) fail('interventionClaimTaken');
  }
  const moved = await store.moveReturn(tx, request.id, [ReturnStatus.Rejected], ReturnStatus.PlatformIntervention, ReturnActor.Buyer, {
    note: reason,
    set: { intervention_asked_by: 'buyer', intervention_reason: reason, intervention_asked_at: sqlExpression('now()'), appeal_deadline: null },
  });
  if (!moved) fail('returnStatusChanged');
  return { returnNo, changed: true };
}

// ---------- completing with a refund ----------
/**
 * Completes the request (→ 6) granting `granted` pence per request line, and refunds those amounts
 * of the order lines through the payment service, in the same transaction.
 */
async function completeWithRefund(
  tx: Queryable,
  request: store.ReturnRow,
  from: readonly ReturnStatus[],
  granted: ReadonlyMap<number, number>,
  actor: ReturnActor,
  note: string,
  source: 'return' | 'refundOnly' | 'intervention',
  set: Record<string, ColumnValue> = {},
): Promise<void> {
  if (!(await store.moveReturn(tx, request.id, from, ReturnStatus.Completed, actor, { note, set: { completed_at: sqlExpression('now()'), review_deadline: null, ...set } }))) {
    fail('returnStatusChanged');
  }
  await store.recordGranted(tx, request.id, granted);
  const lines = await store.returnLines(tx, request.id);
  const refunds = lines.map((line) => ({ orderItemId: line.orderItemId, amount: granted.get(line.id) ?? 0 })).filter((line) => line.amount > 0);
  if (refunds.length === 0) return;
  await refundRequest(tx, { ...request, no: request.returnNo, source, clientKey: `return:${request.returnNo}` }, refunds, note);
}

const everything = (lines: store.ReturnLineRow[]) => new Map(lines.map((line) => [line.id, line.refundAmount]));

// ---------- the goods owner (or the platform acting for one, or the review deadline) ----------
/** The goods-owner side of a request: its own shop's requests, or every request for the platform. */
export interface OwnerSide {
  ownerId?: number;
  actor: 'owner' | 'platform';
}

export async function ownersReturn(tx: Queryable, side: OwnerSide, returnNo: string) {
  return (await store.lockReturn(tx, side.ownerId === undefined ? {} : { ownerId: side.ownerId }, returnNo)) ?? fail('returnNotFound');
}

/**
 * Approves a request waiting for review. A return and refund waits for the goods (2 → 3) with the
 * ship-from warehouse as its return address; a refund only skips shipping and completes with its
 * refund (2 → 6).
 */
export async function approveReturn(tx: Queryable, request: store.ReturnRow, actor: ReturnActor, note = ''): Promise<ReturnChange> {
  const returnNo = request.returnNo;
  // a repeat of an approval already made (a refund only completed by the platform's decision was not approved)
  const approved =
    request.kind === ReturnKind.ReturnAndRefund
      ? request.status === ReturnStatus.AwaitingShipment
      : request.status === ReturnStatus.Completed && request.interventionDecision === null;
  if (approved) return { returnNo, changed: false };
  if (request.status !== ReturnStatus.ToBeConfirmed) fail('returnStatusChanged');
  if (request.kind === ReturnKind.ReturnAndRefund) {
    const moved = await store.moveReturn(tx, request.id, [ReturnStatus.ToBeConfirmed], ReturnStatus.AwaitingShipment, actor, {
      note,
      set: { return_address: store.returnAddressOfOrder, review_deadline: null },
    });
    if (!moved) fail('returnStatusChanged');
  } else {
    const lines = await store.returnLines(tx, request.id);
    await completeWithRefund(tx, request, [ReturnStatus.ToBeConfirmed], everything(lines), actor, note || returnNote('refundWithoutReturn'), 'refundOnly');
  }
  return { returnNo, changed: true };
}

/** The goods owner rejects a request waiting for review, saying why (2 → 7); its quantities become returnable again. */
export async function rejectReturn(tx: Queryable, request: store.ReturnRow, actor: ReturnActor, reason: string): Promise<ReturnChange> {
  if (request.status === ReturnStatus.Rejected && request.interventionDecision === null) return { returnNo: request.returnNo, changed: false };
  const moved = await store.moveReturn(tx, request.id, [ReturnStatus.ToBeConfirmed], ReturnStatus.Rejected, actor, {
    note: reason,
    // the buyer may ask the platform to step in on the rejection until then
    set: { reject_reason: reason, review_deadline: null, appeal_deadline: appealDeadline() },
  });
  if (!moved) fail('returnStatusChanged');
  return { returnNo: request.returnNo, changed: true };
}

/** The goods owner has the returned items (4 → 5), and the request completes with its full refund (5 → 6). */
export async function confirmArrival(tx: Queryable, request: store.ReturnRow, actor: ReturnActor): Promise<ReturnChange> {
  if (request.kind !== ReturnKind.ReturnAndRefund) fail('returnStatusChanged');
  if (request.status === ReturnStatus.Completed && request.interventionDecision === null) return { returnNo: request.returnNo, changed: false };
  if (!(await store.moveReturn(tx, request.id, [ReturnStatus.InTransit], ReturnStatus.Arrived, actor, { note: returnNote('arrivalConfirmed') }))) fail('returnStatusChanged');
  const lines = await store.returnLines(tx, request.id);
  await completeWithRefund(tx, request, [ReturnStatus.Arrived], everything(lines), actor, '', 'return');
  return { returnNo: request.returnNo, changed: true };
}

// ---------- the platform (customer-service agent) ----------
/**
 * Decides a request in intervention: the full refund asked for, part of it (per request line, each
 * at most what the line asks), or none. A refund completes the request (9 → 6); none closes it
 * (9 → 7, with the agent's note).
 */
export async function decideIntervention(tx: Queryable, body: DecideInterventionBody): Promise<ReturnChange> {
  const request = (await store.lockReturn(tx, {}, body.returnNo)) ?? fail('returnNotFound');
  if (request.interventionDecision !== null && request.status !== ReturnStatus.PlatformIntervention) return { returnNo: body.returnNo, changed: false };
  if (request.status !== ReturnStatus.PlatformIntervention) fail('returnStatusChanged');
  const decided = { intervention_decision: body.decision, intervention_note: body.note, intervention_decided_at: sqlExpression('now()') };
  if (body.decision === 'none') {
    // the platform's refusal is final: no deadline to ask again
    if (
      !(await store.moveReturn(tx, request.id, [ReturnStatus.PlatformIntervention], ReturnStatus.Rejected, ReturnActor.Platform, {
        note: body.note,
        set: { ...decided, appeal_deadline: null },
      }))
    ) {
      fail('returnStatusChanged');
    }
    return { returnNo: body.returnNo, changed: true };
  }
  const lines = await store.returnLines(tx, request.id);
  let granted = everything(lines);
  if (body.decision === 'partial') {
    granted = new Map();
    for (const { lineId, amount } of body.lines) {
      const line = lines.find((l) => l.id === lineId);
      if (!line) fail('returnItemNotFound');
      if (amount > line.refundAmount) fail('returnRefundTooLarge');
      granted.set(lineId, amount);
    }
  }
  await completeWithRefund(tx, request, [ReturnStatus.PlatformIntervention], granted, ReturnActor.Platform, body.note, 'intervention', decided);
  return { returnNo: body.returnNo, changed: true };
}

// ---------- the goods an after-sales request sends back (a claim's return) ----------
/**
 * An after-sales request approved with goods to send back carries them as a return of its own, as a
 * Medusa claim has its return (decisions "After-sales goods back as a return"). The after-sales service
 * calls these in the transaction of its own move, holding its request's row lock (taken before the
 * return's); the return moves through the same machine and steps as any return (shipLocked,
 * confirmArrival), and its line asks no money: the refund is the after-sales request's.
 */
export interface ClaimGoods {
  afterSaleId: number;
  afterSaleNo: string;
  orderId: number;
  userId: number;
  ownerId: number;
  orderItemId: number;
  /** the units that go back */
  quantity: number;
  reason: ReturnReasonCode;
  reasonText: string;
}

const claimReturn = async (tx: Queryable, afterSaleId: number) => (await store.lockClaimReturn(tx, afterSaleId)) ?? fail('returnNotFound');

/**
 * Opens the return for the goods of an approved after-sales request: created (1) and at once awaiting
 * shipment (3) to the order's ship-from warehouse, the after-sales approval standing for its review.
 * A second call for the same request answers the return it made.
 */
export async function openClaimReturn(tx: Queryable, goods: ClaimGoods, actor: ReturnActor): Promise<ReturnChange> {
  const earlier = await store.lockClaimReturn(tx, goods.afterSaleId);
  if (earlier) return { returnNo: earlier.returnNo, changed: false };
  const returnNo = referenceNo('RT');
  const id = await store.insertReturn(
    tx,
    {
      returnNo,
      orderId: goods.orderId,
      userId: goods.userId,
      ownerId: goods.ownerId,
      kind: ReturnKind.ReturnAndRefund,
      reason: goods.reason,
      reasonText: goods.reasonText,
      notes: '',
      photos: [],
      // made by the after-sales request, never by a buyer's key (theirs are UUIDs): one per request
      clientKey: `afterSale:${goods.afterSaleNo}`,
      requestHash: goods.afterSaleNo,
      lines: [{ orderItemId: goods.orderItemId, quantity: goods.quantity, refundAmount: 0 }],
      afterSaleId: goods.afterSaleId,
    },
    actor,
  );
  const moved = await store.moveReturn(tx, id, [ReturnStatus.Created], ReturnStatus.AwaitingShipment, actor, {
    note: returnNote('afterSaleGoodsBack'),
    set: { return_address: store.returnAddressOfOrder },
  });
  if (!moved) fail('returnStatusChanged');
  return { returnNo, changed: true };
}

/** The buyer sends the goods back with one logistics company and tracking number (3 → 4, as shipReturn). */
export async function shipClaimReturn(tx: Queryable, afterSaleId: number, shipment: { logisticsCompany: string; trackingNo: string }): Promise<ReturnChange> {
  const request = await claimReturn(tx, afterSaleId);
  const lines = await store.returnLines(tx, request.id);
  return shipLocked(
    tx,
    request,
    lines.map((line) => ({ lineId: line.id, ...shipment })),
  );
}

/** The goods owner has the goods back (4 → 5 → 6, as confirmArrival; nothing to refund of its own). */
export const receiveClaimReturn = async (tx: Queryable, afterSaleId: number, actor: ReturnActor) => confirmArrival(tx, await claimReturn(tx, afterSaleId), actor);

/** The buyer withdrew the after-sales request before sending anything (3 → 8); nothing when it had no return. */
export async function cancelClaimReturn(tx: Queryable, afterSaleId: number): Promise<ReturnChange | null> {
  const request = await store.lockClaimReturn(tx, afterSaleId);
  if (!request) return null;
  if (request.status === ReturnStatus.Cancelled) return { returnNo: request.returnNo, changed: false };
  if (!(await store.moveReturn(tx, request.id, [ReturnStatus.AwaitingShipment], ReturnStatus.Cancelled, ReturnActor.Buyer))) fail('returnStatusChanged');
  return { returnNo: request.returnNo, changed: true };
}

/** The goods owner stopped the after-sales request: its return waits on customer service too (3 or 4 → 9, as askIntervention). */
export const escalateClaimReturn = async (tx: Queryable, afterSaleId: number, reason: string) =>
  askIntervention(tx, await claimReturn(tx, afterSaleId), 'owner', ReturnActor.Owner, reason);

/**
 * Customer service decided the after-sales request: its return closes with it, completed when the
 * request was refunded (9 → 6), rejected when not (9 → 7). Nothing when the request had no return.
 */
export async function closeClaimReturn(tx: Queryable, afterSaleId: number, refunded: boolean, note: string): Promise<ReturnChange | null> {
  const request = await store.lockClaimReturn(tx, afterSaleId);
  if (!request) return null;
  if (request.status !== ReturnStatus.PlatformIntervention) fail('returnStatusChanged');
  if (refunded) {
    await completeWithRefund(tx, request, [ReturnStatus.PlatformIntervention], new Map(), ReturnActor.Platform, note, 'intervention');
  } else if (!(await store.moveReturn(tx, request.id, [ReturnStatus.PlatformIntervention], ReturnStatus.Rejected, ReturnActor.Platform, { note, set: { reject_reason: note } }))) {
    fail('returnStatusChanged');
  }
  return { returnNo: request.returnNo, changed: true };
}

/** The returns carrying back the goods of these after-sales requests, by request id (the after-sales pages show them). */
export async function claimReturnsOf(db: Queryable, afterSaleIds: readonly number[]): Promise<Map<number, store.ClaimReturnRow>> {
  if (afterSaleIds.length === 0) return new Map();
  const rows = await store.claimReturns(db, afterSaleIds);
  return new Map(rows.map((row) => [Number(row.afterSaleId), { ...row, afterSaleId: Number(row.afterSaleId) }]));
}
