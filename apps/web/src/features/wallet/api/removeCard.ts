import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { walletKeys } from './queryKeys';

/** The HTTP client shows any refusal as a warning: there is no form to put it on. */
export function removeCard(id: number): Promise<boolean> {
  return api.post(ApiPath.payment.removeCard, { id });
}

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards }),
  });
}
