import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/http/client';
import { PAYMENT_SERVICE } from './paths';
import { walletKeys } from './queryKeys';

/** The HTTP client shows any refusal as a warning: there is no form to put it on. */
export function removeCard(id: number): Promise<boolean> {
  return api.post<boolean>(`${PAYMENT_SERVICE}/wallet/cards/remove`, { id });
}

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards }),
  });
}
