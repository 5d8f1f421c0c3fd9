/**
 * Goods owners paid on the wire (issue 35 item 4; issue 33 item 6): the commission setting (operations change it; finance
 * read it), finance's payouts desk (every owner's money, one owner's ledger and payouts, recording a payout, connecting a
 * Stripe account), and the goods owner's own page, statement and the statement's CSV (a file, not an envelope).
 */
import type { FastifyInstance } from 'fastify';
import {
  COMMISSION_READ_ROLES,
  CommissionSetting,
  CommissionUpdateBody,
  ConnectAccountBody,
  EmptyBody,
  FINANCE_ROLES,
  OPERATIONS_ROLES,
  OwnerMoney,
  OwnerMoneyListBody,
  OwnerMoneyPage,
  OwnerPayoutsView,
  Payout,
  PayoutOwnerBody,
  RecordPayoutBody,
  SELLER_DESK_ROLES,
  Statement,
  StatementBody,
  StatementFileQuery,
  statementFileName,
} from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { route } from '../../../platform/routes';
import type { CardProvider } from '../gateway/provider';
import { commission, connectAccount, myPayoutsView, myStatement, myStatementCsv, ownerMoneyPage, payoutsView, recordPayout, updateCommission } from './service';

export function payoutRoutes(app: FastifyInstance, db: Db, provider: CardProvider): void {
  const tags = ['payment', 'payouts'];
  route(
    app,
    'POST',
    '/platform/commission',
    {
      response: CommissionSetting,
      body: EmptyBody,
      auth: 'required',
      roles: COMMISSION_READ_ROLES,
      summary: "The platform's commission rate on goods owners' sales (basis points)",
      tags,
    },
    () => commission(db),
  );
  route(
    app,
    'POST',
    '/platform/commission/update',
    {
      response: CommissionSetting,
      body: CommissionUpdateBody,
      auth: 'required',
      roles: OPERATIONS_ROLES,
      summary: 'Set the commission rate (0 to 5,000 basis points) for settlements from now on (operations; audited)',
      tags,
    },
    ({ body, request }) => updateCommission(db, sessionOf(request), body.basisPoints),
  );

  const finance = { auth: 'required', roles: FINANCE_ROLES, tags } as const;
  route(
    app,
    'POST',
    '/platform/payout/owners',
    { ...finance, response: OwnerMoneyPage, body: OwnerMoneyListBody, summary: "Goods owners' balances, due and paid out, most due first (finance)" },
    ({ body }) => ownerMoneyPage(db, body),
  );
  route(
    app,
    'POST',
    '/platform/payout/owner',
    { ...finance, response: OwnerPayoutsView, body: PayoutOwnerBody, summary: "A goods owner's balance, due, ledger and payouts (finance)" },
    ({ body }) => payoutsView(db, body.ownerId),
  );
  route(
    app,
    'POST',
    '/platform/payout/record',
    {
      ...finance,
      response: Payout,
      body: RecordPayoutBody,
      summary: 'Pay a goods owner at most what is due: a Stripe transfer to their connected account, or a bank transfer recorded (once per clientKey; audited)',
    },
    ({ body, request }) => recordPayout(db, provider, sessionOf(request), body),
  );
  route(
    app,
    'POST',
    '/platform/payout/connect',
    { ...finance, response: OwnerMoney, body: ConnectAccountBody, summary: "Set or clear a goods owner's Stripe Connect account for payouts (finance; audited)" },
    ({ body, request }) => connectAccount(db, sessionOf(request), body.ownerId, body.stripeAccountId),
  );

  const owner = { auth: 'required', roles: SELLER_DESK_ROLES, tags } as const;
  route(
    app,
    'POST',
    '/owner/payout/view',
    { ...owner, response: OwnerPayoutsView, body: EmptyBody, summary: 'My balance, what is due, my ledger and payouts (goods owner)' },
    ({ request }) => myPayoutsView(db, sessionOf(request)),
  );
  route(
    app,
    'POST',
    '/owner/payout/statement',
    { ...owner, response: Statement, body: StatementBody, summary: 'My settlement statement over a period: sales, commission, refunds, net, payouts, due (goods owner)' },
    ({ body, request }) => myStatement(db, sessionOf(request), body),
  );

  // the statement as a file: CSV, UTF-8 with a byte-order mark (left out of the API document like the PDFs)
  app.get<{ Querystring: Record<string, string> }>(
    '/owner/payout/statement.csv',
    { schema: { hide: true }, config: { auth: 'required', roles: SELLER_DESK_ROLES } },
    async (request, reply) => {
      const query = StatementFileQuery.safeParse(request.query);
      if (!query.success) fail('statementQueryInvalid');
      const { from, to, lang } = query.data;
      const csv = Buffer.from(await myStatementCsv(db, sessionOf(request), { from, to }, lang), 'utf8');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-length', csv.length)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${statementFileName(from, to, lang)}"`)
        .send(csv);
    },
  );
}
