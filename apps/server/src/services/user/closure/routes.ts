/**
 * Account closure routes (issue 14; docs/product.md §4 steps, §7 /buyer/cancel): the code to the
 * account's own e-mail, the check of what blocks closing, delisting a goods owner's products, and
 * closing with the code and the password. All need the signed-in holder.
 */
import type { FastifyInstance } from 'fastify';
import { CloseAccountBody, ClosureCheck, ClosureCodeBody, ClosureDelistResult, ClosureStart, EmptyBody, NoData } from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import { requestContext as ctx } from '../../../platform/request-context';
import { route } from '../../../platform/routes';
import { type ClosureDeps, createClosureService } from './service';

export function closureRoutes(deps: ClosureDeps) {
  const closure = createClosureService(deps);
  return async function accountClosure(app: FastifyInstance) {
    const tags = ['user'];
    route(
      app,
      'POST',
      '/buyer/cancel/sendCode',
      { response: ClosureStart, body: EmptyBody, auth: 'required', summary: 'E-mail the code for closing the account', tags },
      ({ request }) => closure.sendCode(sessionOf(request), ctx(request)),
    );
    route(
      app,
      'POST',
      '/buyer/cancel/check',
      { response: ClosureCheck, body: ClosureCodeBody, auth: 'required', summary: 'What still blocks closing the account', tags },
      ({ body, request }) => closure.check(sessionOf(request), body.code, ctx(request)),
    );
    route(
      app,
      'POST',
      '/buyer/cancel/delistProducts',
      { response: ClosureDelistResult, body: ClosureCodeBody, auth: 'required', summary: 'Take every product of the shop off sale before closing', tags },
      ({ body, request }) => closure.delistProducts(sessionOf(request), body.code, ctx(request)),
    );
    route(
      app,
      'POST',
      '/buyer/cancel',
      { response: NoData, body: CloseAccountBody, auth: 'required', summary: 'Close the account (sessions revoked, personal data erased)', tags },
      async ({ body, request }) => {
        await closure.close(sessionOf(request), body, ctx(request));
        return null;
      },
    );
  };
}
