/**
 * What of an order line is still free to claim (issue 31 item 2): a return, a refund-only request and
 * an after-sales request all claim units of a line and money of it, and no two may claim the same.
 * One rule for the three, read by the server under the order's row lock when a request is made (or a
 * refused one is taken to the platform) and by the forms that offer the units and the money.
 *
 * - Money: the line's share of what was paid, less what refunds already took (`refundable`, from the
 *   refund rows), less what requests not yet refunded ask for (`pendingAmount`).
 * - Units: ordered, less the units held by returns (open or completed) and by after-sales requests
 *   (open or refunded); and never more units than the money left covers, so a line whose money is all
 *   asked for or refunded has no units left to claim, whatever its units say.
 */
import type { AfterSaleStatus } from './afterSales';

/**
 * After-sales requests that hold their units: open ones (1–4, 9) and refunded ones (5 awaiting the
 * buyer's receipt, 6 completed). Returns hold theirs while open or completed (QUANTITY_HOLDING_STATUSES).
 */
export const AFTER_SALE_HOLDING_STATUSES: readonly AfterSaleStatus[] = [1, 2, 3, 4, 5, 6, 9];

/**
 * After the goods owner refuses a return, a refund only or an after-sales request, the buyer may ask
 * the platform to step in for this many days (docs/product.md is silent; decisions "Requests and
 * refunds, issue 31"). Asking takes the request's units and money again, if nothing took them since.
 */
export const INTERVENTION_APPEAL_DAYS = 7;

/** One order line as claims see it (integer pence and units). */
export interface LineClaims {
  /** units ordered */
  ordered: number;
  /** the line's share of what the order's trades paid */
  paid: number;
  /** paid less the refunds already made of the line */
  refundable: number;
  /** units held by other requests: returns open or completed, after-sales requests open or refunded */
  heldUnits: number;
  /** money asked for by other requests that are open and not refunded yet */
  pendingAmount: number;
}

/** Money of the line no refund and no open request has taken. */
export const claimableAmount = (line: LineClaims): number => Math.max(0, line.refundable - line.pendingAmount);

/**
 * Units of the line that can still be claimed: the units no request holds, and no more than the money
 * left covers (a unit partly refunded still counts as covered). A line that cost nothing has only its
 * units to give.
 */
export function claimableUnits(line: LineClaims): number {
  const free = Math.max(0, line.ordered - line.heldUnits);
  if (line.paid <= 0) return free;
  const covered = Math.ceil((claimableAmount(line) * line.ordered) / line.paid);
  return Math.min(free, covered);
}

/**
 * What a return or refund-only request for `quantity` units of the line asks back: its share of what
 * the line was paid, rounded down to the penny; the request taking the line's last free units gets all
 * the money left, so requests for a whole line add up to what it was paid. Never more than is left.
 */
export function claimedReturnAmount(line: LineClaims, quantity: number): number {
  const left = claimableAmount(line);
  if (quantity >= line.ordered - line.heldUnits) return left;
  return Math.min(left, Math.floor((line.paid * quantity) / line.ordered));
}
