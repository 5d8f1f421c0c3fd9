/**
 * Placing an order (docs/product.md §4, §5, §9; DESIGN.md "Medusa store API"): the selected cart lines
 * become one order per goods owner and ship-from warehouse, all paid by one trade. Everything
 * happens in one transaction: the trade row (idempotency key), the stock reservation (a
 * conditional decrement per line, so concurrent buyers can never take more units than exist),
 * the orders, their items and logs, and the removal of the cart lines.
 */
import { createHash } from 'node:crypto';
import {
  OrderType,
  PAYMENT_TIMEOUT_MINUTES,
  PREORDER_MAX_QUANTITY,
  PREORDER_PERIOD_DAYS,
  type PlaceOrderBody,
  type Trade,
  TradeStatus,
  priceCheckout,
  toEpochSeconds,
} from '@clearlot/contract';
import { type Db, type Queryable, uniqueViolation } from '../../../platform/db';
import { AppError, fail } from '../../../platform/errors';
import { countOrdersPlaced } from '../../../platform/metrics';
import { referenceNo } from '../../../platform/reference-numbers';
import { reserveStockPart, takeDealUnits } from '../../product/service';
import { checkoutCoupons, redeemCoupons } from '../../loyalty/coupons/service';
import { orderLimitOf } from '../../loyalty/credit/service';
import { cartLock, refuseQuantity } from '../cart/service';
import { tradeView } from '../trades/service';
import * as store from './placement.store';

/** The request's fingerprint: the same client key must come with the same request. */
function fingerprint(body: PlaceOrderBody): string {
  const { clientKey: _key, ...rest } = body;
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
  return createHash('sha256')
    .update(JSON.stringify({ ...rest, cartItemIds: sorted(rest.cartItemIds), couponIds: sorted(rest.couponIds) }))
    .digest('hex');
}

/** A replay of an earlier request with the same client key: the same trade, or 6014 when the request differs. */
function replayOf(start: Pick<store.PlacementStart, 'replayTradeNo' | 'replayHash'>, body: PlaceOrderBody): string | null {
  if (!start.replayTradeNo) return null;
  if (start.replayHash !== fingerprint(body)) fail('orderKeyReused');
  return start.replayTradeNo;
}

export async function placeOrder(db: Db, userId: number, body: PlaceOrderBody): Promise<Trade> {
  try {
    // the buyer's cart waits while it becomes orders: a concurrent request with the same key then finds this trade and replays it
    const placed = await db.transaction((tx) => placeInTransaction(tx, userId, body), { lock: cartLock(userId) });
    if (typeof placed !== 'string') countOrdersPlaced(body.orderType, placed.orderNos.length);
    return typeof placed === 'string' ? await tradeView(db, userId, placed) : placed;
  } catch (error) {
    // the same key raced in from another request: the winner's trade is the answer
    if (uniqueViolation(error) !== null && !(error instanceof AppError)) {
      const earlier = await store.tradeOfClientKey(db, userId, body.clientKey);
      const winner = earlier ? replayOf(earlier, body) : null;
      if (winner) return tradeView(db, userId, winner);
    }
    throw error;
  }
}

/**
 * Places the order in a transaction that began holding the buyer's cart lock; answers the new trade,
 * or the trade number of an earlier identical request. Four round trips: begin with the cart lock;
 * every read (permission, earlier request, address, cart lines, credit facts); the stock (products
 * locked, then taken) with the trade, the orders, items, logs and cart removal; commit. Coupons add
 * their own reads and the redemption.
 */
async function placeInTransaction(tx: Queryable, userId: number, body: PlaceOrderBody): Promise<Trade | string> {
  // read after the lock (each statement sees what committed before it started), so a request that waited sees the one before it
  const ids = [...new Set(body.cartItemIds)];
  const start = await store.checkoutStart(tx, userId, body.clientKey, body.addressId, ids);
  if (!start) fail('notSignedIn');
  const replay = replayOf(start, body);
  if (replay) return replay;
  if (!start.purchasePermission) fail('purchasePermissionRequired');
  const address = start.address;

  const lines = start.lines;
  if (lines.length !== ids.length) fail('cartItemNotFound');
  if (lines.some((line) => !line.onSale)) fail('productNotOnSale');
  // each line at its option's minimum order or more, in whole cases (rules/quantity.ts); priced at the tier it reaches
  for (const line of lines) refuseQuantity(line, line.quantity, line.cartItemId);

  if (!address) fail('addressNotFound');

  const preOrder = body.orderType === OrderType.PreOrder;
  if (preOrder && lines.some((line) => line.quantity > PREORDER_MAX_QUANTITY)) fail('preOrderLimit');
  const preOrderDays = preOrder ? (body.preOrderDays ?? PREORDER_PERIOD_DAYS.default) : null;

  // one order per goods owner + ship-from warehouse, priced by the contract's one pricing function with the
  // buyer's coupons (refused here when not theirs, used, expired, not for these lines or not stackable)
  const pricingLines = lines.map(store.couponLineOf);
  const coupons = await checkoutCoupons(tx, userId, body.couponIds, pricingLines);
  const price = priceCheckout({
    lines: pricingLines,
    deliveryType: body.deliveryType,
    postcode: address.postcode,
    orderType: body.orderType,
    adjustments: { coupons, pointsValue: 0 },
  });
  if (price.belowMinimum) fail('orderBelowMinimum');
  if (price.aboveLimit) fail('orderAmountExceedsLimit');
  // the buyer's credit level sets how much one checkout may cost (rules/credit.ts)
  if (price.payable > orderLimitOf(start.credit)) fail('orderAboveCreditLimit');
  // each priced order with the cart lines it holds, whose products and names its items record
  const lineOf = new Map(lines.map((line) => [line.cartItemId, line]));
  const orders = price.orders.map((order) => ({
    ...order,
    lines: order.lines.map((priced) => ({ ...lineOf.get(priced.id)!, discount: priced.discount, net: priced.net, vat: priced.vat })),
  }));

  // the trade and its orders in one statement: the trade's unique (user, client key) index turns a concurrent duplicate into a replay;
  // the same statement first has the product service take the units (products locked in id order, then a conditional decrement
  // per line), and places nothing when a line is short
  const stock = preOrder ? null : { part: reserveStockPart(lines, store.CHECKOUT_STOCK_FIRST_PARAM), lines: lines.length };
  const tradeNo = referenceNo('TR');
  const orderNos = orders.map(() => referenceNo('CL'));
  const placed = await store.insertCheckout(
    tx,
    { tradeNo, clientKey: body.clientKey, requestHash: fingerprint(body), amount: price.dueNow, payMinutes: PAYMENT_TIMEOUT_MINUTES },
    {
      userId,
      orderType: body.orderType,
      deliveryType: body.deliveryType,
      recipient: {
        name: address.recipientName,
        mobile: address.mobile,
        region: [address.county, address.city].filter((part) => part.length > 0).join(', '),
        address: [address.addressLine1, address.addressLine2].filter((part) => part.length > 0).join(', '),
        postcode: address.postcode,
      },
      notes: body.notes,
      invoice: body.invoice,
      preOrderDays,
      cartItemIds: ids,
    },
    orders.map((order, index) => ({
      orderNo: orderNos[index]!,
      ownerId: order.ownerId,
      warehouseCode: order.warehouseCode,
      subtotal: order.itemsTotal,
      freight: order.delivery.baseFreight,
      surcharge: order.delivery.surcharge,
      remoteSurcharge: order.delivery.remoteSurcharge,
      chargeableWeightGrams: order.delivery.chargeableWeightGrams,
      payable: order.payable,
      deposit: order.deposit,
      itemsDiscount: order.itemsDiscount,
      deliveryDiscount: order.deliveryDiscount,
      // the VAT split as priced now, stored so it never changes (rules/payable.ts rule 4a)
      deliveryNet: order.deliveryNet,
      deliveryVat: order.deliveryVat.reduce((total, part) => total + part.vat, 0),
      deliveryVatParts: order.deliveryVat,
      net: order.net,
      vat: order.vat,
      items: order.lines.map((line) => ({
        productId: line.productId,
        skuId: line.skuId,
        skuCode: line.skuCode,
        skuOptions: line.skuOptions,
        warehouseCode: line.warehouseCode,
        nameEn: line.nameEn,
        nameZh: line.nameZh,
        image: line.media,
        unitPrice: line.price,
        quantity: line.quantity,
        weightGrams: line.weightGrams,
        reserved: preOrder ? 0 : line.quantity,
        discount: line.discount,
        vatRate: line.vatRate,
        net: line.net,
        vat: line.vat,
      })),
    })),
    stock,
  );
  if (!placed) fail('itemOutOfStock');
  // lines priced at a running flash deal take their units from its limit, in this transaction: a deal that ended or ran
  // short since the lines were read places nothing, and the buyer sees today's price in the cart
  const dealTakes = orders.flatMap((order, index) =>
    order.lines.filter((line) => line.dealApplied).map((line) => ({ dealId: line.deal!.id, orderId: placed.orderIds[index]!, quantity: line.quantity })),
  );
  if (!(await takeDealUnits(tx, dealTakes))) fail('flashDealUnitsGone');
  // the coupons are used on these orders: one guarded update, so a single-use coupon serves one checkout
  await redeemCoupons(tx, { userId, couponIds: body.couponIds, orderIds: placed.orderIds, orders: price.orders });
  return {
    tradeNo,
    amount: price.dueNow,
    status: TradeStatus.AwaitingPayment,
    purpose: 'order',
    payDeadline: toEpochSeconds(placed.payDeadline)!,
    paidAt: null,
    paymentMethod: null,
    orderNos,
  };
}
