import { useQuery } from '@tanstack/react-query';
import type { CreditScoreView } from '@clearlot/contract/schemas/points';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { useSession } from '../../../shared/session/session';

export function fetchCreditScore(): Promise<CreditScoreView> {
  return api.post(ApiPath.order.creditScore, {}, { loading: false });
}

/** The signed-in buyer's credit score with its factors, order limit and history. */
export function useCreditScore() {
  const { user } = useSession();
  return useQuery({ queryKey: ['credit', 'score', user?.id ?? null], queryFn: fetchCreditScore, enabled: user !== null });
}
