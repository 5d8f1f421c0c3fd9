import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PointRedemption, RedeemPointsBody } from '@clearlot/contract/schemas/points';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { pointsKeys } from './queryKeys';

/** Redeems points for goods; the client key makes a repeat (a double click, a retry) answer the same order. */
export function redeemPoints(body: RedeemPointsBody): Promise<PointRedemption> {
  return api.post(ApiPath.order.redeemPoints, body);
}

export function useRedeemPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPoints,
    // also after a refusal: the balance or the stock has moved on
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}
