import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@clearlot/contract/schemas/order';
import { api } from '../../../shared/http/client';
import { ADDRESS_PATHS, addressKeys } from './addressKeys';

/** The buyer's delivery addresses, default first. */
export function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  return api.post<Address[]>(ADDRESS_PATHS.list, undefined, { loading: false, signal });
}

export const addressListQueryOptions = queryOptions({ queryKey: addressKeys.list, queryFn: ({ signal }) => fetchAddresses(signal) });

export function useAddressList() {
  return useQuery(addressListQueryOptions);
}
