import { useQuery } from '@tanstack/react-query';
import type { PointGoods, PointGoodsDetail } from '@clearlot/contract/schemas/points';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { pointsKeys } from './queryKeys';

export function fetchPointMall(): Promise<PointGoods[]> {
  return api.post(ApiPath.order.pointMall, {}, { loading: false });
}

/** The point mall's goods (visitors may browse them). */
export function usePointMall() {
  return useQuery({ queryKey: pointsKeys.mall, queryFn: fetchPointMall });
}

export function fetchPointGoods(id: number): Promise<PointGoodsDetail> {
  return api.post(ApiPath.order.pointGoodsDetail, { id }, { loading: false });
}

/** One point-mall item; no request for an id that is not a number. */
export function usePointGoods(id: number | null) {
  return useQuery({ queryKey: pointsKeys.goods(id ?? 0), queryFn: () => fetchPointGoods(id!), enabled: id !== null });
}
