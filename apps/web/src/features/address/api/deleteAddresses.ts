import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAddressesBody } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { refreshAddresses } from '../../../shared/data/addresses';

/** Delete addresses; resolves to the number deleted. Failures are shown by the HTTP client. */
export function deleteAddresses(body: DeleteAddressesBody): Promise<number> {
  return api.post(ApiPath.order.deleteAddresses, body);
}

export function useDeleteAddresses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddresses,
    onSettled: () => refreshAddresses(queryClient),
  });
}
