/**
 * The point mall (`/PointMall`, `/pointGoodsDetail`; decisions "Points"): goods bought with points.
 *
 * A redemption is an order like any other, placed in one transaction: the buyer's points account is
 * locked first (so two redemptions of one buyer queue and the second sees what the first spent), the
 * client key answers a repeat with the first order, the product service reserves the units from the
 * goods' warehouse, and the order is written through the order service's placement — one order of
 * the goods owner's, costing no money, paid with points as it is placed (3 → 4, ready to ship), the
 * points taken from the lots expiring first. It then ships, is received and can be cancelled before
 * shipping as any order (a cancellation gives the points back: returnRedeemedPoints).
 *
 * The goods' agreed price per unit (issue 34 item 5) is written on the redemption as it is now, and what it
 * comes to for the units is recorded with the payment service (agreeOwnerPayout), which pays the goods owner
 * in the order's settlement when it completes; a later change of the price changes no order already placed.
 */
import { createHash } from 'node:crypto';
import {
  DeliveryType,
  OrderType,
  type PointGoods,
  type PointGoodsDetail,
  POINT_MALL_MAX_QUANTITY,
  type PointRedemption,
  type RedeemPointsBody,
  agreedPayout,
  epochSeconds,
  pointsBalance,
  redemptionCost,
} from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { referenceNo } from '../../../platform/reference-numbers';
import { reserveStock } from '../../product/service';
import { insertOrders, markOrderPaidWithPoints, payOrdersWithPoints, placementStart } from '../../order/orders/service';
import { insertPointsTrade } from '../../order/trades/service';
import { agreeOwnerPayout } from '../../payment/settlement/service';
import * as mallStore from './mall.store';
import { lockPointsAccount, spendPoints } from './service';
import { lotsWithPoints } from './store';

const toGoods = (row: mallStore.GoodsRow): PointGoods => ({ ...row, image: row.image ?? '' });

export const pointMall = async (db: Queryable): Promise<PointGoods[]> => (await mallStore.activeGoods(db)).map(toGoods);

export async function pointGoodsDetail(db: Queryable, id: number): Promise<PointGoodsDetail> {
  const row = await mallStore.activeGoodsById(db, id);
  if (!row) fail('pointGoodsNotFound');
  const { media, description, descriptionEn, ...goods } = row;
  return {
    ...toGoods(goods),
    media: media.split(',').filter((item) => item.length > 0),
    description,
    descriptionEn,
    maxQuantity: Math.max(0, Math.min(POINT_MALL_MAX_QUANTITY, row.stock)),
  };
}

const fingerprint = (body: RedeemPointsBody) =>
  createHash('sha256')
    .update(JSON.stringify({ goodsId: body.goodsId, quantity: body.quantity, addressId: body.addressId }))
    .digest('hex');

/** Redeems points for goods: the new order, or the same order again for a repeat of the client key. */
export async function redeemPoints(db: Db, userId: number, body: RedeemPointsBody): Promise<PointRedemption> {
  return db.transaction(async (tx) => {
    // the lock first: a repeat of the key waits for the first and finds its redemption
    await lockPointsAccount(tx, userId);
    const balanceNow = async () => pointsBalance(await lotsWithPoints(tx, userId), epochSeconds());
    const earlier = await mallStore.redemptionByKey(tx, userId, body.clientKey);
    if (earlier) {
      if (earlier.requestHash !== fingerprint(body)) fail('pointRedemptionKeyReused');
      return { orderNo: earlier.orderNo, pointsSpent: earlier.points, balance: await balanceNow() };
    }
    const start = await placementStart(tx, userId, `points:${body.clientKey}`, body.addressId);
    if (!start) fail('notSignedIn');
    if (!start.purchasePermission) fail('purchasePermissionRequired');
    const goods = await mallStore.goodsForRedemption(tx, body.goodsId);
    if (!goods) fail('pointGoodsNotFound');
    if (!goods.onOffer) fail('pointGoodsUnavailable');
    const address = start.address;
    if (!address) fail('addressNotFound');
    const cost = redemptionCost(goods.pointsPrice, body.quantity);
    if ((await balanceNow()) < cost) fail('pointsInsufficient');

    const line = { productId: goods.productId, skuId: goods.skuId, warehouseCode: goods.warehouseCode, quantity: body.quantity };
    if (!(await reserveStock(tx, [line]))) fail('itemOutOfStock');
    const requestHash = fingerprint(body);
    const trade = await insertPointsTrade(tx, { tradeNo: referenceNo('TR'), userId, clientKey: body.clientKey, requestHash });
    const orderNo = referenceNo('CL');
    const [orderId] = await insertOrders(
      tx,
      {
        tradeId: trade.id,
        userId,
        orderType: OrderType.RealTime,
        deliveryType: DeliveryType.Standard,
        recipient: {
          name: address.recipientName,
          mobile: address.mobile,
          region: [address.county, address.city].filter((part) => part.length > 0).join(', '),
          address: [address.addressLine1, address.addressLine2].filter((part) => part.length > 0).join(', '),
          postcode: address.postcode,
        },
        notes: '',
        invoice: { type: 'none' },
        preOrderDays: null,
        payDeadline: trade.payDeadline,
        cartItemIds: [],
      },
      [
        {
          orderNo,
          ownerId: goods.ownerId,
          warehouseCode: goods.warehouseCode,
          // paid with points: no money is asked for the goods or their delivery
          subtotal: 0,
          freight: 0,
          surcharge: 0,
          remoteSurcharge: 0,
          chargeableWeightGrams: goods.weightGrams * body.quantity,
          payable: 0,
          deposit: 0,
          itemsDiscount: 0,
          deliveryDiscount: 0,
          // nothing is charged, so nothing is taxed (no VAT invoice either)
          deliveryNet: 0,
          deliveryVat: 0,
          deliveryVatParts: [],
          net: 0,
          vat: 0,
          items: [
            {
              productId: goods.productId,
              skuId: goods.skuId,
              skuCode: goods.skuCode,
              skuOptions: goods.skuOptions,
              warehouseCode: goods.warehouseCode,
              nameEn: goods.nameEn,
              nameZh: goods.nameZh,
              image: goods.image ?? '',
              unitPrice: 0,
              quantity: body.quantity,
              weightGrams: goods.weightGrams,
              reserved: body.quantity,
              discount: 0,
              vatRate: 'zero',
              net: 0,
              vat: 0,
            },
          ],
        },
      ],
    );
    await markOrderPaidWithPoints(tx, orderId!, cost);
    await payOrdersWithPoints(tx, trade.id);
    const redemptionId = await mallStore.insertRedemption(tx, {
      userId,
      clientKey: body.clientKey,
      requestHash,
      goodsId: goods.id,
      quantity: body.quantity,
      points: cost,
      agreedPrice: goods.agreedPrice,
      orderId: orderId!,
    });
    await agreeOwnerPayout(tx, { orderId: orderId!, amount: agreedPayout(goods.agreedPrice, body.quantity) });
    await spendPoints(tx, { userId, points: cost, redemptionId, orderId: orderId! });
    return { orderNo, pointsSpent: cost, balance: await balanceNow() };
  });
}
