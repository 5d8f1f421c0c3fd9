import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelOrderBody, CancelResult } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { orderKeys } from './queryKeys';

export function cancelOrder(body: CancelOrderBody): Promise<CancelResult> {
  return api.post(ApiPath.order.cancelOrder, body);
}

/**
 * Cancel at once or ask the goods owner to review (CancelResult.outcome). Whatever happened,
 * every order query is refreshed: a refusal such as "status changed" (6013) means the page is stale.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (result) => queryClient.setQueryData(orderKeys.detail(result.order.orderNo), result.order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
