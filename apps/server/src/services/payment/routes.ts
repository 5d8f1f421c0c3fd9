/** The payment service's routes (being written). */
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceDeps } from '../plugins';

export function paymentRoutes(_deps: ServiceDeps): FastifyPluginAsync {
  return async () => undefined;
}
