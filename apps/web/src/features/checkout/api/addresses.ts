import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { ORDER_SERVICE } from './paths';
import { checkoutKeys } from './queryKeys';

/** The buyer's delivery addresses, default first. */
export function fetchAddresses(): Promise<Address[]> {
  return api.post<Address[]>(`${ORDER_SERVICE}/userReceiveAddress/list`, {}, { loading: false, notify: false });
}

/** Always read afresh on a visit: the buyer may just have added one on the address page. */
export const addressesQueryOptions = queryOptions({ queryKey: checkoutKeys.addresses, queryFn: fetchAddresses, staleTime: 0 });

export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQueryOptions, enabled });
}
