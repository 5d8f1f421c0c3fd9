/** Delivery-quote route (docs/product.md §7 "/deliveryWarehouseRelation/selectDeliveryWithFee"); mounted under /srs-order-service. */
import type { FastifyInstance } from 'fastify';
import { DeliveryQuote, DeliveryQuoteBody } from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import { createDeliveryService } from './service';

export function registerDeliveryRoutes(app: FastifyInstance, db: Db): void {
  const delivery = createDeliveryService(db);
  route(
    app,
    'POST',
    '/deliveryWarehouseRelation/selectDeliveryWithFee',
    { body: DeliveryQuoteBody, response: DeliveryQuote, auth: 'required', summary: 'Delivery options and charges for cart lines to an address', tags: ['delivery'] },
    ({ body, request }) => delivery.quote(sessionOf(request).userId, body.addressId, body.cartItemIds),
  );
}
