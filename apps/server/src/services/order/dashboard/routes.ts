/** The goods owner's dashboard (issue 33 item 6): goods owners (their shop) and the platform (every shop). */
import { Dashboard, DashboardBody } from '@clearlot/contract';
import { SELLER_DESK_ROLES } from '@clearlot/contract/rules/roles';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import { ownerScope } from '../orders/service';
import { ownerDashboard } from './service';

export function registerDashboardRoutes(app: FastifyInstance, db: Db): void {
  route(
    app,
    'POST',
    '/seller/dashboard',
    {
      body: DashboardBody,
      response: Dashboard,
      auth: 'required',
      roles: SELLER_DESK_ROLES,
      summary: "The goods owner's dashboard over a period (epoch seconds, at most 366 days): sales, orders, returns rate, top products, low stock",
      tags: ['order', 'goods owner'],
    },
    async ({ body, request }) => {
      const scope = await ownerScope(db, sessionOf(request));
      return ownerDashboard(db, scope.ownerId, body);
    },
  );
}
