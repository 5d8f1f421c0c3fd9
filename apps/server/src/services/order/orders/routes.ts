/** Order placement and management routes (buyer and goods owner). */
import { SELLER_DESK_ROLES } from '@clearlot/contract/rules/roles';
import {
  CancelOrderBody,
  CancelResult,
  CancellationAnswer,
  EmptyBody,
  OrderDetail,
  OrderListBody,
  OrderNoBody,
  OrderPage,
  OrderTabCounts,
  OwnerOrderListBody,
  PlaceOrderBody,
  ReviewCancellationBody,
  ShipOrderBody,
  type StaffAction,
  Trade,
  TradeNoBody,
} from '@clearlot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { route } from '../../../platform/routes';
import { orderNotice, postNotice } from '../../message/notices/service';
import { recordStaffAction } from '../../user/audit/service';
import { tradeView } from '../trades/service';
import { buyerCancel } from './cancel';
import { listOrders, orderDetail, tabCounts } from './detail';
import { lockOrder } from './store';
import { confirmReceipt, confirmStock, deliverOrder, reviewCancellation, shipOrder } from './owner';
import { placeOrder } from './place';
import { ownerScope } from './service';

export function registerOrderRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['order'];
  const detailOf = async (userId: number, orderNo: string) => (await orderDetail(db, { userId }, orderNo)) ?? fail('orderNotFound');

  route(
    app,
    'POST',
    '/order/mall/save',
    { response: Trade, body: PlaceOrderBody, auth: 'required', summary: 'Place a real-time order or a pre-order from cart lines (idempotent by clientKey)', tags },
    ({ body, request }) => placeOrder(db, sessionOf(request).userId, body),
  );
  route(app, 'POST', '/order/mall/trade', { response: Trade, body: TradeNoBody, auth: 'required', summary: 'A trade to pay', tags }, ({ body, request }) =>
    tradeView(db, sessionOf(request).userId, body.tradeNo),
  );
  route(app, 'POST', '/order/mall/list', { response: OrderPage, body: OrderListBody, auth: 'required', summary: 'My orders by tab', tags }, ({ body, request }) =>
    listOrders(db, { userId: sessionOf(request).userId }, body),
  );
  route(app, 'POST', '/order/mall/tabCounts', { response: OrderTabCounts, body: EmptyBody, auth: 'required', summary: 'Number of my orders per tab', tags }, ({ request }) =>
    tabCounts(db, sessionOf(request).userId),
  );
  route(app, 'POST', '/order/mall/detail', { response: OrderDetail, body: OrderNoBody, auth: 'required', summary: 'One of my orders', tags }, ({ body, request }) =>
    detailOf(sessionOf(request).userId, body.orderNo),
  );
  route(
    app,
    'POST',
    '/order/mall/cancel',
    { response: CancelResult, body: CancelOrderBody, auth: 'required', summary: 'Cancel an order (at once, or by request for review)', tags },
    async ({ body, request }) => {
      const userId = sessionOf(request).userId;
      const outcome = await db.transaction((tx) => buyerCancel(tx, userId, body.orderNo, body.reason));
      return { outcome, order: await detailOf(userId, body.orderNo) };
    },
  );
  // An order without a cancellation answers null: the order page asks about every order, and "none" is not a failure.
  route(
    app,
    'POST',
    '/order/mall/cancelDetail',
    { response: CancellationAnswer, body: OrderNoBody, auth: 'required', summary: 'The cancellation of one of my orders, or null', tags },
    async ({ body, request }) => (await detailOf(sessionOf(request).userId, body.orderNo)).cancellation,
  );
  route(app, 'POST', '/order/mall/confirmReceipt', { response: OrderDetail, body: OrderNoBody, auth: 'required', summary: 'Confirm receipt', tags }, async ({ body, request }) => {
    const userId = sessionOf(request).userId;
    await db.transaction((tx) => confirmReceipt(tx, userId, body.orderNo));
    return detailOf(userId, body.orderNo);
  });

  // goods owner (and platform) desk
  const ownerTags = ['order', 'goods owner'];
  route(
    app,
    'POST',
    '/seller/order/list',
    { response: OrderPage, body: OwnerOrderListBody, auth: 'required', roles: SELLER_DESK_ROLES, summary: "The goods owner's orders", tags: ownerTags },
    async ({ body, request }) => {
      const scope = await ownerScope(db, sessionOf(request));
      return listOrders(db, { ...(scope.ownerId !== undefined ? { ownerId: scope.ownerId } : {}) }, body);
    },
  );
  const ownerAction = <B>(
    path: string,
    schema: Parameters<typeof route>[3]['body'],
    summary: string,
    action: StaffAction,
    act: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], scope: Awaited<ReturnType<typeof ownerScope>>, body: B) => Promise<void>,
    after?: (request: FastifyRequest, orderNo: string) => Promise<void>,
  ) =>
    route(app, 'POST', path, { body: schema, response: OrderDetail, auth: 'required', roles: SELLER_DESK_ROLES, summary, tags: ownerTags }, async ({ body, request }) => {
      const session = sessionOf(request);
      const scope = await ownerScope(db, session);
      const orderNo = (body as { orderNo: string }).orderNo;
      await db.transaction(async (tx) => {
        // the platform acting on the goods owner's desk is a staff action (issue 34 item 7): the order as it was (under the
        // row lock every one of these moves takes first anyway) and as it is, in the move's transaction
        const before = scope.actor === 'platform' ? await lockOrder(tx, { orderNo }) : null;
        await act(tx, scope, body as B);
        if (before) {
          const now = (await lockOrder(tx, { orderNo }))!;
          const { orderNo: _orderNo, ...sent } = body as Record<string, unknown>;
          await recordStaffAction(tx, {
            actorUserId: session.userId,
            action,
            targetKind: 'order',
            targetId: orderNo,
            before: { status: before.status },
            after: { status: now.status, ...sent },
          });
        }
      });
      await after?.(request, orderNo);
      return (await orderDetail(db, scope.ownerId !== undefined ? { ownerId: scope.ownerId } : {}, orderNo)) ?? fail('orderNotFound');
    });
  ownerAction<{ orderNo: string }>('/seller/order/confirmStock', OrderNoBody, 'Pre-order stock is ready: ask the buyer for the balance', 'order.confirmStock', (tx, scope, body) =>
    confirmStock(tx, scope, body.orderNo),
  );
  // the buyer hears of it in the message centre (issue 12), once the change has committed; a failed notice never undoes it
  const tellBuyer = async (request: FastifyRequest, orderNo: string, event: 'shipped' | 'outForDelivery') => {
    // one statement on its own: the row lock ends with it
    const buyer = (await lockOrder(db, { orderNo }))?.userId;
    if (buyer) await postNotice(db, buyer, orderNotice(event, orderNo)).catch((error: unknown) => request.log.error({ err: error, orderNo }, 'order notice not posted'));
  };
  ownerAction<ShipOrderBody>(
    '/seller/order/ship',
    ShipOrderBody,
    'Ship items with tracking numbers',
    'order.ship',
    (tx, scope, body) => shipOrder(tx, scope, body),
    (request, orderNo) => tellBuyer(request, orderNo, 'shipped'),
  );
  ownerAction<{ orderNo: string }>(
    '/seller/order/deliver',
    OrderNoBody,
    'The parcel is out for delivery',
    'order.deliver',
    (tx, scope, body) => deliverOrder(tx, scope, body.orderNo),
    (request, orderNo) => tellBuyer(request, orderNo, 'outForDelivery'),
  );
  ownerAction<ReviewCancellationBody>('/seller/order/reviewCancel', ReviewCancellationBody, 'Approve or reject a cancellation request', 'order.reviewCancel', (tx, scope, body) =>
    reviewCancellation(tx, scope, body),
  );
}
