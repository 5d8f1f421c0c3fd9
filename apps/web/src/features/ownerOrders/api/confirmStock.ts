import type { OrderDetail, OrderNoBody } from '@clearlot/contract/schemas/order';
import { api } from '../../../shared/http/client';
import { SELLER_ORDER } from './paths';
import { useOwnerOrderMutation } from './useOwnerOrderMutation';

/** The pre-order's goods are in stock (9 → 2): the buyer is asked for the balance. */
export function confirmStock(body: OrderNoBody): Promise<OrderDetail> {
  return api.post<OrderDetail>(`${SELLER_ORDER}/confirmStock`, body);
}

export function useConfirmStock() {
  return useOwnerOrderMutation(confirmStock);
}
