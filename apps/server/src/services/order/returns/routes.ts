/**
 * Return and refund-only routes: the buyer's (apply, list with tab counts, detail, cancel, ship, ask
 * for intervention), the goods owner's desk (list, detail, approve, reject, confirm arrival, ask for
 * intervention), the customer-service agent's intervention desk (queue, detail, decide), and the
 * carrier label PDF for all three. Every answer is the request as its reader may see it; someone
 * else's request is "not found".
 */
import { SELLER_DESK_ROLES } from '@clearlot/contract/rules/roles';
import {
  ApplyReturnBody,
  AskInterventionBody,
  DecideInterventionBody,
  EmptyBody,
  OrderNoBody,
  RejectReturnBody,
  ReturnActor,
  ReturnDetail,
  ReturnListBody,
  ReturnNoBody,
  ReturnPage,
  ReturnTabCounts,
  RETURN_LABEL_ROLES,
  ReturnableOrder,
  Role,
  ShipReturnBody,
  SERVICE_DESK_ROLES,
  type StaffAction,
  worksServiceDesk,
} from '@clearlot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../../platform/auth';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { Outbox } from '../../../platform/outbox';
import { route } from '../../../platform/routes';
import type { SessionRecord } from '../../../platform/sessions';
import { recordStaffAction } from '../../user/audit/service';
import { ownerScope } from '../orders/service';
import { labelAvailable, listReturns, returnDetail } from './detail';
import { returnLabelPdf } from './label/label';
import { type ChangedBy, notifyReturnChange } from './notify';
import * as returns from './service';
import * as store from './store';

/** The goods-owner side of a session: its shop's requests, or every request for the platform role. */
async function ownerSide(db: Queryable, session: SessionRecord): Promise<returns.OwnerSide> {
  const scope = await ownerScope(db, session);
  return scope.ownerId === undefined ? { actor: 'platform' } : { ownerId: scope.ownerId, actor: 'owner' };
}

const scopeOf = (side: returns.OwnerSide): store.ReturnScope => (side.ownerId === undefined ? {} : { ownerId: side.ownerId });

export function registerReturnRoutes(app: FastifyInstance, db: Db, outbox: Outbox): void {
  const tags = ['order', 'returns'];
  /** Announces a change to the other side once it has committed; a failed notice never undoes the change. */
  const announce = async (request: FastifyRequest, change: returns.ReturnChange, by: ChangedBy) => {
    if (!change.changed) return;
    try {
      await notifyReturnChange(db, outbox, change.returnNo, by);
    } catch (error) {
      request.log.error({ err: error, returnNo: change.returnNo }, 'return notice not sent');
    }
  };

  // ---- the buyer ----
  const buyer = (request: FastifyRequest) => sessionOf(request).userId;
  const buyerView = (userId: number, returnNo: string) => returnDetail(db, { userId }, 'buyer', returnNo);
  const buyerAction = <B extends { returnNo: string }>(
    path: string,
    body: Parameters<typeof route>[3]['body'],
    summary: string,
    act: (tx: Queryable, userId: number, body: B) => Promise<returns.ReturnChange>,
  ) =>
    route(app, 'POST', path, { body, response: ReturnDetail, auth: 'required', summary, tags }, async ({ body: input, request }) => {
      const userId = buyer(request);
      const change = await db.transaction((tx) => act(tx, userId, input as B));
      await announce(request, change, 'buyer');
      return buyerView(userId, change.returnNo);
    });

  route(
    app,
    'POST',
    '/return/mall/returnable',
    { body: OrderNoBody, response: ReturnableOrder, auth: 'required', summary: 'What can still be returned of one of my orders, and until when', tags },
    ({ body, request }) => returns.returnableOrder(db, buyer(request), body.orderNo),
  );
  route(
    app,
    'POST',
    '/return/mall/apply',
    { body: ApplyReturnBody, response: ReturnDetail, auth: 'required', summary: 'Apply for a return and refund or a refund only (idempotent by clientKey)', tags },
    async ({ body, request }) => {
      const userId = buyer(request);
      const change = await returns.applyForReturn(db, userId, body);
      await announce(request, change, 'buyer');
      return buyerView(userId, change.returnNo);
    },
  );
  route(
    app,
    'POST',
    '/return/mall/list',
    { body: ReturnListBody, response: ReturnPage, auth: 'required', summary: 'My return and refund requests by tab', tags },
    ({ body, request }) => listReturns(db, { userId: buyer(request) }, 'buyer', body),
  );
  route(app, 'POST', '/return/mall/tabCounts', { body: EmptyBody, response: ReturnTabCounts, auth: 'required', summary: 'Number of my requests per tab', tags }, ({ request }) =>
    store.tabCounts(db, { userId: buyer(request) }),
  );
  route(
    app,
    'POST',
    '/return/mall/detail',
    { body: ReturnNoBody, response: ReturnDetail, auth: 'required', summary: 'One of my requests with its history', tags },
    ({ body, request }) => buyerView(buyer(request), body.returnNo),
  );
  buyerAction<ReturnNoBody>('/return/mall/cancel', ReturnNoBody, 'Cancel my request before anything is sent back', (tx, userId, body) =>
    returns.cancelReturn(tx, userId, body.returnNo),
  );
  buyerAction<ShipReturnBody>('/return/mall/ship', ShipReturnBody, 'Send the items back: a logistics company and tracking number for every item', (tx, userId, body) =>
    returns.shipReturn(tx, userId, body),
  );
  buyerAction<AskInterventionBody>('/return/mall/intervene', AskInterventionBody, 'Ask customer service to step in', (tx, userId, body) =>
    returns.buyerAsksIntervention(tx, userId, body.returnNo, body.reason),
  );

  // ---- the goods owner's desk ----
  const ownerTags = ['order', 'returns', 'goods owner'];
  route(
    app,
    'POST',
    '/seller/return/list',
    { body: ReturnListBody, response: ReturnPage, auth: 'required', roles: SELLER_DESK_ROLES, summary: "The goods owner's return and refund requests by tab", tags: ownerTags },
    async ({ body, request }) => listReturns(db, scopeOf(await ownerSide(db, sessionOf(request))), 'owner', body),
  );
  route(
    app,
    'POST',
    '/seller/return/tabCounts',
    { body: EmptyBody, response: ReturnTabCounts, auth: 'required', roles: SELLER_DESK_ROLES, summary: "Number of the goods owner's requests per tab", tags: ownerTags },
    async ({ request }) => store.tabCounts(db, scopeOf(await ownerSide(db, sessionOf(request)))),
  );
  route(
    app,
    'POST',
    '/seller/return/detail',
    { body: ReturnNoBody, response: ReturnDetail, auth: 'required', roles: SELLER_DESK_ROLES, summary: 'One request of the goods owner', tags: ownerTags },
    async ({ body, request }) => returnDetail(db, scopeOf(await ownerSide(db, sessionOf(request))), 'owner', body.returnNo),
  );
  const ownerAction = <B extends { returnNo: string }>(
    path: string,
    body: Parameters<typeof route>[3]['body'],
    summary: string,
    action: StaffAction,
    act: (tx: Queryable, request: store.ReturnRow, actor: ReturnActor, body: B) => Promise<returns.ReturnChange>,
  ) =>
    route(app, 'POST', path, { body, response: ReturnDetail, auth: 'required', roles: SELLER_DESK_ROLES, summary, tags: ownerTags }, async ({ body: input, request }) => {
      const session = sessionOf(request);
      const side = await ownerSide(db, session);
      const actor = side.actor === 'owner' ? ReturnActor.Owner : ReturnActor.Platform;
      const change = await db.transaction(async (tx) => {
        const before = await returns.ownersReturn(tx, side, (input as B).returnNo);
        const done = await act(tx, before, actor, input as B);
        // the platform acting on the goods owner's desk is a staff action (issue 34 item 7); the goods owner's own is not
        if (side.actor === 'platform' && done.changed) await auditReturn(tx, session.userId, action, before, input as B);
        return done;
      });
      await announce(request, change, side.actor === 'owner' ? 'owner' : 'platform');
      return returnDetail(db, scopeOf(side), 'owner', change.returnNo);
    });
  ownerAction<ReturnNoBody>('/seller/return/approve', ReturnNoBody, 'Approve a request (a refund only completes with its refund)', 'return.approve', (tx, request, actor) =>
    returns.approveReturn(tx, request, actor),
  );
  ownerAction<RejectReturnBody>('/seller/return/reject', RejectReturnBody, 'Reject a request with a reason', 'return.reject', (tx, request, actor, body) =>
    returns.rejectReturn(tx, request, actor, body.reason),
  );
  ownerAction<ReturnNoBody>(
    '/seller/return/confirmArrival',
    ReturnNoBody,
    'The returned items arrived: the request completes with its refund',
    'return.confirmArrival',
    (tx, request, actor) => returns.confirmArrival(tx, request, actor),
  );
  ownerAction<AskInterventionBody>('/seller/return/intervene', AskInterventionBody, 'Ask customer service to step in', 'return.intervene', (tx, request, actor, body) =>
    returns.askIntervention(tx, request, 'owner', actor, body.reason),
  );

  // ---- the customer-service agent's intervention desk ----
  const agentTags = ['order', 'returns', 'customer service'];
  route(
    app,
    'POST',
    '/platform/return/list',
    {
      body: ReturnListBody,
      response: ReturnPage,
      auth: 'required',
      roles: SERVICE_DESK_ROLES,
      summary: 'Every request by tab (the intervention queue is the intervention tab)',
      tags: agentTags,
    },
    ({ body }) => {
      return listReturns(db, {}, 'agent', body);
    },
  );
  route(
    app,
    'POST',
    '/platform/return/detail',
    { body: ReturnNoBody, response: ReturnDetail, auth: 'required', roles: SERVICE_DESK_ROLES, summary: 'One request, for the agent', tags: agentTags },
    ({ body }) => {
      return returnDetail(db, {}, 'agent', body.returnNo);
    },
  );
  route(
    app,
    'POST',
    '/platform/return/decide',
    {
      body: DecideInterventionBody,
      response: ReturnDetail,
      auth: 'required',
      roles: SERVICE_DESK_ROLES,
      summary: 'Decide a request in intervention: full, partial or no refund',
      tags: agentTags,
    },
    async ({ body, request }) => {
      const actorUserId = sessionOf(request).userId;
      const change = await db.transaction(async (tx) => {
        // the request as it stood, under the row lock the decision takes first anyway
        const before = await store.lockReturn(tx, {}, body.returnNo);
        const done = await returns.decideIntervention(tx, body);
        if (before && done.changed) await auditReturn(tx, actorUserId, 'return.decide', before, body);
        return done;
      });
      await announce(request, change, 'platform');
      return returnDetail(db, {}, 'agent', change.returnNo);
    },
  );

  // ---- the carrier label: a PDF, not an envelope (left out of the API document like stored files) ----
  // open to buyers, goods owners and customer service alike (RETURN_LABEL_ROLES, checked before the handler); which
  // returns each may see is the ownership rule of labelRow below
  app.get<{ Params: { returnNo: string } }>(
    '/return/label/:returnNo',
    { schema: { hide: true }, config: { auth: 'required', roles: RETURN_LABEL_ROLES } },
    async (request, reply) => {
      const session = sessionOf(request);
      const returnNo = request.params.returnNo;
      if (!/^[A-Z0-9]{6,32}$/.test(returnNo)) fail('returnNotFound');
      const row = await labelRow(db, session, returnNo);
      if (!row) fail('returnNotFound');
      if (!labelAvailable(row)) fail('returnLabelUnavailable');
      const pdf = await returnLabelPdf(row);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', pdf.length)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="clearlot-return-${returnNo}.pdf"`)
        .send(pdf);
    },
  );
}

/**
 * The request as the label's reader may see it (the ownership rule; who may ask at all is the route's declared
 * RETURN_LABEL_ROLES): their own as the buyer, their shop's as its goods owner, any as the agent or platform; a return
 * carrying an after-sales request's goods back as well.
 */
async function labelRow(db: Db, session: SessionRecord, returnNo: string): Promise<store.ReturnDetailRow | null> {
  const own = await store.detailRow(db, { userId: session.userId, withClaimReturns: true }, returnNo);
  if (own) return own;
  if (worksServiceDesk(session.roles)) return store.detailRow(db, { withClaimReturns: true }, returnNo);
  if (!session.roles.includes(Role.Seller)) return null;
  const ownerId = (await ownerScope(db, session)).ownerId;
  return ownerId === undefined ? null : store.detailRow(db, { ownerId, withClaimReturns: true }, returnNo);
}

/**
 * One audit row (issue 34 item 7) for a staff member's change of a request, in the change's transaction: the
 * request's status and decision as they were, and as they are now with what the staff member sent (the decision,
 * the refund per line, the note or reason).
 */
async function auditReturn(tx: Queryable, actorUserId: number, action: StaffAction, before: store.ReturnRow, sent: object): Promise<void> {
  const after = (await store.lockReturn(tx, {}, before.returnNo))!;
  const { returnNo: _returnNo, ...input } = sent as Record<string, unknown>;
  await recordStaffAction(tx, {
    actorUserId,
    action,
    targetKind: 'return',
    targetId: before.returnNo,
    before: { status: before.status, interventionDecision: before.interventionDecision, orderNo: before.orderNo },
    after: { status: after.status, interventionDecision: after.interventionDecision, ...input },
  });
}
