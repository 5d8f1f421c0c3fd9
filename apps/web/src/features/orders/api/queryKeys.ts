import type { OrderListInput } from '@clearlot/contract/schemas/order';
import { orderViewsKey } from '../../../shared/data/moneyViews';

/**
 * Every buyer-order query lives under ['orders'], so a mutation (cancel, confirm receipt) or a
 * payment elsewhere refreshes lists, tab counts, details and cancellations in one go.
 */
export const orderKeys = {
  all: orderViewsKey,
  list: (body: OrderListInput) => [...orderViewsKey, 'list', body] as const,
  tabCounts: [...orderViewsKey, 'tabCounts'] as const,
  detail: (orderNo: string) => [...orderViewsKey, 'detail', orderNo] as const,
  cancellation: (orderNo: string) => [...orderViewsKey, 'cancellation', orderNo] as const,
  vatDocuments: (orderNo: string) => [...orderViewsKey, 'vatDocuments', orderNo] as const,
};
