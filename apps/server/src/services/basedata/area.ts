/** The base-data service's area: countries, regions and other reference lists (services/area.ts). */
import { ServicePrefix } from '@clearlot/contract/api/services';
import type { Area } from '../area';
import { baseDataRoutes } from './routes';

export const baseDataArea: Area = {
  name: 'basedata',
  routes: ({ db }) => [{ prefix: ServicePrefix.baseData, plugin: baseDataRoutes(db) }],
};
