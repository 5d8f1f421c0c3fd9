/** Points, point-mall and credit-score routes (issue 15; paths in the contract); mounted under /srs-order-service. */
import type { FastifyInstance } from 'fastify';
import {
  CreditScoreView,
  EmptyBody,
  IdBody,
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
}
