import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, SaveAddressBody } from '@clearlot/contract/schemas/order';
import { api } from '../../../shared/http/client';
import { ADDRESS_PATHS, addressKeys } from './addressKeys';

/** Add an address (at most 20: 6009). The form places failures itself. */
export function saveAddress(body: SaveAddressBody): Promise<Address> {
  return api.post<Address>(ADDRESS_PATHS.save, body, { notify: false });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    // refetch the list even while no page shows it, so My addresses opens on the saved version
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all, refetchType: 'all' }),
  });
}
