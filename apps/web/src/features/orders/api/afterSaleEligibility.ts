import { useQuery } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { AfterSaleEligibility } from '@clearlot/contract/schemas/afterSales';
import { api } from '../../../shared/http/client';
import { orderKeys } from './queryKeys';

/** What an order allows to be reported as damaged or faulty now, per line; refreshed with the order's other views. */
export function useAfterSaleEligibility(orderNo: string, enabled: boolean) {
  return useQuery({
    queryKey: [...orderKeys.detail(orderNo), 'afterSaleEligibility'],
    queryFn: (): Promise<AfterSaleEligibility> => api.post(ApiPath.order.afterSaleEligibility, { orderNo }, { loading: false }),
    enabled,
  });
}
