import type { OrderListInput } from '@clearlot/contract/schemas/order';

/**
 * Every buyer-order query lives under ['orders'], so a mutation (cancel, confirm receipt) or a
 * payment elsewhere refreshes lists, tab counts, details and cancellations in one go.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (body: OrderListInput) => ['orders', 'list', body] as const,
  tabCounts: ['orders', 'tabCounts'] as const,
  detail: (orderNo: string) => ['orders', 'detail', orderNo] as const,
  cancellation: (orderNo: string) => ['orders', 'cancellation', orderNo] as const,
};
