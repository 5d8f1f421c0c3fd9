import { useQuery } from '@tanstack/react-query';
import type { PointsSummary } from '@clearlot/contract/schemas/points';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { useSession } from '../../../shared/session/session';
import { pointsKeys } from './queryKeys';

export function fetchPointsSummary(): Promise<PointsSummary> {
  return api.post(ApiPath.order.pointsSummary, {}, { loading: false });
}

/** The signed-in buyer's balance, debt, expiring points and lots; nothing for a visitor. */
export function usePointsSummary() {
  const { token, user } = useSession();
  return useQuery({ queryKey: pointsKeys.summary(user?.id ?? null), queryFn: fetchPointsSummary, enabled: Boolean(token) && user !== null });
}
