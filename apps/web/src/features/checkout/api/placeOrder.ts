import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderBody, Trade } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { ORDER_SERVICE } from './paths';

/** Places the order; the same clientKey twice gives the same trade (a double click or a retry orders once). */
export function placeOrder(body: PlaceOrderBody): Promise<Trade> {
  return api.post<Trade>(`${ORDER_SERVICE}/order/mall/save`, body, { notify: false });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
