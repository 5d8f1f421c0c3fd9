/**
 * The buyer's delivery addresses, one resource for every page that shows them: My addresses and the
 * address form, the settlement page, the card payment form and the wallet's new-card dialog (billing
 * address). One query key, read and refreshed only through this module.
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, IdOnlyBody } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../http/client';

/** The list lives at this key and each address just below it. */
export const addressesKey = ['addresses'] as const;
const addressKey = (id: number) => [...addressesKey, id] as const;

// Every reader shows its own "could not load" state with a retry, so failures are not toasted.

/** The buyer's addresses, default first. */
export function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  return api.post(ApiPath.order.addresses, undefined, { loading: false, notify: false, signal });
}

/** Read on every visit (the list is small, and another tab may have changed it). */
export const addressesQueryOptions = queryOptions({ queryKey: addressesKey, queryFn: ({ signal }) => fetchAddresses(signal), staleTime: 0 });

export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQueryOptions, enabled });
}

/** One address, to edit. A missing one (6008) is the form's to say. */
export function fetchAddress(id: number, signal?: AbortSignal): Promise<Address> {
  const body: IdOnlyBody = { id };
  return api.post(ApiPath.order.address, body, { loading: false, notify: false, signal });
}

export function addressQueryOptions(id: number) {
  return queryOptions({ queryKey: addressKey(id), queryFn: ({ signal }) => fetchAddress(id, signal), staleTime: 0 });
}

export function useAddress(id: number | null) {
  return useQuery({ ...addressQueryOptions(id ?? 0), enabled: id !== null, retry: false });
}

/**
 * After an address is added, changed or deleted: the list reads again even where no page shows it,
 * so the next page that does (My addresses, the settlement, a card form) opens on the new version;
 * an address whose form is open reads again, others are only marked out of date.
 */
export async function refreshAddresses(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.refetchQueries({ queryKey: addressesKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: addressesKey, predicate: (query) => query.queryKey.length > addressesKey.length }),
  ]);
}
