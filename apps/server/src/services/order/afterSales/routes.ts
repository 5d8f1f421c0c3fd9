/**
 * After-sales routes: the buyer's (apply, list, detail, cancel, ship, confirm the refund), the goods
 * owner's desk (list, detail, approve, refuse, confirm the goods, stop the request) and customer
 * service's (list, detail, decide). Every answer is the request as its reader may see it; someone
 * else's request is "not found".
 */
import { SELLER_DESK_ROLES } from '@clearlot/contract/rules/roles';
import {
  AfterSaleActor,
  AfterSaleDetail,
  AfterSaleEligibility,
  AfterSaleListBody,
  AfterSaleNoBody,
  AfterSalePage,
  AfterSaleReasonBody,
  ApplyAfterSaleBody,
  DecideAfterSaleBody,
  OrderNoBody,
  ShipAfterSaleBody,
  SERVICE_DESK_ROLES,
  type StaffAction,
} from '@clearlot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../../platform/auth';
import type { Db, Queryable } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { route } from '../../../platform/routes';
import { recordStaffAction } from '../../user/audit/service';
import { ownerScope } from '../orders/service';
import { afterSaleDetail, listAfterSales } from './detail';
import { type ChangedBy, notifyAfterSaleChange } from './notify';
import * as afterSales from './service';
import type * as store from './store';

async function ownerSide(db: Queryable, request: FastifyRequest): Promise<afterSales.OwnerSide> {
  const scope = await ownerScope(db, sessionOf(request));
  return scope.ownerId === undefined ? { actor: 'platform' } : { ownerId: scope.ownerId, actor: 'owner' };
}
const scopeOf = (side: afterSales.OwnerSide): store.AfterSaleScope => (side.ownerId === undefined ? {} : { ownerId: side.ownerId });

export function registerAfterSaleRoutes(app: FastifyInstance, db: Db, outbox: Outbox): void {
  /** Announces a committed change to the other side; a notice that fails never undoes the change. */
  const announce = async (request: FastifyRequest, change: afterSales.AfterSaleChange, by: ChangedBy) => {
    if (!change.changed) return;
    try {
      await notifyAfterSaleChange(db, outbox, change.afterSaleNo, by);
    } catch (error) {
      request.log.error({ err: error, afterSaleNo: change.afterSaleNo }, 'after-sales notice not sent');
    }
  };

  // ---- the buyer ----
  const tags = ['order', 'after-sales'];
  const buyer = (request: FastifyRequest) => sessionOf(request).userId;
  const buyerAction = <B extends { afterSaleNo: string }>(
    path: string,
    body: Parameters<typeof route>[3]['body'],
    summary: string,
    act: (tx: Queryable, userId: number, body: B) => Promise<afterSales.AfterSaleChange>,
  ) =>
    route(app, 'POST', path, { body, response: AfterSaleDetail, auth: 'required', summary, tags }, async ({ body: input, request }) => {
      const userId = buyer(request);
      const change = await db.transaction((tx) => act(tx, userId, input as B));
      await announce(request, change, 'buyer');
      return afterSaleDetail(db, { userId }, 'buyer', change.afterSaleNo);
    });
  route(
    app,
    'POST',
    '/afterSale/mall/apply',
    { body: ApplyAfterSaleBody, response: AfterSaleDetail, auth: 'required', summary: 'Apply for after-sales on a damaged or faulty order line (idempotent by clientKey)', tags },
    async ({ body, request }) => {
      const userId = buyer(request);
      const change = await afterSales.applyForAfterSale(db, userId, body);
      await announce(request, change, 'buyer');
      return afterSaleDetail(db, { userId }, 'buyer', change.afterSaleNo);
    },
  );
  route(
    app,
    'POST',
    '/afterSale/mall/eligible',
    { body: OrderNoBody, response: AfterSaleEligibility, auth: 'required', summary: 'What an order allows to be reported as damaged or faulty now, per line', tags },
    ({ body, request }) => afterSales.afterSaleEligibility(db, buyer(request), body.orderNo),
  );
  route(
    app,
    'POST',
    '/afterSale/mall/list',
    { body: AfterSaleListBody, response: AfterSalePage, auth: 'required', summary: 'My after-sales requests', tags },
    ({ body, request }) => listAfterSales(db, { userId: buyer(request) }, 'buyer', body),
  );
  route(
    app,
    'POST',
    '/afterSale/mall/detail',
    { body: AfterSaleNoBody, response: AfterSaleDetail, auth: 'required', summary: 'One of my after-sales requests with its history', tags },
    ({ body, request }) => afterSaleDetail(db, { userId: buyer(request) }, 'buyer', body.afterSaleNo),
  );
  buyerAction<AfterSaleNoBody>('/afterSale/mall/cancel', AfterSaleNoBody, 'Cancel my request before anything is sent back', (tx, userId, body) =>
    afterSales.cancelAfterSale(tx, userId, body.afterSaleNo),
  );
  buyerAction<ShipAfterSaleBody>('/afterSale/mall/ship', ShipAfterSaleBody, 'Send the items back with a logistics company and tracking number', (tx, userId, body) =>
    afterSales.shipAfterSale(tx, userId, body),
  );
  buyerAction<AfterSaleNoBody>('/afterSale/mall/confirmRefund', AfterSaleNoBody, 'Confirm the refund arrived', (tx, userId, body) =>
    afterSales.confirmRefund(tx, userId, body.afterSaleNo),
  );
  buyerAction<AfterSaleReasonBody>(
    '/afterSale/mall/intervene',
    AfterSaleReasonBody,
    'Ask the platform to step in on a request the goods owner refused (within its deadline)',
    (tx, userId, body) => afterSales.buyerAsksIntervention(tx, userId, body.afterSaleNo, body.reason),
  );

  // ---- the goods owner's desk ----
  const ownerTags = ['order', 'after-sales', 'goods owner'];
  route(
    app,
    'POST',
    '/seller/afterSale/list',
    { body: AfterSaleListBody, response: AfterSalePage, auth: 'required', roles: SELLER_DESK_ROLES, summary: "The goods owner's after-sales requests", tags: ownerTags },
    async ({ body, request }) => listAfterSales(db, scopeOf(await ownerSide(db, request)), 'owner', body),
  );
  route(
    app,
    'POST',
    '/seller/afterSale/detail',
    { body: AfterSaleNoBody, response: AfterSaleDetail, auth: 'required', roles: SELLER_DESK_ROLES, summary: 'One after-sales request of the goods owner', tags: ownerTags },
    async ({ body, request }) => afterSaleDetail(db, scopeOf(await ownerSide(db, request)), 'owner', body.afterSaleNo),
  );
  const ownerAction = <B extends { afterSaleNo: string }>(
    path: string,
    body: Parameters<typeof route>[3]['body'],
    summary: string,
    action: StaffAction,
    act: (tx: Queryable, request: store.AfterSaleRow, actor: AfterSaleActor, body: B) => Promise<afterSales.AfterSaleChange>,
  ) =>
    route(app, 'POST', path, { body, response: AfterSaleDetail, auth: 'required', roles: SELLER_DESK_ROLES, summary, tags: ownerTags }, async ({ body: input, request }) => {
      const side = await ownerSide(db, request);
      const actor = side.actor === 'owner' ? AfterSaleActor.Owner : AfterSaleActor.Platform;
      const change = await db.transaction(async (tx) => {
        const before = await afterSales.ownersRequest(tx, side, (input as B).afterSaleNo);
        const done = await act(tx, before, actor, input as B);
        // the platform acting on the goods owner's desk is a staff action (issue 34 item 7); the goods owner's own is not
        if (side.actor === 'platform' && done.changed) await auditAfterSale(tx, sessionOf(request).userId, action, before, input as B);
        return done;
      });
      await announce(request, change, side.actor);
      return afterSaleDetail(db, scopeOf(side), 'owner', change.afterSaleNo);
    });
  ownerAction<AfterSaleNoBody>(
    '/seller/afterSale/approve',
    AfterSaleNoBody,
    'Approve a request (with nothing to send back, the refund is made at once)',
    'afterSale.approve',
    (tx, request, actor) => afterSales.approveAfterSale(tx, request, actor),
  );
  ownerAction<AfterSaleReasonBody>('/seller/afterSale/refuse', AfterSaleReasonBody, 'Refuse a request with a reason', 'afterSale.refuse', (tx, request, actor, body) =>
    afterSales.refuseAfterSale(tx, request, actor, body.reason),
  );
  ownerAction<AfterSaleNoBody>('/seller/afterSale/confirmGoods', AfterSaleNoBody, 'The items are back: the refund is made', 'afterSale.confirmGoods', (tx, request, actor) =>
    afterSales.confirmGoods(tx, request, actor),
  );
  ownerAction<AfterSaleReasonBody>(
    '/seller/afterSale/terminate',
    AfterSaleReasonBody,
    'Stop a disputed request: customer service decides',
    'afterSale.terminate',
    (tx, request, _actor, body) => afterSales.terminateAfterSale(tx, request, body.reason),
  );

  // ---- customer service ----
  const agentTags = ['order', 'after-sales', 'customer service'];
  route(
    app,
    'POST',
    '/platform/afterSale/list',
    {
      body: AfterSaleListBody,
      response: AfterSalePage,
      auth: 'required',
      roles: SERVICE_DESK_ROLES,
      summary: 'Every after-sales request (status 9 is the intervention queue)',
      tags: agentTags,
    },
    ({ body }) => {
      return listAfterSales(db, {}, 'agent', body);
    },
  );
  route(
    app,
    'POST',
    '/platform/afterSale/detail',
    { body: AfterSaleNoBody, response: AfterSaleDetail, auth: 'required', roles: SERVICE_DESK_ROLES, summary: 'One after-sales request, for the agent', tags: agentTags },
    ({ body }) => {
      return afterSaleDetail(db, {}, 'agent', body.afterSaleNo);
    },
  );
  route(
    app,
    'POST',
    '/platform/afterSale/decide',
    {
      body: DecideAfterSaleBody,
      response: AfterSaleDetail,
      auth: 'required',
      roles: SERVICE_DESK_ROLES,
      summary: 'Decide a request in intervention: a refund or none',
      tags: agentTags,
    },
    async ({ body, request }) => {
      const actorUserId = sessionOf(request).userId;
      const change = await db.transaction(async (tx) => {
        // the request as it stood, under the row lock the decision takes first anyway
        const before = await afterSales.lockedRequest(tx, body.afterSaleNo);
        const done = await afterSales.decideAfterSale(tx, body);
        if (before && done.changed) await auditAfterSale(tx, actorUserId, 'afterSale.decide', before, body);
        return done;
      });
      await announce(request, change, 'platform');
      return afterSaleDetail(db, {}, 'agent', change.afterSaleNo);
    },
  );
}

/**
 * One audit row (issue 34 item 7) for a staff member's change of an after-sales request, in the change's transaction:
 * its status as it was, and as it is now with what the staff member sent (the decision, the amount, the note or reason).
 */
async function auditAfterSale(tx: Queryable, actorUserId: number, action: StaffAction, before: store.AfterSaleRow, sent: object): Promise<void> {
  const after = (await afterSales.lockedRequest(tx, before.afterSaleNo))!;
  const { afterSaleNo: _afterSaleNo, ...input } = sent as Record<string, unknown>;
  await recordStaffAction(tx, {
    actorUserId,
    action,
    targetKind: 'afterSale',
    targetId: before.afterSaleNo,
    before: { status: before.status, orderNo: before.orderNo, applyAmount: before.applyAmount },
    after: { status: after.status, ...input },
  });
}
