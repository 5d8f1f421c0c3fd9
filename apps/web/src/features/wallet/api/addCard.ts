import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCardBody, SavedCard } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { refreshSavedCards } from '../../../shared/data/savedCards';

/** The sandbox gateway verifies the card; declined numbers are refused (8007), bad details 8006. */
export function addCard(body: AddCardBody): Promise<SavedCard> {
  return api.post(ApiPath.payment.addCard, body, { notify: false });
}

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: () => refreshSavedCards(queryClient),
  });
}
