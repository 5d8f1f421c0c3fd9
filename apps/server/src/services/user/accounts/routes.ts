/** The accounts desk's routes (issue 34 item 6): customer service may look up; only operations's roles suspend and reinstate. */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_LOOKUP_ROLES, AccountDetail, AccountIdBody, AccountPage, AccountSearchBody, AccountStandingBody, AccountSummary, OPERATIONS_ROLES } from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import { accountDetail, reinstateAccount, searchAccounts, suspendAccount } from './service';

export function accountRoutes(deps: { db: Db }) {
  const { db } = deps;
  return async function accounts(app: FastifyInstance) {
    const tags = ['user', 'accounts', 'operations'];
    const lookup = { auth: 'required', roles: ACCOUNT_LOOKUP_ROLES, tags } as const;
    const act = { auth: 'required', roles: OPERATIONS_ROLES, tags } as const;
    route(app, 'POST', '/platform/account/list', { ...lookup, body: AccountSearchBody, response: AccountPage, summary: 'Find buyers and goods owners' }, ({ body }) =>
      searchAccounts(db, body),
    );
    route(
      app,
      'POST',
      '/platform/account/detail',
      { ...lookup, body: AccountIdBody, response: AccountDetail, summary: 'One account with its orders, requests and complaints' },
      ({ body }) => accountDetail(db, body.userId),
    );
    route(
      app,
      'POST',
      '/platform/account/suspend',
      { ...act, body: AccountStandingBody, response: AccountSummary, summary: 'Suspend an account (signed out everywhere)' },
      ({ body, request }) => suspendAccount(db, sessionOf(request), body.userId, body.reason),
    );
    route(
      app,
      'POST',
      '/platform/account/reinstate',
      { ...act, body: AccountStandingBody, response: AccountSummary, summary: 'Reinstate a suspended account' },
      ({ body, request }) => reinstateAccount(db, sessionOf(request), body.userId, body.reason),
    );
  };
}
