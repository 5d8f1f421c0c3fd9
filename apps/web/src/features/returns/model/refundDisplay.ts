import type { RefundStatus } from '@clearlot/contract/rules/order';

/** Refund status tags (docs/product.md §4): succeeded, suspended, in refund, failed. */
export const REFUND_STATUS_COLOUR: Record<RefundStatus, string> = { 31: 'success', 32: 'warning', 33: 'processing', 34: 'error' };
