import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@clearlot/contract/schemas/order';
import type { UpdateAddressBody } from '@clearlot/contract/schemas/addressBodies';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { refreshAddresses } from '../../../shared/data/addresses';

/** Change an address (also how one becomes the default). The caller words failures. */
export function updateAddress(body: UpdateAddressBody): Promise<Address> {
  return api.post(ApiPath.order.updateAddress, body, { notify: false });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => refreshAddresses(queryClient),
  });
}
