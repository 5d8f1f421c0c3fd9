import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PointsHistoryInput, PointsHistoryPage } from '@clearlot/contract/schemas/points';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { useSession } from '../../../shared/session/session';
import { pointsKeys } from './queryKeys';

export function fetchPointsHistory(body: PointsHistoryInput): Promise<PointsHistoryPage> {
  return api.post(ApiPath.order.pointsHistory, body, { loading: false });
}

/** A page of the buyer's points history, newest first; the last page stays while the next loads. */
export function usePointsHistory(body: PointsHistoryInput) {
  const { user } = useSession();
  return useQuery({ queryKey: pointsKeys.history(user?.id ?? null, body), queryFn: () => fetchPointsHistory(body), placeholderData: keepPreviousData, enabled: user !== null });
}
