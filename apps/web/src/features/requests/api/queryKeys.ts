import type { RequestKind } from '../model/request';
import type { ListRequest } from '../model/listQuery';
import type { RefundListInput } from '@clearlot/contract/schemas/refund';

/**
 * The request pages' queries, all under ['requests']: a change to a request reads every one again (an
 * after-sales request moves its linked return, and a completed request adds a refund).
 */
export const requestKeys = {
  all: ['requests'] as const,
  returnable: (orderNo: string) => ['requests', 'returnable', orderNo] as const,
  afterSaleEligibility: (orderNo: string) => ['requests', 'afterSaleEligibility', orderNo] as const,
  list: (request: ListRequest) => ['requests', request.kind, 'list', request.body] as const,
  counts: (kind: RequestKind) => ['requests', kind, 'counts'] as const,
  detail: (kind: RequestKind, requestNo: string) => ['requests', kind, 'detail', requestNo] as const,
  refunds: (body: RefundListInput) => ['requests', 'refunds', body] as const,
  refund: (refundNo: string) => ['requests', 'refund', refundNo] as const,
};
