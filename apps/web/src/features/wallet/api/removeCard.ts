import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { refreshSavedCards } from '../../../shared/data/savedCards';

/** The HTTP client shows any refusal as a warning: there is no form to put it on. */
export function removeCard(id: number): Promise<boolean> {
  return api.post(ApiPath.payment.removeCard, { id });
}

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSettled: () => refreshSavedCards(queryClient),
  });
}
