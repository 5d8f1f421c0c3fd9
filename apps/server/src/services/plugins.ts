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
import { findUploadedFile } from './files/store';
import { messageRoutes } from './message/routes';
import { isOwnAddress } from './order/address/service';
import { listOrders } from './order/orders/detail';
import { orderRoutes } from './order/routes';
import { tradesForPayment } from './order/trades/service';
import { paymentRoutes } from './payment/routes';
import { productRoutes } from './product/routes';
import { thirdPartyRoutes } from './thirdparty/routes';
import { translationProviderFrom } from './thirdparty/translate/provider';
import { userRoutes } from './user/routes';
import { applicationRoutes } from './user/applications/routes';
import { closureRoutes } from './user/closure/routes';
import { sellerProductRoutes } from './product/seller/routes';

export interface ServiceDeps {
  db: Db;
  outbox: Outbox;
  config: AppConfig;
}

export function servicePlugins(deps: ServiceDeps): Array<{ prefix: string; plugin: FastifyPluginAsync }> {
  // translation (issue 12): the provider the environment configures, or none ("not available")
  const translator = translationProviderFrom(process.env, deps.config.mode);
  // chat reaches the file service (a picture must be the sender's own upload) and the order service (the agent's view of the buyer's orders)
  const chatPorts = {
    isOwnPhoto: async (db: Db, storedName: string, userId: number) => {
      const file = await findUploadedFile(db, storedName);
      return file !== null && file.kind === 'photo' && file.ownerUserId === userId;
    },
    recentOrdersOf: async (db: Db, userId: number) => (await listOrders(db, { userId }, { tab: 'all', keyword: '', pageNum: 1, pageSize: 5 })).list,
    translationConfigured: () => translator !== null,
  };
  return [
    { prefix: ServicePrefix.user, plugin: userRoutes(deps) },
    { prefix: ServicePrefix.product, plugin: productRoutes(deps.db) },
    // seller and middle-man applications (user service) and the goods owner's product calls (product service), issue 13
    { prefix: ServicePrefix.user, plugin: applicationRoutes(deps) },
    // account closure (user service), issue 14
    { prefix: ServicePrefix.user, plugin: closureRoutes(deps) },
    { prefix: ServicePrefix.product, plugin: sellerProductRoutes(deps.db) },
    { prefix: ServicePrefix.order, plugin: orderRoutes(deps.db, deps.outbox) },
    { prefix: ServicePrefix.baseData, plugin: baseDataRoutes(deps.db) },
    { prefix: ServicePrefix.payment, plugin: paymentRoutes(deps, { trades: tradesForPayment, addresses: { isOwnAddress } }) },
    { prefix: ServicePrefix.thirdParty, plugin: thirdPartyRoutes(deps.config, { db: deps.db, provider: translator }) },
    { prefix: ServicePrefix.message, plugin: messageRoutes(deps, chatPorts) },
    { prefix: ServicePrefix.file, plugin: fileRoutes(deps) },
  ];
}
