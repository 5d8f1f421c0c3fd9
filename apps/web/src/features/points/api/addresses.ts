import { useQuery } from '@tanstack/react-query';
import type { Address } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { useSession } from '../../../shared/session/session';
import { pointsKeys } from './queryKeys';

export function fetchAddresses(): Promise<Address[]> {
  return api.post(ApiPath.order.addresses, {}, { loading: false });
}

/** The buyer's delivery addresses, to send redeemed goods to (signed in only). */
export function useDeliveryAddresses() {
  const { token, user } = useSession();
  return useQuery({ queryKey: pointsKeys.addresses(user?.id ?? null), queryFn: fetchAddresses, enabled: Boolean(token) && user !== null });
}
