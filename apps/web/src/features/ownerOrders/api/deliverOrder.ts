import type { OrderDetail, OrderNoBody } from '@clearlot/contract/schemas/order';
import { api } from '../../../shared/http/client';
import { SELLER_ORDER } from './paths';
import { useOwnerOrderMutation } from './useOwnerOrderMutation';

/** The parcel is out for delivery (6 → 7); the buyer's auto-confirm countdown starts. */
export function deliverOrder(body: OrderNoBody): Promise<OrderDetail> {
  return api.post<OrderDetail>(`${SELLER_ORDER}/deliver`, body);
}

export function useDeliverOrder() {
  return useOwnerOrderMutation(deliverOrder);
}
