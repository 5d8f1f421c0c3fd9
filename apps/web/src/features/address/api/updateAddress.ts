import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, UpdateAddressBody } from '@clearlot/contract/schemas/order';
import { api } from '../../../shared/http/client';
import { ADDRESS_PATHS, addressKeys } from './addressKeys';

/** Change an address (also how one becomes the default). The caller words failures. */
export function updateAddress(body: UpdateAddressBody): Promise<Address> {
  return api.post<Address>(ADDRESS_PATHS.update, body, { notify: false });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    // refetch the list even while no page shows it, so My addresses opens on the saved version
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all, refetchType: 'all' }),
  });
}
