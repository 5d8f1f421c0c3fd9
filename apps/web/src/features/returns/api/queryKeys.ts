import type { ReturnListInput } from '@clearlot/contract/schemas/returns';
import type { RefundListInput } from '@clearlot/contract/schemas/refund';
import type { ReturnDesk } from '../model/desk';

/** The returns pages' queries, per desk (the buyer's, the agent's); refunds are the buyer's. */
export const returnKeys = {
  all: ['returns'] as const,
  returnable: (orderNo: string) => ['returns', 'returnable', orderNo] as const,
  list: (desk: ReturnDesk, body: ReturnListInput) => ['returns', desk, 'list', body] as const,
  counts: (desk: ReturnDesk) => ['returns', desk, 'counts'] as const,
  detail: (desk: ReturnDesk, returnNo: string) => ['returns', desk, 'detail', returnNo] as const,
  refunds: (body: RefundListInput) => ['returns', 'buyer', 'refunds', body] as const,
  refund: (refundNo: string) => ['returns', 'buyer', 'refund', refundNo] as const,
};
