/** The file service's area: uploads and their checks (services/area.ts). */
import { ServicePrefix } from '@clearlot/contract/api/services';
import type { Area } from '../area';
import { fileRoutes } from './routes';

export const fileArea: Area = {
  name: 'files',
  routes: (deps) => [{ prefix: ServicePrefix.file, plugin: fileRoutes(deps) }],
};
