import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { ORDER_SERVICE } from './paths';
import { walletKeys } from './queryKeys';

/** The buyer's addresses (default first), offered as a new card's billing address. */
export function fetchBillingAddresses(): Promise<Address[]> {
  return api.post<Address[]>(`${ORDER_SERVICE}/userReceiveAddress/list`, {}, { loading: false });
}

export const billingAddressesQueryOptions = queryOptions({
  queryKey: walletKeys.billingAddresses,
  queryFn: fetchBillingAddresses,
  // an address added on /home/AddAddress must show when the buyer comes back
  staleTime: 0,
});

export function useBillingAddresses(enabled = true) {
  return useQuery({ ...billingAddressesQueryOptions, enabled });
}
