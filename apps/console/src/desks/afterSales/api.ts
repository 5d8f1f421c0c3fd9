/**
 * After-sales requests at the console's desks, through the order service (docs/product.md §3 after-sales):
 * each desk's list by status, one request as the desk reads it, and the desk's moves. A move refreshes every
 * after-sales query.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as ApiPath from '@clearlot/contract/api/paths';
import type { ApiBody } from '@clearlot/contract/api/types';
import type { AfterSaleDetail, AfterSalePage } from '@clearlot/contract/schemas/afterSales';
import { api } from '@clearlot/browser/http/client';
import { type AfterSaleDesk, type AfterSaleListState, DETAIL_ROUTES, LIST_ROUTES } from './desk';

export const AFTER_SALE_PAGE_SIZE = 10;

const afterSaleKeys = {
  all: ['afterSales'] as const,
  list: (desk: AfterSaleDesk, state: AfterSaleListState) => ['afterSales', desk, 'list', state] as const,
  detail: (desk: AfterSaleDesk, afterSaleNo: string) => ['afterSales', desk, 'detail', afterSaleNo] as const,
};

/** A desk's requests on a status tab, a page at a time (the previous page stays while the next loads). */
export function useAfterSaleList(desk: AfterSaleDesk, state: AfterSaleListState) {
  return useQuery({
    queryKey: afterSaleKeys.list(desk, state),
    // another party moves requests and refunds: opened again, they are read again
    staleTime: 0,
    queryFn: (): Promise<AfterSalePage> =>
      api.post(LIST_ROUTES[desk], { ...(state.status === null ? {} : { status: state.status }), pageNum: state.pageNum, pageSize: AFTER_SALE_PAGE_SIZE }, { loading: false }),
    placeholderData: keepPreviousData,
  });
}

export function useAfterSaleDetail(desk: AfterSaleDesk, afterSaleNo: string) {
  return useQuery({
    queryKey: afterSaleKeys.detail(desk, afterSaleNo),
    staleTime: 0,
    queryFn: (): Promise<AfterSaleDetail> => api.post(DETAIL_ROUTES[desk], { afterSaleNo }, { loading: false, notify: false }),
    enabled: afterSaleNo !== '',
    retry: false,
  });
}

type AfterSaleMovePath =
  | typeof ApiPath.order.approveAfterSale
  | typeof ApiPath.order.refuseAfterSale
  | typeof ApiPath.order.confirmAfterSaleGoods
  | typeof ApiPath.order.terminateAfterSale
  | typeof ApiPath.order.decideAfterSale;

/** A move at the desk: afterwards (refused or not) the desk's requests are read again. */
export function useAfterSaleMove<P extends AfterSaleMovePath>(path: P) {
  const queryClient = useQueryClient();
  return useMutation({
    // every move route answers the request (operations.ts)
    mutationFn: (body: ApiBody<P>) => (api.post as (to: P, sent: ApiBody<P>) => Promise<AfterSaleDetail>)(path, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: afterSaleKeys.all }),
  });
}
