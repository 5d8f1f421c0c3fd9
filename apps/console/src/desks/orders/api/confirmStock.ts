import type { OrderDetail, OrderNoBody } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '@clearlot/browser/http/client';
import { useOwnerOrderMutation } from './useOwnerOrderMutation';

/** The pre-order's goods are in stock (9 → 2): the buyer is asked for the balance. */
export function confirmStock(body: OrderNoBody): Promise<OrderDetail> {
  return api.post(ApiPath.order.confirmStock, body);
}

export function useConfirmStock() {
  return useOwnerOrderMutation(confirmStock);
}
