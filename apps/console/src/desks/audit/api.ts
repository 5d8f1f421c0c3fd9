/** The audit log through the user service (issue 34 item 7): staff actions searched by actor, action, target and time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { AuditSearchBody } from '@clearlot/contract/schemas/operations';
import { api } from '@clearlot/browser/http/client';

export const AUDIT_PAGE_SIZE = 20;

export function useAuditLog(body: AuditSearchBody) {
  return useQuery({
    queryKey: ['audit', 'list', body] as const,
    queryFn: () => api.post(ApiPath.user.auditSearch, body, { loading: false }),
    placeholderData: keepPreviousData,
  });
}
