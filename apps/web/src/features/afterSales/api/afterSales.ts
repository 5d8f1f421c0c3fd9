/**
 * After-sales requests through the order service (docs/product.md §3 after-sales): one request as
 * each desk reads it, and every change. A change refreshes the request, the buyer's orders (their
 * insurance block follows claims) and the wallet (a refund may have been made).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as ApiPath from '@clearlot/contract/api/paths';
import type { ApiBody } from '@clearlot/contract/api/types';
import type { AfterSaleDetail } from '@clearlot/contract/schemas/afterSales';
import { orderViewsKey } from '../../../shared/data/moneyViews';
import { walletInfoKey } from '../../../shared/data/walletInfo';
import { api } from '../../../shared/http/client';
import { type AfterSaleDesk, DETAIL_ROUTES } from '../model/desk';

const afterSaleKeys = {
  all: ['afterSales'] as const,
  detail: (desk: AfterSaleDesk, afterSaleNo: string) => ['afterSales', 'detail', desk, afterSaleNo] as const,
};

export function useAfterSaleDetail(desk: AfterSaleDesk, afterSaleNo: string) {
  return useQuery({
    queryKey: afterSaleKeys.detail(desk, afterSaleNo),
    queryFn: (): Promise<AfterSaleDetail> => api.post(DETAIL_ROUTES[desk], { afterSaleNo }, { loading: false }),
    enabled: afterSaleNo !== '',
  });
}

type AfterSaleChangePath =
  | typeof ApiPath.order.cancelAfterSale
  | typeof ApiPath.order.shipAfterSale
  | typeof ApiPath.order.confirmAfterSaleRefund
  | typeof ApiPath.order.approveAfterSale
  | typeof ApiPath.order.refuseAfterSale
  | typeof ApiPath.order.confirmAfterSaleGoods
  | typeof ApiPath.order.terminateAfterSale
  | typeof ApiPath.order.decideAfterSale;

/** A change to a request: afterwards (refused or not) the request, the orders and the wallet are read again. */
export function useAfterSaleChange<P extends AfterSaleChangePath>(path: P) {
  const queryClient = useQueryClient();
  return useMutation({
    // every change route answers the request (operations.ts)
    mutationFn: (body: ApiBody<P>) => (api.post as (to: P, sent: ApiBody<P>) => Promise<AfterSaleDetail>)(path, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: afterSaleKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderViewsKey }),
        queryClient.invalidateQueries({ queryKey: walletInfoKey }),
      ]),
  });
}
