/** Failed e-mails and texts through the message service (issue 35 item 5): newest first, a channel at a time, older pages by the last id seen. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { FailedDeliveryQuery } from '@clearlot/contract/schemas/message';
import { api } from '@clearlot/browser/http/client';

export const FAILURES_PAGE_SIZE = 50;

export function useDeliveryFailures(body: FailedDeliveryQuery) {
  return useQuery({
    queryKey: ['deliveryFailures', body] as const,
    queryFn: () => api.post(ApiPath.message.failedDeliveries, body, { loading: false }),
    placeholderData: keepPreviousData,
  });
}
