import type { OrderDetail, OrderNoBody } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '@clearlot/browser/http/client';
import { useOwnerOrderMutation } from './useOwnerOrderMutation';

/** The parcel is out for delivery (6 → 7); the buyer's auto-confirm countdown starts. */
export function deliverOrder(body: OrderNoBody): Promise<OrderDetail> {
  return api.post(ApiPath.order.deliverOrder, body);
}

export function useDeliverOrder() {
  return useOwnerOrderMutation(deliverOrder);
}
