import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderNoBody } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { orderKeys } from './queryKeys';

export function confirmReceipt(body: OrderNoBody): Promise<OrderDetail> {
  return api.post(ApiPath.order.confirmReceipt, body);
}

/** The buyer confirms the parcel arrived: the order completes (7 → 8). */
export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(order.orderNo), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
