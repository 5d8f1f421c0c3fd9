/** The seven service plugins and their URL prefixes (spec §7). */
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../platform/config';
import type { Db } from '../platform/db';
import type { Outbox } from '../platform/outbox';
import { baseDataRoutes } from './basedata/routes';
import { messageRoutes } from './message/routes';
import { orderRoutes } from './order/routes';
import { paymentRoutes } from './payment/routes';
import { productRoutes } from './product/routes';
import { thirdPartyRoutes } from './thirdparty/routes';
import { userRoutes } from './user/routes';

export interface ServiceDeps {
  db: Db;
  outbox: Outbox;
  config: AppConfig;
}

export function servicePlugins(deps: ServiceDeps): Array<{ prefix: string; plugin: FastifyPluginAsync }> {
  return [
    { prefix: '/srs-user-service', plugin: userRoutes(deps) },
    { prefix: '/srs-product-service', plugin: productRoutes(deps.db) },
    { prefix: '/srs-order-service', plugin: orderRoutes(deps.db) },
    { prefix: '/srs-basedata-service', plugin: baseDataRoutes(deps.db) },
    { prefix: '/srs-payment-service', plugin: paymentRoutes(deps) },
    { prefix: '/srs-thirdparty-service', plugin: thirdPartyRoutes(deps.config) },
    { prefix: '/srs-message-service', plugin: messageRoutes(deps) },
  ];
}
