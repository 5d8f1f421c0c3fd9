import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@clearlot/contract/schemas/order';
import type { SaveAddressBody } from '@clearlot/contract/schemas/addressBodies';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { refreshAddresses } from '../../../shared/data/addresses';

/** Add an address (at most 20: 6009). The form places failures itself. */
export function saveAddress(body: SaveAddressBody): Promise<Address> {
  return api.post(ApiPath.order.saveAddress, body, { notify: false });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => refreshAddresses(queryClient),
  });
}
