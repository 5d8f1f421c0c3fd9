import { useQuery } from '@tanstack/react-query';
import type { CreditScoreView, PointsSummary } from '@clearlot/contract/schemas/points';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { useSession } from '../../../shared/session/session';

/** The member centre's figures for its points and credit-score shortcuts (the pages themselves read their own). */
export function usePointsBalance() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['points', 'summary', user?.id ?? null],
    queryFn: (): Promise<PointsSummary> => api.post(ApiPath.order.pointsSummary, {}, { loading: false, notify: false }),
    enabled: user !== null,
  });
}

export function useCreditFigure() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['credit', 'score', user?.id ?? null],
    queryFn: (): Promise<CreditScoreView> => api.post(ApiPath.order.creditScore, {}, { loading: false, notify: false }),
    enabled: user !== null,
  });
}
