import type { RefundStatus } from '@clearlot/contract/rules/order';
import type { RefundSource } from '@clearlot/contract/rules/refund';
import { paths } from '../../../shared/paths';
import type { Tone } from '../../../shared/ui/kit/Tag';

/** Refund status tags (docs/product.md §4): succeeded, suspended (waiting on the goods owner's balance), in refund, failed. */
const REFUND_STATUS_TONES: Record<RefundStatus, Tone> = { 31: 'success', 32: 'warning', 33: 'info', 34: 'error' };

export const refundStatusTone = (status: RefundStatus): Tone => REFUND_STATUS_TONES[status];

/** Where a refund came from, as a page of the buyer's: the request it completed, or the cancelled order. */
export function refundSourceHref(refund: { source: RefundSource; sourceId: string }): string {
  switch (refund.source) {
    case 'cancellation':
      return paths.orderDetail.getHref(refund.sourceId);
    case 'afterSale':
      return paths.afterSaleDetail.getHref(refund.sourceId);
    case 'return':
    case 'refundOnly':
    case 'intervention':
      return paths.returnDetail.getHref(refund.sourceId);
  }
}
