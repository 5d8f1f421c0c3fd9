/** The audit log's search (issue 34 item 7): finance and administrators. */
import type { FastifyInstance } from 'fastify';
import { AuditPage, AuditSearchBody, FINANCE_ROLES } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import { searchAudit } from './service';

export function auditRoutes(deps: { db: Db }) {
  return async function audit(app: FastifyInstance) {
    route(
      app,
      'POST',
      '/platform/audit/list',
      {
        body: AuditSearchBody,
        response: AuditPage,
        auth: 'required',
        roles: FINANCE_ROLES,
        summary: 'Search the staff actions (newest first)',
        tags: ['user', 'audit', 'finance'],
      },
      ({ body }) => searchAudit(deps.db, body),
    );
  };
}
