/**
 * Points, point-mall and credit-score routes (issue 15; paths in the contract); mounted under /srs-order-service. The
 * buyer's, and the point mall desk's (issue 34 item 5), which only operations's roles may call (checked before the handler).
 */
import type { FastifyInstance } from 'fastify';
import {
  CreatePointGoodsBody,
  CreditScoreView,
  DeskPointGoods,
  DeskPointGoodsIdBody,
  DeskPointGoodsListBody,
  DeskPointGoodsPage,
  EmptyBody,
  IdBody,
  OPERATIONS_ROLES,
  PointGoodsChoicesBody,
  PointGoodsProductList,
  PointGoodsProductSearchBody,
  PointGoodsSkuChoiceList,
  UpdatePointGoodsBody,
  PointGoodsDetail,
  PointGoodsList,
  PointRedemption,
  PointsHistoryBody,
  PointsHistoryPage,
  PointsSummary,
  RedeemPointsBody,
} from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import { creditView } from '../credit/service';
import { createPointGoods, listDeskGoods, optionsForMall, pausePointGoods, productsForMall, resumePointGoods, updatePointGoods } from './desk';
import { pointGoodsDetail, pointMall, redeemPoints } from './mall';
import { pointsHistory, pointsSummary } from './service';

export function registerPointsRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['points'];
  route(
    app,
    'POST',
    '/points/summary',
    { response: PointsSummary, body: EmptyBody, auth: 'required', summary: 'My points: balance, debt, what expires soon, the live lots', tags },
    ({ request }) => pointsSummary(db, sessionOf(request).userId),
  );
  route(
    app,
    'POST',
    '/points/history',
    { response: PointsHistoryPage, body: PointsHistoryBody, auth: 'required', summary: 'My points history, newest first', tags },
    ({ body, request }) => pointsHistory(db, sessionOf(request).userId, body),
  );
  route(app, 'POST', '/pointMall/list', { response: PointGoodsList, body: EmptyBody, auth: 'optional', summary: 'The point mall: goods bought with points', tags }, () =>
    pointMall(db),
  );
  route(app, 'POST', '/pointMall/detail', { response: PointGoodsDetail, body: IdBody, auth: 'optional', summary: 'One point-mall item', tags }, ({ body }) =>
    pointGoodsDetail(db, body.id),
  );
  route(
    app,
    'POST',
    '/pointMall/redeem',
    { response: PointRedemption, body: RedeemPointsBody, auth: 'required', summary: 'Redeem points for goods: an order paid with points', tags },
    ({ body, request }) => redeemPoints(db, sessionOf(request).userId, body),
  );
  route(
    app,
    'POST',
    '/credit/score',
    { response: CreditScoreView, body: EmptyBody, auth: 'required', summary: 'My credit score: level, factors, order limit and history', tags: ['credit'] },
    ({ request }) => creditView(db, sessionOf(request).userId),
  );

  // the point mall desk: operations, administrators and the platform
  const deskTags = ['points', 'operations'];
  const staff = { auth: 'required', roles: OPERATIONS_ROLES, tags: deskTags } as const;
  route(
    app,
    'POST',
    '/platform/pointMall/list',
    { ...staff, body: DeskPointGoodsListBody, response: DeskPointGoodsPage, summary: 'Point-mall goods by product name, id or option code, in the mall’s order' },
    ({ body }) => listDeskGoods(db, body),
  );
  route(
    app,
    'POST',
    '/platform/pointMall/create',
    { ...staff, body: CreatePointGoodsBody, response: DeskPointGoods, summary: 'List an option in the point mall from a warehouse, at a points price and an agreed price' },
    ({ body, request }) => createPointGoods(db, sessionOf(request), body),
  );
  route(
    app,
    'POST',
    '/platform/pointMall/update',
    { ...staff, body: UpdatePointGoodsBody, response: DeskPointGoods, summary: 'Change a point-mall item’s points price, agreed price or place' },
    ({ body, request }) => updatePointGoods(db, sessionOf(request), body),
  );
  route(app, 'POST', '/platform/pointMall/pause', { ...staff, body: DeskPointGoodsIdBody, response: DeskPointGoods, summary: 'Pause a point-mall item' }, ({ body, request }) =>
    pausePointGoods(db, sessionOf(request), body.id),
  );
  route(
    app,
    'POST',
    '/platform/pointMall/resume',
    { ...staff, body: DeskPointGoodsIdBody, response: DeskPointGoods, summary: 'Offer a paused point-mall item again' },
    ({ body, request }) => resumePointGoods(db, sessionOf(request), body.id),
  );
  route(
    app,
    'POST',
    '/platform/pointMall/products',
    { ...staff, body: PointGoodsProductSearchBody, response: PointGoodsProductList, summary: 'Products the point mall can take (on sale, not lots), by name or id' },
    ({ body }) => productsForMall(db, body.keyword),
  );
  route(
    app,
    'POST',
    '/platform/pointMall/choices',
    { ...staff, body: PointGoodsChoicesBody, response: PointGoodsSkuChoiceList, summary: 'A product’s options on sale with the warehouses holding them' },
    ({ body }) => optionsForMall(db, body.productId),
  );
}
