/**
 * The goods owner's product calls (issue 13; docs/product.md §7): the category tree with counts,
 * the streamed zip of product names and codes, and delisting and relisting all their products.
 * Only a goods owner with a shop: a buyer or an agent is refused.
 */
import { Count, EmptyBody, LegalDetails, OwnerCategoryTree, SELLER_DESK_ROLES, UpdateLegalDetailsBody } from '@clearlot/contract';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { enforce } from '../../../platform/rate-limit';
import { route } from '../../../platform/routes';
import { delistAllProductsOf, legalDetailsOf, ownerCategoryTree, relistProductsOf, shopOfSession, updateLegalDetails } from './service';
import { productNameZip } from './zip';

export function sellerProductRoutes(db: Db) {
  return async function sellerProducts(app: FastifyInstance) {
    const tags = ['product', 'goods owner'];
    route(
      app,
      'POST',
      '/seller/shop/product/allChildren',
      { body: EmptyBody, response: OwnerCategoryTree, auth: 'required', summary: "The goods owner's category tree with their product counts", tags },
      async ({ request }) => ownerCategoryTree(db, await shopOfSession(db, sessionOf(request))),
    );
    route(
      app,
      'POST',
      '/seller/shop/product/delistAll',
      { body: EmptyBody, response: Count, auth: 'required', summary: "Take all the goods owner's products off sale", tags },
      async ({ request }) => {
        const session = sessionOf(request);
        await shopOfSession(db, session);
        return db.transaction((tx) => delistAllProductsOf(session.userId, tx));
      },
    );
    route(
      app,
      'POST',
      '/seller/shop/product/relistAll',
      { body: EmptyBody, response: Count, auth: 'required', summary: 'Put back on sale the products the delisting took off', tags },
      async ({ request }) => {
        const session = sessionOf(request);
        await shopOfSession(db, session);
        return db.transaction((tx) => relistProductsOf(session.userId, tx));
      },
    );

    // the goods owner's legal details for VAT invoices (issue 35 item 3): always the caller's own shop, no id taken
    const legalTags = ['product', 'goods owner', 'VAT invoices'];
    route(
      app,
      'POST',
      '/seller/shop/legalDetails',
      { body: EmptyBody, response: LegalDetails, auth: 'required', roles: SELLER_DESK_ROLES, summary: "The goods owner's legal details that VAT invoices carry", tags: legalTags },
      async ({ request }) => legalDetailsOf(db, await shopOfSession(db, sessionOf(request))),
    );
    route(
      app,
      'POST',
      '/seller/shop/legalDetails/update',
      {
        body: UpdateLegalDetailsBody,
        response: LegalDetails,
        auth: 'required',
        roles: SELLER_DESK_ROLES,
        summary: "Change the goods owner's legal details: invoices issued afterwards carry them, invoices already issued never change",
        tags: legalTags,
      },
      async ({ body, request }) => updateLegalDetails(db, await shopOfSession(db, sessionOf(request)), body),
    );

    // a zip, not an envelope: left out of the API document like stored files and the return label
    app.post('/seller/shop/product/exportProductNameZip', { schema: { hide: true }, config: { auth: 'required' } }, async (request, reply) => {
      const body = EmptyBody.safeParse(request.body ?? undefined);
      if (!body.success) fail('validationFailed');
      const session = sessionOf(request);
      const ownerId = await shopOfSession(db, session);
      // an export reads every product of the shop: a few a minute is plenty
      await enforce(db, [{ key: `product-name-zip:user:${session.userId}`, windowSeconds: 60, max: 5 }]);
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="clearlot-products-${ownerId}.zip"`)
        .send(productNameZip(db, ownerId));
    });
  };
}
