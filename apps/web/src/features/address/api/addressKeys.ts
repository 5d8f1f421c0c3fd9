import { ORDER_SERVICE } from '../../../shared/catalogue/api/paths';

/** The address calls of the order service (spec §7). */
export const ADDRESS_PATHS = {
  list: `${ORDER_SERVICE}/userReceiveAddress/list`,
  getById: `${ORDER_SERVICE}/userReceiveAddress/getById`,
  save: `${ORDER_SERVICE}/userReceiveAddress/save`,
  update: `${ORDER_SERVICE}/userReceiveAddress/update`,
  deleteBatch: `${ORDER_SERVICE}/userReceiveAddress/deleteBatch`,
} as const;

/** Every address query lives under ['address'], so any change refreshes them all. */
export const addressKeys = {
  all: ['address'] as const,
  list: ['address', 'list'] as const,
  detail: (id: number) => ['address', 'detail', id] as const,
};
