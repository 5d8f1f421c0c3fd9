/** The goods owner's dashboard through the order service (issue 33 item 6). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { DashboardBody } from '@clearlot/contract/schemas/dashboard';
import { api } from '@clearlot/browser/http/client';

export function useDashboard(body: DashboardBody | null) {
  return useQuery({
    queryKey: ['dashboard', body] as const,
    queryFn: () => api.post(ApiPath.order.ownerDashboard, body!, { loading: false }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
