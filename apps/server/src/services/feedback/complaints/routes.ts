/**
 * Complaint routes: the buyer's (what they can complain about, file, list by tab, read, follow up,
 * withdraw) and the customer-service agent's desk (every complaint by tab, read, answer, close).
 * Someone else's complaint is "not found"; the desk is for customer service and the platform role.
 */
import {
  AnswerComplaintBody,
  ComplaintDetail,
  ComplaintListBody,
  ComplaintNoBody,
  ComplaintPage,
  ComplaintTargets,
  EmptyBody,
  FileComplaintBody,
  FollowUpComplaintBody,
  toEpochSeconds,
  SERVICE_DESK_ROLES,
} from '@clearlot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { route } from '../../../platform/routes';
import { notifyComplaintAnswer } from './notify';
import * as complaints from './service';
import * as store from './store';

export function registerComplaintRoutes(app: FastifyInstance, db: Db, outbox: Outbox): void {
  const tags = ['order', 'complaints'];
  const buyer = (request: FastifyRequest) => sessionOf(request).userId;
  const buyerView = (userId: number, complaintNo: string) => complaints.complaintDetail(db, 'buyer', { userId }, complaintNo);

  route(
    app,
    'POST',
    '/complaint/mall/targets',
    { body: EmptyBody, response: ComplaintTargets, auth: 'required', summary: 'My recent orders and the goods owners I bought from', tags },
    async ({ request }) => {
      const targets = await store.targetsOf(db, buyer(request));
      return { orders: targets.orders.map((order) => ({ ...order, orderedAt: toEpochSeconds(order.orderedAt)! })), owners: targets.owners };
    },
  );
  route(
    app,
    'POST',
    '/complaint/mall/file',
    { body: FileComplaintBody, response: ComplaintDetail, auth: 'required', summary: 'Complain about one of my orders or a goods owner (idempotent by clientKey)', tags },
    async ({ body, request }) => {
      const userId = buyer(request);
      const change = await complaints.fileComplaint(db, userId, body);
      return buyerView(userId, change.complaintNo);
    },
  );
  route(
    app,
    'POST',
    '/complaint/mall/list',
    { body: ComplaintListBody, response: ComplaintPage, auth: 'required', summary: 'My complaints by tab', tags },
    async ({ body, request }) => {
      const page = await store.listComplaints(db, { userId: buyer(request) }, body.tab, body.keyword, body.pageNum, body.pageSize);
      return { list: page.list.map(complaints.summaryView), total: page.total, counts: page.counts, pageNum: body.pageNum, pageSize: body.pageSize };
    },
  );
  route(
    app,
    'POST',
    '/complaint/mall/detail',
    { body: ComplaintNoBody, response: ComplaintDetail, auth: 'required', summary: 'One of my complaints with its history', tags },
    ({ body, request }) => buyerView(buyer(request), body.complaintNo),
  );
  route(
    app,
    'POST',
    '/complaint/mall/followUp',
    { body: FollowUpComplaintBody, response: ComplaintDetail, auth: 'required', summary: 'Add to my complaint (an answered one goes back to customer service)', tags },
    async ({ body, request }) => {
      const userId = buyer(request);
      await db.transaction((tx) => complaints.followUp(tx, userId, body));
      return buyerView(userId, body.complaintNo);
    },
  );
  route(
    app,
    'POST',
    '/complaint/mall/withdraw',
    { body: ComplaintNoBody, response: ComplaintDetail, auth: 'required', summary: 'Withdraw my unresolved complaint', tags },
    async ({ body, request }) => {
      const userId = buyer(request);
      await db.transaction((tx) => complaints.withdraw(tx, userId, body.complaintNo));
      return buyerView(userId, body.complaintNo);
    },
  );

  // ---- the customer-service desk ----
  const deskTags = ['order', 'complaints', 'customer service'];
  route(
    app,
    'POST',
    '/platform/complaint/list',
    { body: ComplaintListBody, response: ComplaintPage, auth: 'required', roles: SERVICE_DESK_ROLES, summary: 'Every complaint by tab', tags: deskTags },
    async ({ body }) => {
      const page = await store.listComplaints(db, {}, body.tab, body.keyword, body.pageNum, body.pageSize);
      return { list: page.list.map(complaints.summaryView), total: page.total, counts: page.counts, pageNum: body.pageNum, pageSize: body.pageSize };
    },
  );
  route(
    app,
    'POST',
    '/platform/complaint/detail',
    {
      body: ComplaintNoBody,
      response: ComplaintDetail,
      auth: 'required',
      roles: SERVICE_DESK_ROLES,
      summary: 'One complaint with its history, for customer service',
      tags: deskTags,
    },
    ({ body }) => {
      return complaints.complaintDetail(db, 'agent', {}, body.complaintNo);
    },
  );
  for (const move of ['answer', 'close'] as const) {
    const summary = move === 'answer' ? 'Answer a complaint (the buyer is told by e-mail and may reply)' : 'Close a complaint with its resolution (the buyer is told by e-mail)';
    route(
      app,
      'POST',
      `/platform/complaint/${move}`,
      { body: AnswerComplaintBody, response: ComplaintDetail, auth: 'required', roles: SERVICE_DESK_ROLES, summary, tags: deskTags },
      async ({ body, request }) => {
        await db.transaction((tx) => complaints.agentMove(tx, sessionOf(request).userId, body.complaintNo, move, body.text));
        try {
          await notifyComplaintAnswer(db, outbox, body.complaintNo);
        } catch (error) {
          request.log.error({ err: error, complaintNo: body.complaintNo }, 'complaint notice not sent');
        }
        return complaints.complaintDetail(db, 'agent', {}, body.complaintNo);
      },
    );
  }
}
