import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, IdOnlyBody } from '@clearlot/contract/schemas/order';
import { api } from '../../../shared/http/client';
import { ADDRESS_PATHS, addressKeys } from './addressKeys';

/** One address to edit. A missing one (6008) is shown by the page, not as a toast. */
export function fetchAddress(id: number, signal?: AbortSignal): Promise<Address> {
  const body: IdOnlyBody = { id };
  return api.post<Address>(ADDRESS_PATHS.getById, body, { loading: false, notify: false, signal });
}

export function addressQueryOptions(id: number) {
  return queryOptions({ queryKey: addressKeys.detail(id), queryFn: ({ signal }) => fetchAddress(id, signal), staleTime: 0 });
}

export function useAddress(id: number | null) {
  return useQuery({ ...addressQueryOptions(id ?? 0), enabled: id !== null, retry: false });
}
