/**
 * What a checkout costs (docs/product.md §4 delivery, §5 minimum and limit, §9 deposit): the one
 * place where cart lines become order amounts. Order placement, the delivery quote and the
 * settlement page all call priceCheckout, so what the buyer is shown, what the quote offers and
 * what the orders record agree to the penny. (`pricing.ts` is something else: the figures on
 * product cards.)
 *
 * The rules, in the order they apply; every amount is whole pence:
 * 1. Lines split into orders, one per goods owner + ship-from warehouse, in the order the lines
 *    first name them. A line costs unit price × quantity; an order's items total is its lines' sum.
 * 2. Each order's delivery is `deliveryCharge` (rules/order.ts) of its weight, its number of lines
 *    and the destination's postcode area (it rounds the weight up to the next 0.5 kg).
 * 3. Coupons, in the order given (rules/coupon.ts decides which apply and how much): a coupon's
 *    amount is capped at what its lines still cost and shared among them in proportion to that; free
 *    delivery clears the delivery of every order holding one of its lines. Each order lists what
 *    every coupon covering it took off there (`coupons`), which is what redeeming records per order.
 * 4. Points pay for what is left (the gross, 4a), capped at it, shared among the orders in proportion to it.
 * 4a. VAT (rules/vat.ts): prices are ex VAT. Each line's VAT is its net after coupons × its product's
 *    rate, rounded per line; the delivery (after a free-delivery coupon) follows the goods' VAT,
 *    apportioned over their rates by their net value (HMRC VAT Notice 700/24). An order's gross is its
 *    net (items + delivery − coupons) plus that VAT. Points pay part of the gross (a means of payment,
 *    not a discount): they are shared by the orders' gross and do not change the VAT.
 * 5. An order's payable = gross − points. A pre-order's deposit is 1% of its
 *    payable rounded up to the penny, at least £1, never more than the payable (preOrderDeposit).
 * 6. Below the minimum: items total (before coupons) under MIN_ORDER_ITEMS_TOTAL. Above the limit:
 *    the checkout's payable over ORDER_AMOUNT_LIMIT.
 * Shares (3, 4) are floors with the odd pennies going one each to the largest remainders, the
 * earlier line or order on a tie, so they always add up to the amount shared.
 *
 * Range: figures are exact while they stay below 2^53 pence. A line at the largest price a product
 * can hold (2^31 − 1) × the largest cart quantity is below 2^48; only a checkout thousands of
 * times over ORDER_AMOUNT_LIMIT could pass 2^53, and it is refused as above the limit whatever its
 * last pennies. Inputs that are not whole, non-negative, safe numbers are a caller's bug: RangeError.
 */
import { parseUkPostcode } from './address';
import { type DeliveryCharge, type DeliveryType, MIN_ORDER_ITEMS_TOTAL, ORDER_AMOUNT_LIMIT, OrderType, deliveryCharge, preOrderDeposit } from './order';
import { type VatPart, type VatRate, apportionByRate, vatByRate, vatOn } from './vat';

/** A cart line as it is priced: today's unit price and weight, the quantity chosen. */
export interface PricingLine {
  /** the cart line's id; coupons name the lines they cover by it */
  id: number;
  ownerId: number;
  warehouseCode: string;
  /** pence */
  unitPrice: number;
  quantity: number;
  /** grams per unit */
  weightGrams: number;
  /** the product's VAT rate */
  vatRate: VatRate;
}

/** What one coupon takes off this checkout, as the coupon rules work it out (couponDiscount in rules/coupon.ts). */
export interface CouponDiscount {
  /** the buyer's coupon (a claimed copy, not the coupon centre's offer) */
  couponId: number;
  /** the lines it covers (its scope: everything, a category, a goods owner) */
  lineIds: readonly number[];
  /** pence off those lines' items; more than they still cost takes them to nothing */
  itemsOff: number;
  /** clears the delivery of every order holding one of those lines */
  freeDelivery: boolean;
}

export interface PriceAdjustments {
  coupons: readonly CouponDiscount[];
  /** pence paid with points (issue 15 turns points into pence) */
  pointsValue: number;
}

/** No coupons and no points. */
export const NO_ADJUSTMENTS: PriceAdjustments = { coupons: [], pointsValue: 0 };

export interface CheckoutPricingInput {
  lines: readonly PricingLine[];
  deliveryType: DeliveryType;
  /** the delivery address's postcode; its area decides the remote-area surcharge */
  postcode: string;
  orderType: OrderType;
  adjustments: PriceAdjustments;
}

export interface PricedLine {
  id: number;
  unitPrice: number;
  quantity: number;
  /** unit price × quantity */
  lineTotal: number;
  /** the coupons' share taken off this line */
  discount: number;
  vatRate: VatRate;
  /** lineTotal − discount: the taxable amount */
  net: number;
  /** VAT on the net, rounded on this line; a refund of the line gives back net + vat */
  vat: number;
}

/** The item side of an order: what priceItems gives before the destination is known. */
export interface PricedOrderItems {
  ownerId: number;
  warehouseCode: string;
  lines: PricedLine[];
  /** units */
  quantity: number;
  /** actual weight of the goods, grams */
  weightGrams: number;
  /** the lines' totals (ex VAT, before coupons) */
  itemsTotal: number;
  /** the lines' VAT (after coupons, once priceCheckout applied them) */
  itemsVat: number;
}

/** What one coupon took off one order: its share of the order's lines and the delivery it cleared. */
export interface CouponShare {
  couponId: number;
  itemsOff: number;
  deliveryOff: number;
}

export interface PricedOrder extends PricedOrderItems {
  delivery: DeliveryCharge;
  /** every coupon covering one of the order's lines, in the order given, with what it took off here */
  coupons: CouponShare[];
  /** coupons off the items (the lines' discounts added up) */
  itemsDiscount: number;
  /** coupons off the delivery */
  deliveryDiscount: number;
  /** the delivery after coupons, ex VAT */
  deliveryNet: number;
  /** the delivery's VAT, apportioned over the goods' rates */
  deliveryVat: VatPart[];
  /** items + delivery − coupons: the order's taxable amount */
  net: number;
  /** the lines' VAT + the delivery's */
  vat: number;
  /** net + vat */
  gross: number;
  /** net and VAT per rate, lines and delivery together (what the invoice shows per rate) */
  vatByRate: VatPart[];
  /** pence paid with points */
  pointsPaid: number;
  /** gross − points */
  payable: number;
  /** pre-orders: the deposit due now; 0 for real-time orders */
  deposit: number;
}

export interface PricedItems {
  orders: PricedOrderItems[];
  itemsTotal: number;
  /** the lines' VAT, before coupons and without delivery */
  itemsVat: number;
  belowMinimum: boolean;
}

export interface CheckoutPrice {
  orders: PricedOrder[];
  itemsTotal: number;
  deliveryTotal: number;
  /** coupons off items and delivery */
  discountTotal: number;
  /** the orders' net (taxable amount), VAT and gross */
  netTotal: number;
  vatTotal: number;
  grossTotal: number;
  pointsPaid: number;
  payable: number;
  /** pre-orders: the orders' deposits; 0 for real-time orders */
  deposit: number;
  /** what the buyer pays now: the payable, or a pre-order's deposits */
  dueNow: number;
  belowMinimum: boolean;
  aboveLimit: boolean;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function wholeNumber(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole, non-negative number: ${value}`);
  return value;
}

/**
 * `amount` shared among `weights` in proportion, in whole pence adding up to `amount` exactly
 * (amount ≤ the weights' sum). BigInt keeps amount × weight exact past 2^53.
 */
function shareInProportion(amount: number, weights: readonly number[]): number[] {
  if (amount === 0) return weights.map(() => 0);
  const whole = weights.reduce((total, weight) => total + BigInt(weight), 0n);
  const parts = weights.map((weight, index) => {
    const exact = BigInt(amount) * BigInt(weight);
    return { index, share: Number(exact / whole), remainder: exact % whole };
  });
  let pennies = amount - sum(parts.map((part) => part.share));
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (pennies === 0) break;
    part.share += 1;
    pennies -= 1;
  }
  return parts.map((part) => part.share);
}

/** Rule 1: the lines split into orders with their item totals (the settlement shows this before an address is chosen). */
export function priceItems(lines: readonly PricingLine[]): PricedItems {
  const orders = new Map<string, PricedOrderItems>();
  for (const line of lines) {
    const unitPrice = wholeNumber(line.unitPrice, 'unit price');
    const quantity = wholeNumber(line.quantity, 'quantity');
    const lineTotal = unitPrice * quantity;
    const key = `${line.ownerId}\u0000${line.warehouseCode}`;
    const order = orders.get(key) ?? { ownerId: line.ownerId, warehouseCode: line.warehouseCode, lines: [], quantity: 0, weightGrams: 0, itemsTotal: 0, itemsVat: 0 };
    const vat = vatOn(lineTotal, line.vatRate);
    order.lines.push({ id: line.id, unitPrice, quantity, lineTotal, discount: 0, vatRate: line.vatRate, net: lineTotal, vat });
    order.quantity += quantity;
    order.weightGrams += wholeNumber(line.weightGrams, 'weight') * quantity;
    order.itemsTotal += lineTotal;
    order.itemsVat += vat;
    orders.set(key, order);
  }
  const split = [...orders.values()];
  const itemsTotal = sum(split.map((order) => order.itemsTotal));
  return { orders: split, itemsTotal, itemsVat: sum(split.map((order) => order.itemsVat)), belowMinimum: itemsTotal < MIN_ORDER_ITEMS_TOTAL };
}

/** Rule 3 for one coupon: its share added to the discounts of the lines it covers, and each order's part recorded. */
function applyCoupon(orders: readonly PricedOrder[], coupon: CouponDiscount): void {
  const covers = new Set(coupon.lineIds);
  const held = orders.map((order) => order.lines.filter((line) => covers.has(line.id)));
  const covered = held.flat();
  const stillCost = covered.map((line) => line.lineTotal - line.discount);
  const off = Math.min(wholeNumber(coupon.itemsOff, 'coupon amount'), sum(stillCost));
  const shares = shareInProportion(off, stillCost);
  let next = 0;
  orders.forEach((order, index) => {
    const lines = held[index]!;
    if (lines.length === 0) return;
    let itemsOff = 0;
    for (const line of lines) {
      line.discount += shares[next]!;
      itemsOff += shares[next]!;
      next += 1;
    }
    // what is still charged for the delivery; a second free-delivery coupon on the same order clears nothing more
    const deliveryOff = coupon.freeDelivery ? order.delivery.total - order.deliveryDiscount : 0;
    order.deliveryDiscount += deliveryOff;
    order.coupons.push({ couponId: coupon.couponId, itemsOff, deliveryOff });
  });
}

/** Every rule above: the orders a checkout becomes, what each costs, and what the buyer pays now. */
export function priceCheckout(input: CheckoutPricingInput): CheckoutPrice {
  const items = priceItems(input.lines);
  const postcodeArea = parseUkPostcode(input.postcode)?.area ?? '';
  const orders: PricedOrder[] = items.orders.map((order) => ({
    ...order,
    delivery: deliveryCharge(input.deliveryType, order.weightGrams, order.lines.length, postcodeArea),
    coupons: [],
    itemsDiscount: 0,
    deliveryDiscount: 0,
    deliveryNet: 0,
    deliveryVat: [],
    net: 0,
    vat: 0,
    gross: 0,
    vatByRate: [],
    pointsPaid: 0,
    payable: 0,
    deposit: 0,
  }));

  for (const coupon of input.adjustments.coupons) applyCoupon(orders, coupon);
  for (const order of orders) {
    order.itemsDiscount = sum(order.lines.map((line) => line.discount));
    // rule 4a: VAT on what is left after the coupons, per line, and the delivery's VAT following the goods'
    for (const line of order.lines) {
      line.net = line.lineTotal - line.discount;
      line.vat = vatOn(line.net, line.vatRate);
    }
    order.itemsVat = sum(order.lines.map((line) => line.vat));
    order.deliveryNet = order.delivery.total - order.deliveryDiscount;
    order.deliveryVat = apportionByRate(
      order.deliveryNet,
      order.lines.map((line) => ({ rate: line.vatRate, net: line.net, before: line.lineTotal })),
    );
    order.net = order.itemsTotal - order.itemsDiscount + order.deliveryNet;
    order.vat = order.itemsVat + sum(order.deliveryVat.map((part) => part.vat));
    order.gross = order.net + order.vat;
    order.vatByRate = vatByRate([...order.lines.map((line) => ({ rate: line.vatRate, net: line.net, vat: line.vat })), ...order.deliveryVat]);
  }

  const beforePoints = orders.map((order) => order.gross);
  const points = Math.min(wholeNumber(input.adjustments.pointsValue, 'points value'), sum(beforePoints));
  const pointShares = shareInProportion(points, beforePoints);
  const preOrder = input.orderType === OrderType.PreOrder;
  orders.forEach((order, index) => {
    order.pointsPaid = pointShares[index]!;
    order.payable = beforePoints[index]! - order.pointsPaid;
    order.deposit = preOrder ? Math.min(order.payable, preOrderDeposit(order.payable)) : 0;
  });

  const payable = sum(orders.map((order) => order.payable));
  const deposit = sum(orders.map((order) => order.deposit));
  return {
    orders,
    itemsTotal: items.itemsTotal,
    deliveryTotal: sum(orders.map((order) => order.delivery.total)),
    discountTotal: sum(orders.map((order) => order.itemsDiscount + order.deliveryDiscount)),
    netTotal: sum(orders.map((order) => order.net)),
    vatTotal: sum(orders.map((order) => order.vat)),
    grossTotal: sum(orders.map((order) => order.gross)),
    pointsPaid: points,
    payable,
    deposit,
    dueNow: preOrder ? deposit : payable,
    belowMinimum: items.belowMinimum,
    aboveLimit: payable > ORDER_AMOUNT_LIMIT,
  };
}
