/** Delivery-quote and landed-cost routes (docs/product.md §7 "/deliveryWarehouseRelation/selectDeliveryWithFee"); mounted under /srs-order-service. */
import type { FastifyInstance } from 'fastify';
import { CartLandedCostBody, DeliveryQuote, DeliveryQuoteBody, LandedCost, SkuLandedCostBody } from '@clearlot/contract';
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
  // the landed cost before buying (issue 35 item 6): goods, standard delivery to the buyer's default address, and VAT
  route(
    app,
    'POST',
    '/deliveryWarehouseRelation/landedCost/sku',
    { body: SkuLandedCostBody, response: LandedCost, auth: 'required', summary: 'What a quantity of one option costs delivered to the default address', tags: ['delivery'] },
    ({ body, request }) => delivery.skuLandedCost(sessionOf(request).userId, body),
  );
  route(
    app,
    'POST',
    '/deliveryWarehouseRelation/landedCost/cart',
    { body: CartLandedCostBody, response: LandedCost, auth: 'required', summary: 'What the chosen cart lines cost delivered to the default address', tags: ['delivery'] },
    ({ body, request }) => delivery.cartLandedCost(sessionOf(request).userId, body.cartItemIds),
  );
}
