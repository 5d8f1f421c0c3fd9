import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BUYER_ORDER_KEYS, ownerOrderKeys } from './queryKeys';

/**
 * A goods-owner action on an order. Whatever the answer, the desk and the buyer-side order
 * queries are refreshed: a refusal such as "status changed" (6013) means the table is stale.
 */
export function useOwnerOrderMutation<Body, Result>(call: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ownerOrderKeys.all }), queryClient.invalidateQueries({ queryKey: BUYER_ORDER_KEYS })]),
  });
}
