import { useQuery } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ReturnableOrder } from '@clearlot/contract/schemas/returns';
import { api } from '../../../shared/http/client';
import { orderKeys } from './queryKeys';

/** What an order allows to be returned now, per line (docs/product.md §5); refreshed with the order's other views. */
export function useReturnableOrder(orderNo: string, enabled: boolean) {
  return useQuery({
    queryKey: [...orderKeys.detail(orderNo), 'returnable'],
    queryFn: (): Promise<ReturnableOrder> => api.post(ApiPath.order.returnable, { orderNo }, { loading: false }),
    enabled,
  });
}
