import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAddressesBody } from '@clearlot/contract/schemas/order';
import { api } from '../../../shared/http/client';
import { ADDRESS_PATHS, refreshAddresses } from '../../../shared/data/addresses';

/** Delete addresses; resolves to the number deleted. Failures are shown by the HTTP client. */
export function deleteAddresses(body: DeleteAddressesBody): Promise<number> {
  return api.post<number>(ADDRESS_PATHS.deleteBatch, body);
}

export function useDeleteAddresses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddresses,
    onSettled: () => refreshAddresses(queryClient),
  });
}
