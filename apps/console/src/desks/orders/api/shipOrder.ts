import type { OrderDetail, ShipOrderBody } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '@clearlot/browser/http/client';
import { useOwnerOrderMutation } from './useOwnerOrderMutation';

/** Ship some or all remaining items with their tracking numbers (4/5/10 → 5 or 6). */
export function shipOrder(body: ShipOrderBody): Promise<OrderDetail> {
  return api.post(ApiPath.order.shipOrder, body);
}

export function useShipOrder() {
  return useOwnerOrderMutation(shipOrder);
}
