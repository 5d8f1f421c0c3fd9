/** The third-party service's area: look-ups and translation through outside providers (services/area.ts). */
import { ServicePrefix } from '@clearlot/contract/api/services';
import type { Area } from '../area';
import { thirdPartyRoutes } from './routes';

export const thirdPartyArea: Area = {
  name: 'thirdparty',
  routes: ({ db, config }, { translator }) => [{ prefix: ServicePrefix.thirdParty, plugin: thirdPartyRoutes(config, { db, provider: translator }) }],
};
