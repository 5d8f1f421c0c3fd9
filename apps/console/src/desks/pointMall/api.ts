/**
 * The point mall desk through the order service (issue 34 item 5): the mall's goods, the products and options the form
 * chooses from, and operations's moves (list, change, pause, resume). A move refreshes every query of the desk.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { CreatePointGoodsBody, DeskPointGoodsListBody, UpdatePointGoodsBody } from '@clearlot/contract/schemas/pointMallDesk';
import { api } from '@clearlot/browser/http/client';

export const MALL_PAGE_SIZE = 20;
const deskKey = ['pointMallDesk'] as const;

export const useDeskPointGoods = (body: DeskPointGoodsListBody) =>
  useQuery({ queryKey: [...deskKey, 'list', body], queryFn: () => api.post(ApiPath.order.deskPointGoods, body, { loading: false }), placeholderData: keepPreviousData });

/** Products the mall can take (on sale, not lots), by a part of the name or the id. */
export const useMallProducts = (keyword: string) =>
  useQuery({
    queryKey: [...deskKey, 'products', keyword],
    queryFn: () => api.post(ApiPath.order.deskPointGoodsProducts, { keyword }, { loading: false }),
    placeholderData: keepPreviousData,
    enabled: keyword !== '',
  });

/** The product's options on sale with the warehouses holding them, and what is already listed from each. */
export const useMallChoices = (productId: number | undefined) =>
  useQuery({
    queryKey: [...deskKey, 'choices', productId],
    queryFn: () => api.post(ApiPath.order.deskPointGoodsChoices, { productId: productId! }, { loading: false }),
    enabled: productId !== undefined,
  });

function useMallMutation<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: deskKey }) });
}

export const useCreatePointGoods = () => useMallMutation((body: CreatePointGoodsBody) => api.post(ApiPath.order.deskPointGoodsCreate, body));
export const useUpdatePointGoods = () => useMallMutation((body: UpdatePointGoodsBody) => api.post(ApiPath.order.deskPointGoodsUpdate, body));
export const useActiveMove = (move: 'pause' | 'resume') =>
  useMallMutation((id: number) => api.post(move === 'pause' ? ApiPath.order.deskPointGoodsPause : ApiPath.order.deskPointGoodsResume, { id }));
