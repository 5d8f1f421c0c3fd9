/**
 * The service plugins and their URL prefixes: the seven of docs/product.md §7, and the file
 * service. This is also where services are wired to each other where an import would run against
 * the dependency direction: the order service calls the payment service, so the payment service is
 * handed the order functions it needs (its ports) here instead of importing them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ServicePrefix } from '@clearlot/contract/api/services';
import type { AppConfig } from '../platform/config';
import type { Db } from '../platform/db';
import type { Outbox } from '../platform/outbox';
import { baseDataRoutes } from './basedata/routes';
import { fileRoutes } from './files/routes';
import { messageRoutes } from './message/routes';
import { isOwnAddress } from './order/address/service';
import { orderRoutes } from './order/routes';
import { tradesForPayment } from './order/trades/service';
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
    { prefix: ServicePrefix.user, plugin: userRoutes(deps) },
    { prefix: ServicePrefix.product, plugin: productRoutes(deps.db) },
    { prefix: ServicePrefix.order, plugin: orderRoutes(deps.db, deps.outbox) },
    { prefix: ServicePrefix.baseData, plugin: baseDataRoutes(deps.db) },
    { prefix: ServicePrefix.payment, plugin: paymentRoutes(deps, { trades: tradesForPayment, addresses: { isOwnAddress } }) },
    { prefix: ServicePrefix.thirdParty, plugin: thirdPartyRoutes(deps.config) },
    { prefix: ServicePrefix.message, plugin: messageRoutes(deps) },
    { prefix: ServicePrefix.file, plugin: fileRoutes(deps) },
  ];
}
