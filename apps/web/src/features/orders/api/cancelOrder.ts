import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelOrderBody, CancelResult } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { refreshMoneyViews } from '../../../shared/data/moneyViews';
import { api } from '../../../shared/http/client';
import { orderKeys } from './queryKeys';

export function cancelOrder(body: CancelOrderBody): Promise<CancelResult> {
  return api.post(ApiPath.order.cancelOrder, body);
}

/**
 * Cancel at once or ask the goods owner to review (CancelResult.outcome). Whatever happened, the
 * orders and the wallet are refreshed: a paid order cancelled at once refunds a wallet payment to the
 * wallet, and a refusal such as "status changed" (6013) means the page is stale.
 */
export const cancelOrderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: cancelOrder,
    onSuccess: (result: CancelResult) => queryClient.setQueryData(orderKeys.detail(result.order.orderNo), result.order),
    onSettled: () => refreshMoneyViews(queryClient),
  });

export function useCancelOrder() {
  return useMutation(cancelOrderMutation(useQueryClient()));
}
