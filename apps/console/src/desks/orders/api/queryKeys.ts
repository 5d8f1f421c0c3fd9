import type { OrderListInput } from '@clearlot/contract/schemas/order';

/** The goods-owner desk's queries; its actions also refresh the buyer-side ['orders'] keys. */
export const ownerOrderKeys = {
  all: ['ownerOrders'] as const,
  list: (body: OrderListInput) => ['ownerOrders', 'list', body] as const,
};

/** The buyer's order queries (features/orders): an owner who also buys sees the change there too. */
export const BUYER_ORDER_KEYS = ['orders'] as const;
