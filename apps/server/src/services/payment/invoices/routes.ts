/**
 * VAT invoices and credit notes on the wire (issue 35 item 3): an order's documents (the buyer's own, a goods
 * owner's own, finance any), finance's list of all, and a document's PDF in English or Chinese. Another
 * account's document is not found (4780), never told apart from one that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { FINANCE_ROLES, OrderNoBody, VAT_DOCUMENT_NO_PATTERN, VatDocumentList, VatDocumentListBody, VatDocumentPage } from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { route } from '../../../platform/routes';
import { type DocumentLanguage, vatDocumentPdf } from './pdf';
import { documentForDownload, documentList, orderDocuments } from './service';

export function vatDocumentRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['payment'];
  route(
    app,
    'POST',
    '/vatDocument/ofOrder',
    {
      response: VatDocumentList,
      body: OrderNoBody,
      auth: 'required',
      summary: "An order's VAT invoice and credit notes: the buyer's, the goods owner's, or any for finance",
      tags,
    },
    ({ body, request }) => orderDocuments(db, sessionOf(request), body.orderNo),
  );
  route(
    app,
    'POST',
    '/platform/vatDocument/list',
    { response: VatDocumentPage, body: VatDocumentListBody, auth: 'required', roles: FINANCE_ROLES, summary: 'Every VAT invoice and credit note, newest first (finance)', tags },
    ({ body }) => documentList(db, body),
  );

  // the document itself: a PDF, not an envelope (left out of the API document like the return label)
  app.get<{ Params: { documentNo: string }; Querystring: { lang?: string } }>(
    '/vatDocument/pdf/:documentNo',
    { schema: { hide: true }, config: { auth: 'required' } },
    async (request, reply) => {
      const documentNo = request.params.documentNo;
      if (!VAT_DOCUMENT_NO_PATTERN.test(documentNo)) fail('vatDocumentNotFound');
      const language: DocumentLanguage = request.query.lang === 'zh' ? 'zh' : 'en';
      const doc = await documentForDownload(db, sessionOf(request), documentNo);
      const pdf = Buffer.from(await vatDocumentPdf(doc, language));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', pdf.length)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="clearlot-${documentNo}-${language}.pdf"`)
        .send(pdf);
    },
  );
}
