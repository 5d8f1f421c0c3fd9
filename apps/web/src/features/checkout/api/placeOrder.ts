import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderBody, Trade } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

/** Places the order; the same clientKey twice gives the same trade (a double click or a retry orders once). */
export function placeOrder(body: PlaceOrderBody): Promise<Trade> {
  return api.post(ApiPath.order.placeOrder, body, { notify: false });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
