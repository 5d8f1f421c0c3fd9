import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryQuote } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { checkoutKeys } from './queryKeys';

/** The three delivery options with their charges for these lines sent to this address. */
export function fetchDeliveryQuote(addressId: number, cartItemIds: readonly number[]): Promise<DeliveryQuote> {
  return api.post(ApiPath.order.deliveryQuote, { addressId, cartItemIds: [...cartItemIds] }, { loading: false, notify: false });
}

export const deliveryQuoteQueryOptions = (addressId: number, cartItemIds: readonly number[]) =>
  queryOptions({
    queryKey: checkoutKeys.deliveryQuote(addressId, cartItemIds),
    queryFn: () => fetchDeliveryQuote(addressId, cartItemIds),
    staleTime: 0,
  });

/** Re-quoted whenever the address changes; the previous quote stays on screen (marked as updating) meanwhile. */
export function useDeliveryQuote(addressId: number | null, cartItemIds: readonly number[]) {
  return useQuery({
    ...deliveryQuoteQueryOptions(addressId ?? 0, cartItemIds),
    enabled: addressId !== null && cartItemIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
