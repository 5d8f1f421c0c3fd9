import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Warehouse } from '@clearlot/contract/schemas/catalogue';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';
import { DEFAULT_DELIVERY_COUNTRY } from '../../location/deliveryCountry';
import { catalogueKeys } from './queryKeys';

/** Ship-from warehouses in one country (default GB, docs/product.md §9). */
export function fetchWarehouses(countryCode: string): Promise<Warehouse[]> {
  return api.post(ApiPath.product.warehouses, { countryCodes: [countryCode] }, { loading: false });
}

export function warehousesQueryOptions(countryCode: string = DEFAULT_DELIVERY_COUNTRY) {
  return queryOptions({
    queryKey: catalogueKeys.warehouses(countryCode),
    queryFn: () => fetchWarehouses(countryCode),
    staleTime: 10 * 60_000,
  });
}

export function useWarehouses(countryCode: string = DEFAULT_DELIVERY_COUNTRY) {
  return useQuery(warehousesQueryOptions(countryCode));
}
