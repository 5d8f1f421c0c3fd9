/** The staff desk's routes (issue 34 item 1): administrators only, declared per route and checked before the handler. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_ROLES, CreateStaffBody, SetStaffRolesBody, StaffIdBody, StaffListBody, StaffMember, StaffPage } from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { requestContext as ctx } from '../../../platform/request-context';
import { route } from '../../../platform/routes';
import { createStaffDesk } from './service';

export function staffRoutes(deps: { db: Db; outbox: Outbox }) {
  const desk = createStaffDesk(deps);
  return async function staff(app: FastifyInstance) {
    const tags = ['user', 'staff', 'administrators'];
    const spec = { auth: 'required', roles: ADMIN_ROLES, tags } as const;
    route(app, 'POST', '/platform/staff/list', { ...spec, body: StaffListBody, response: StaffPage, summary: 'Staff accounts and their roles' }, ({ body }) => desk.list(body));
    route(
      app,
      'POST',
      '/platform/staff/create',
      { ...spec, body: CreateStaffBody, response: StaffMember, summary: 'Create a staff account with its roles and first password' },
      ({ body, request }) => desk.create(sessionOf(request), body, ctx(request)),
    );
    route(app, 'POST', '/platform/staff/roles', { ...spec, body: SetStaffRolesBody, response: StaffMember, summary: 'Set a staff member’s roles' }, ({ body, request }) =>
      desk.setRoles(sessionOf(request), body),
    );
    route(
      app,
      'POST',
      '/platform/staff/deactivate',
      { ...spec, body: StaffIdBody, response: StaffMember, summary: 'Deactivate a staff account (signed out everywhere)' },
      ({ body, request }) => desk.deactivate(sessionOf(request), body.userId),
    );
    route(app, 'POST', '/platform/staff/reactivate', { ...spec, body: StaffIdBody, response: StaffMember, summary: 'Reactivate a staff account' }, ({ body, request }) =>
      desk.reactivate(sessionOf(request), body.userId),
    );
  };
}
