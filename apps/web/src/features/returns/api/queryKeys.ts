import type { ReturnListInput } from '@clearlot/contract/schemas/returns';
import type { RefundListInput } from '@clearlot/contract/schemas/refund';
import type { ReturnDesk } from '../model/desk';
import type { RefundDesk } from './refunds';

/** The returns pages' queries, per desk (the buyer's, the goods owner's, the agent's). */
export const returnKeys = {
  all: ['returns'] as const,
  returnable: (orderNo: string) => ['returns', 'returnable', orderNo] as const,
  list: (desk: ReturnDesk, body: ReturnListInput) => ['returns', desk, 'list', body] as const,
  counts: (desk: ReturnDesk) => ['returns', desk, 'counts'] as const,
  detail: (desk: ReturnDesk, returnNo: string) => ['returns', desk, 'detail', returnNo] as const,
  refunds: (desk: RefundDesk, body: RefundListInput) => ['returns', desk, 'refunds', body] as const,
  refund: (desk: RefundDesk, refundNo: string) => ['returns', desk, 'refund', refundNo] as const,
};
