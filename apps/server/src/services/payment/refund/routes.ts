/**
 * The refund routes: the buyer's refunds (list, refundDetail, retrying a failed one) and the goods
 * owner's desk (their shop's refunds; the platform's staff see every refund). Refunds themselves
 * are made by the order service through refundOrderLines, never by a route of their own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REFUND_DESK_ROLES, RefundDetail, RefundListBody, RefundListRequest, RefundNoBody, RefundPage, RetryRefundBody, worksServiceDesk } from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { fail } from '../../../platform/errors';
import { route } from '../../../platform/routes';
import { notifyRefundChange } from './notify';
import { retryRefund } from './service';
import { goodsOwnerOfUser, type RefundScope } from './store';
import { refundDetail, refundList } from './view';

/**
 * The desk's scope (who may read the desk at all is its routes' declared REFUND_DESK_ROLES): a goods owner sees their
 * shop's refunds, the platform and customer service every refund.
 */
async function deskScope(db: Db, request: FastifyRequest): Promise<RefundScope> {
  const session = sessionOf(request);
  if (worksServiceDesk(session.roles)) return {};
  const ownerId = await goodsOwnerOfUser(db, session.userId);
  if (ownerId === null) fail('notGoodsOwner');
  return { ownerId };
}

export function refundRoutes(app: FastifyInstance, db: Db, outbox: Outbox): void {
  const tags = ['payment'];
  const buyer = (request: FastifyRequest): RefundScope => ({ userId: sessionOf(request).userId });

  route(app, 'POST', '/refund/list', { response: RefundPage, body: RefundListRequest, auth: 'required', summary: "The buyer's refunds, newest first", tags }, ({ body, request }) =>
    refundList(db, buyer(request), body ?? RefundListBody.parse({})),
  );
  route(
    app,
    'POST',
    '/refund/detail',
    { response: RefundDetail, body: RefundNoBody, auth: 'required', summary: "One of the buyer's refunds with its lines and history (refundDetail)", tags },
    ({ body, request }) => refundDetail(db, buyer(request), body.refundNo),
  );
  route(
    app,
    'POST',
    '/refund/retry',
    { response: RefundDetail, body: RetryRefundBody, auth: 'required', summary: 'Try a failed refund again, to the original method or the wallet', tags },
    async ({ body, request }) => {
      await db.transaction((tx) => retryRefund(tx, sessionOf(request).userId, body.refundNo, body.toWallet));
      try {
        await notifyRefundChange(db, outbox, body.refundNo);
      } catch (error) {
        request.log.error({ err: error, refundNo: body.refundNo }, 'refund notice not sent');
      }
      return refundDetail(db, buyer(request), body.refundNo);
    },
  );
  route(
    app,
    'POST',
    '/owner/refund/list',
    { response: RefundPage, body: RefundListRequest, auth: 'required', roles: REFUND_DESK_ROLES, summary: "The goods owner's refunds, newest first", tags },
    async ({ body, request }) => refundList(db, await deskScope(db, request), body ?? RefundListBody.parse({})),
  );
  route(
    app,
    'POST',
    '/owner/refund/detail',
    { response: RefundDetail, body: RefundNoBody, auth: 'required', roles: REFUND_DESK_ROLES, summary: "One of the goods owner's refunds", tags },
    async ({ body, request }) => refundDetail(db, await deskScope(db, request), body.refundNo),
  );
}
