/**
 * Refunds and the goods owner's settlement (docs/product.md §3 refund, §4 refund statuses 31–34;
 * docs/decisions.md "Refunds and settlement"). Plain constants and functions: the server works
 * money out with them and the pages name sources and statuses with them.
 *
 * What can be refunded is derived, never kept as a counter: an order's refundable base is what its
 * trades paid for it less any pre-order penalty kept; that base is shared among its lines and its
 * delivery in proportion to what each cost (paidShares), and a line's refundable amount is its
 * share minus what refunds of it already took. The delivery's share goes back only with the refund
 * that leaves none of the goods' money unrefunded (the whole order refunded).
 */
import type { Bilingual } from '../messages';
import type { RefundStatus } from './order';

/** Why a refund was made: the caller that asked for it. */
export const REFUND_SOURCES = ['cancellation', 'return', 'refundOnly', 'afterSale', 'intervention'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

export const RefundSourceText: Record<RefundSource, Bilingual> = {
  cancellation: { en: 'Order cancelled', zh: '订单取消' },
  return: { en: 'Return and refund', zh: '退货退款' },
  refundOnly: { en: 'Refund only', zh: '仅退款' },
  afterSale: { en: 'After-sales', zh: '售后' },
  intervention: { en: 'Platform decision', zh: '平台处理' },
};

/** The refund statuses of docs/product.md §4 with their names and the history line each move writes. */
export const RefundStatusText: Record<RefundStatus, { name: Bilingual; history: Bilingual }> = {
  31: { name: { en: 'Refund succeeded', zh: '退款成功' }, history: { en: 'The refund was paid out.', zh: '退款已退回。' } },
  32: {
    name: { en: 'Suspended (account balance insufficient)', zh: '已挂起（账户余额不足）' },
    history: {
      en: "The refund is waiting: the goods owner's balance cannot cover it yet. It is retried automatically.",
      zh: '退款等待中：货主余额暂不足以支付，系统将自动重试。',
    },
  },
  33: { name: { en: 'In refund', zh: '退款中' }, history: { en: 'The refund was sent to the payment provider.', zh: '退款已提交至支付机构。' } },
  34: {
    name: { en: 'Refund failed', zh: '退款失败' },
    history: { en: 'The payment provider refused the refund. It can be retried.', zh: '支付机构拒绝了退款，可重新发起。' },
  },
};

/** Who moved a refund: the buyer (a retry), the platform's staff, or the system (the refund itself, the sweeper). */
export const RefundActor = { Buyer: 'buyer', Platform: 'platform', System: 'system' } as const;
export type RefundActor = (typeof RefundActor)[keyof typeof RefundActor];

/** What a refund line gives back: part of an order line's goods, or the order's delivery charge. */
export type RefundLineKind = 'goods' | 'delivery';
/** How a refund line of the delivery is named. */
export const DeliveryRefundLineText: Bilingual = { en: 'Delivery charge', zh: '运费' };

/**
 * The platform's fee on a goods owner's sales, in basis points: 4% (the demo catalogue's platform
 * price is 96% of the price). Kept at settlement; the part of it on money later refunded goes back
 * to the goods owner with the refund (settlementClawback).
 */
export const PLATFORM_FEE_BASIS_POINTS = 400;

/**
 * Alipay and WeChat Pay (sandbox) refunds are asynchronous: accepted at once (33 in refund) and
 * confirmed by the provider this long after, when the sweeper completes them (31).
 */
export const WALLET_APP_REFUND_SECONDS = 60;

/**
 * Sandbox card gateway: charges to these numbers are approved but their refunds are refused (the
 * card account was closed after paying), so the refund fails (34) and can be retried, to the card
 * again or to the buyer's wallet balance. 4000 0000 0000 5126 is the number card sandboxes document
 * for a failing refund.
 */
export const SANDBOX_REFUND_FAILING_CARDS: readonly string[] = ['4000000000005126'];

function wholePence(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole, non-negative number of pence: ${value}`);
  return value;
}

/**
 * The platform's fee (its commission) on `gross` pence at `rate` basis points (4% unless the platform setting in force
 * at settlement says otherwise: rules/payouts.ts), rounded to the nearest penny (a half penny up).
 */
export function platformFee(gross: number, rate: number = PLATFORM_FEE_BASIS_POINTS): number {
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > 10_000) throw new RangeError(`fee rate must be whole basis points from 0 to 10000: ${rate}`);
  const exact = BigInt(wholePence(gross, 'gross')) * BigInt(rate);
  return Number((exact + 5_000n) / 10_000n);
}

/** What the goods owner is paid for `gross` pence of sales: the gross less the platform's fee at `rate`. */
export const ownerPayout = (gross: number, rate: number = PLATFORM_FEE_BASIS_POINTS) => gross - platformFee(gross, rate);

/**
 * What a refund of `refund` pence after settlement takes back from the goods owner, when
 * `settledGross` is what the settlement (less refunds taken back so far) still pays them for: the
 * drop in their payout. The fee on the refunded money goes back to them, and the sums telescope, so
 * the owner always ends with exactly ownerPayout(what the buyer finally paid).
 */
export function settlementClawback(settledGross: number, refund: number, rate: number = PLATFORM_FEE_BASIS_POINTS): number {
  if (wholePence(refund, 'refund') > wholePence(settledGross, 'settled gross')) throw new RangeError(`a refund of ${refund} is more than the ${settledGross} settled`);
  return ownerPayout(settledGross, rate) - ownerPayout(settledGross - refund, rate);
}

/**
 * `paid` pence shared among `weights` (what each line and the delivery cost) in proportion, in
 * whole pence adding up to `paid` exactly: floors, then one penny each to the largest remainders,
 * the earlier on a tie (the rule pricing uses for coupon shares). `paid` may not exceed the
 * weights' sum: nobody pays more than the order cost.
 */
export function paidShares(paid: number, weights: readonly number[]): number[] {
  wholePence(paid, 'paid');
  const whole = weights.reduce((total, weight) => total + BigInt(wholePence(weight, 'weight')), 0n);
  if (BigInt(paid) > whole) throw new RangeError(`paid ${paid} is more than the order cost (${whole})`);
  if (paid === 0) return weights.map(() => 0);
  const parts = weights.map((weight, index) => {
    const exact = BigInt(paid) * BigInt(weight);
    return { index, share: Number(exact / whole), remainder: exact % whole };
  });
  let pennies = paid - parts.reduce((total, part) => total + part.share, 0);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (pennies === 0) break;
    part.share += 1;
    pennies -= 1;
  }
  return parts.map((part) => part.share);
}

/** One order line as refunds see it: what it cost, and what refunds already took from it. */
export interface RefundableLineInput {
  orderItemId: number;
  /** pence the line cost (its price × quantity, after any coupon) */
  cost: number;
  /** pence refunds of it already took */
  refunded: number;
}

export interface RefundableLine {
  orderItemId: number;
  /** the line's share of what the order's trades paid */
  paid: number;
  refunded: number;
  /** paid − refunded */
  refundable: number;
}

export interface OrderRefundable {
  lines: RefundableLine[];
  /** the delivery's share of what was paid; refunded only with the last of the goods' money */
  delivery: { paid: number; refunded: number; refundable: number };
  /** what the trades paid for the order less any pre-order penalty kept (the lines' and the delivery's shares add up to it) */
  paid: number;
  refunded: number;
  refundable: number;
}

/**
 * What an order can still refund, per line and for its delivery: `paid` (the trades' payment for
 * it less any penalty kept) shared among the lines and the delivery in proportion to their cost.
 */
export function orderRefundable(order: { paid: number; deliveryCost: number; deliveryRefunded: number; lines: readonly RefundableLineInput[] }): OrderRefundable {
  const shares = paidShares(order.paid, [...order.lines.map((line) => line.cost), order.deliveryCost]);
  const lines = order.lines.map((line, index) => {
    const paid = shares[index]!;
    return { orderItemId: line.orderItemId, paid, refunded: line.refunded, refundable: Math.max(0, paid - line.refunded) };
  });
  const deliveryPaid = shares[order.lines.length]!;
  const delivery = { paid: deliveryPaid, refunded: order.deliveryRefunded, refundable: Math.max(0, deliveryPaid - order.deliveryRefunded) };
  const refunded = lines.reduce((total, line) => total + line.refunded, 0) + delivery.refunded;
  const refundable = lines.reduce((total, line) => total + line.refundable, 0) + delivery.refundable;
  return { lines, delivery, paid: order.paid, refunded, refundable };
}

export type RefundLinesProblem = 'refundLineNotInOrder' | 'refundExceedsRefundable' | 'refundAmountInvalid';

/**
 * Checks the amounts asked for against what each line can still refund and answers the refund's
 * lines: the goods asked for, plus the delivery's share when they take the last of the goods'
 * money (so no goods asked for refunds the delivery alone once the goods are all refunded). A line
 * may be named once; each amount is a positive whole number of pence.
 */
export function planRefund(
  refundable: OrderRefundable,
  asked: ReadonlyArray<{ orderItemId: number; amount: number }>,
): { lines: Array<{ orderItemId: number | null; kind: RefundLineKind; amount: number }>; amount: number } | { problem: RefundLinesProblem } {
  const byId = new Map(refundable.lines.map((line) => [line.orderItemId, line]));
  const seen = new Set<number>();
  let goodsLeft = refundable.lines.reduce((total, line) => total + line.refundable, 0);
  const lines: Array<{ orderItemId: number | null; kind: RefundLineKind; amount: number }> = [];
  for (const { orderItemId, amount } of asked) {
    if (!Number.isSafeInteger(amount) || amount <= 0) return { problem: 'refundAmountInvalid' };
    const line = byId.get(orderItemId);
    if (!line || seen.has(orderItemId)) return { problem: 'refundLineNotInOrder' };
    seen.add(orderItemId);
    if (amount > line.refundable) return { problem: 'refundExceedsRefundable' };
    goodsLeft -= amount;
    lines.push({ orderItemId, kind: 'goods', amount });
  }
  if (goodsLeft === 0 && refundable.delivery.refundable > 0) lines.push({ orderItemId: null, kind: 'delivery', amount: refundable.delivery.refundable });
  if (lines.length === 0) return { problem: 'refundAmountInvalid' };
  return { lines, amount: lines.reduce((total, line) => total + line.amount, 0) };
}
