/**
 * Placing an order (spec §4, §5, §9; DESIGN.md "Medusa store API"): the selected cart lines
 * become one order per goods owner and ship-from warehouse, all paid by one trade. Everything
 * happens in one transaction: the trade row (idempotency key), the stock reservation (a
 * conditional decrement per line, so concurrent buyers can never take more units than exist),
 * the orders, their items and logs, and the removal of the cart lines.
 */
import { createHash } from 'node:crypto';
import {
  NO_ADJUSTMENTS,
  OrderActor,
  OrderStatus,
  OrderType,
  PAYMENT_TIMEOUT_MINUTES,
  PREORDER_MAX_QUANTITY,
  PREORDER_PERIOD_DAYS,
  type PlaceOrderBody,
  type Trade,
  priceCheckout,
  toEpochSeconds,
} from '@clearlot/contract';
import { type Db, type Queryable, uniqueViolation } from '../../../platform/db';
import { AppError, fail } from '../../../platform/errors';
import { countOrdersPlaced } from '../../../platform/metrics';
import { referenceNo } from '../numbers';
import { tradeView } from '../trades';
import { reserveStock } from './stock';

interface CheckoutLine {
  cartItemId: number;
  productId: number;
  warehouseCode: string;
  quantity: number;
  ownerId: number;
  price: number;
  weightGrams: number;
  nameEn: string;
  nameZh: string;
  media: string;
  onSale: boolean;
}

interface AddressRow {
  recipientName: string;
  dialCode: string;
  mobile: string;
  city: string;
  county: string;
  postcode: string;
  addressLine1: string;
  addressLine2: string;
}

/** The request's fingerprint: the same client key must come with the same request. */
function fingerprint(body: PlaceOrderBody): string {
  const { clientKey: _key, ...rest } = body;
  return createHash('sha256').update(JSON.stringify({ ...rest, cartItemIds: [...rest.cartItemIds].sort((a, b) => a - b) })).digest('hex');
}

interface PlacementStart {
  purchasePermission: boolean;
  replayTradeNo: string | null;
  replayHash: string | null;
  address: AddressRow | null;
}

/** A replay of an earlier request with the same client key: the same trade, or 6014 when the request differs. */
function replayOf(start: Pick<PlacementStart, 'replayTradeNo' | 'replayHash'>, body: PlaceOrderBody): string | null {
  if (!start.replayTradeNo) return null;
  if (start.replayHash !== fingerprint(body)) fail('orderKeyReused');
  return start.replayTradeNo;
}

export async function placeOrder(db: Db, userId: number, body: PlaceOrderBody): Promise<Trade> {
  try {
    const placed = await db.transaction((tx) => placeInTransaction(tx, userId, body));
    if (typeof placed !== 'string') countOrdersPlaced(body.orderType, placed.orderNos.length);
    return typeof placed === 'string' ? await tradeView(db, userId, placed) : placed;
  } catch (error) {
    // the same key raced in from another request: the winner's trade is the answer
    if (uniqueViolation(error) !== null && !(error instanceof AppError)) {
      const [row] = await db.query<{ replayTradeNo: string; replayHash: string }>(
        'select trade_no as "replayTradeNo", request_hash as "replayHash" from trade where user_id = $1 and client_key = $2',
        [userId, body.clientKey],
      );
      const winner = row ? replayOf(row, body) : null;
      if (winner) return tradeView(db, userId, winner);
    }
    throw error;
  }
}

/** Places the order; answers the new trade, or the trade number of an earlier identical request. */
async function placeInTransaction(tx: Queryable, userId: number, body: PlaceOrderBody): Promise<Trade | string> {
  // one round trip: permission, an earlier request with this key, and the delivery address
  const [start] = await tx.query<PlacementStart>(
    `select u.purchase_permission as "purchasePermission", t.trade_no as "replayTradeNo", t.request_hash as "replayHash",
            (select json_build_object('recipientName', a.recipient_name, 'dialCode', a.dial_code, 'mobile', a.mobile, 'city', a.city,
                    'county', a.county, 'postcode', a.postcode, 'addressLine1', a.address_line1, 'addressLine2', a.address_line2)
               from receive_address a where a.id = $3 and a.user_id = u.id and not a.deleted) as address
       from app_user u left join trade t on t.user_id = u.id and t.client_key = $2
      where u.id = $1`,
    [userId, body.clientKey, body.addressId],
  );
  if (!start) fail('notSignedIn');
  const replay = replayOf(start, body);
  if (replay) return replay;
  if (!start.purchasePermission) fail('purchasePermissionRequired');
  const address = start.address;

  const ids = [...new Set(body.cartItemIds)];
  const lines = await tx.query<CheckoutLine>(
    `select ci.id as "cartItemId", ci.product_id as "productId", ci.warehouse_code as "warehouseCode", ci.quantity,
            p.owner_id as "ownerId", p.price, p.weight_grams as "weightGrams", p.name_en as "nameEn", p.name_zh as "nameZh",
            split_part(p.media, ',', 1) as media, p.status = 1 as "onSale"
       from cart_item ci join product p on p.id = ci.product_id
      where ci.user_id = $1 and ci.id = any($2::bigint[])
      order by ci.product_id, ci.warehouse_code`,
    [userId, ids],
  );
  if (lines.length !== ids.length) fail('cartItemNotFound');
  if (lines.some((line) => !line.onSale)) fail('productNotOnSale');

  if (!address) fail('addressNotFound');

  const preOrder = body.orderType === OrderType.PreOrder;
  if (preOrder && lines.some((line) => line.quantity > PREORDER_MAX_QUANTITY)) fail('preOrderLimit');
  const preOrderDays = preOrder ? (body.preOrderDays ?? PREORDER_PERIOD_DAYS.default) : null;

  // one order per goods owner + ship-from warehouse, priced by the contract's one pricing function
  const price = priceCheckout({
    lines: lines.map((line) => ({ id: line.cartItemId, ownerId: line.ownerId, warehouseCode: line.warehouseCode, unitPrice: line.price, quantity: line.quantity, weightGrams: line.weightGrams })),
    deliveryType: body.deliveryType,
    postcode: address.postcode,
    orderType: body.orderType,
    adjustments: NO_ADJUSTMENTS,
  });
  if (price.belowMinimum) fail('orderBelowMinimum');
  if (price.aboveLimit) fail('orderAmountExceedsLimit');
  // each priced order with the cart lines it holds, whose products and names its items record
  const lineOf = new Map(lines.map((line) => [line.cartItemId, line]));
  const orders = price.orders.map((order) => ({ ...order, lines: order.lines.map((priced) => lineOf.get(priced.id)!) }));

  // the trade first: its unique (user, client key) index turns a concurrent duplicate into a replay
  const tradeNo = referenceNo('TR');
  const [trade] = await tx.query<{ id: number; payDeadline: Date }>(
    `insert into trade (trade_no, user_id, client_key, request_hash, purpose, amount, pay_deadline)
     values ($1, $2, $3, $4, 'order', $5, now() + interval '${PAYMENT_TIMEOUT_MINUTES} minutes') returning id, pay_deadline as "payDeadline"`,
    [tradeNo, userId, body.clientKey, fingerprint(body), price.dueNow],
  );

  // reserve stock (stock.ts): products locked in id order, then a conditional decrement per line
  if (!preOrder && !(await reserveStock(tx, lines))) fail('itemOutOfStock');

  const region = [address.county, address.city].filter((part) => part.length > 0).join(', ');
  const street = [address.addressLine1, address.addressLine2].filter((part) => part.length > 0).join(', ');
  const orderNos = orders.map(() => referenceNo('CL'));
  // orders, their items and logs, and the cart lines they came from, in one statement
  const groupOf = orders.flatMap((o, index) => o.lines.map(() => index + 1));
  const itemLines = orders.flatMap((o) => o.lines);
  await tx.query(
    `with created as (
       insert into shop_order (order_no, trade_id, user_id, owner_id, warehouse_code, order_type, status, delivery_type,
         subtotal, freight, surcharge, remote_surcharge, chargeable_weight_grams, payable, deposit,
         recipient_name, recipient_mobile, recipient_region, recipient_address, recipient_postcode, notes, invoice,
         pre_order_days, pay_deadline)
       select o.order_no, $1, $2, o.owner_id, o.warehouse_code, $3, ${OrderStatus.AwaitingPayment}, $4,
              o.subtotal, o.freight, o.surcharge, o.remote_surcharge, o.weight, o.payable, o.deposit,
              $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13
         from unnest($14::text[], $15::int[], $16::text[], $17::int[], $18::int[], $19::int[], $20::int[], $21::int[], $22::int[], $23::int[])
           as o(order_no, owner_id, warehouse_code, subtotal, freight, surcharge, remote_surcharge, weight, payable, deposit)
       returning id, order_no
     ), numbered as (
       select id, row_number() over (order by array_position($14::text[], order_no)) as n from created
     ), items as (
       insert into order_item (order_id, product_id, warehouse_code, product_name_en, product_name_zh, product_image,
         unit_price, quantity, weight_grams, reserved_quantity)
       select c.id, i.product_id, i.warehouse_code, i.name_en, i.name_zh, i.image, i.price, i.quantity, i.weight, i.reserved
         from unnest($24::int[], $25::int[], $26::text[], $27::text[], $28::text[], $29::text[], $30::int[], $31::int[], $32::int[], $33::int[])
           as i(n, product_id, warehouse_code, name_en, name_zh, image, price, quantity, weight, reserved)
         join numbered c on c.n = i.n
     ), logs as (
       insert into order_log (order_id, status, actor)
       select c.id, s.status, '${OrderActor.Buyer}' from numbered c cross join (values (${OrderStatus.Created}), (${OrderStatus.AwaitingPayment})) as s(status) order by c.id, s.status
     )
     delete from cart_item where user_id = $2 and id = any($34::bigint[])`,
    [
      trade!.id,
      userId,
      body.orderType,
      body.deliveryType,
      address.recipientName,
      `+${address.dialCode} ${address.mobile}`,
      region,
      street,
      address.postcode,
      body.notes,
      JSON.stringify(body.invoice),
      preOrderDays,
      trade!.payDeadline,
      orderNos,
      orders.map((o) => o.ownerId),
      orders.map((o) => o.warehouseCode),
      orders.map((o) => o.itemsTotal),
      orders.map((o) => o.delivery.baseFreight),
      orders.map((o) => o.delivery.surcharge),
      orders.map((o) => o.delivery.remoteSurcharge),
      orders.map((o) => o.delivery.chargeableWeightGrams),
      orders.map((o) => o.payable),
      orders.map((o) => o.deposit),
      groupOf,
      itemLines.map((l) => l.productId),
      itemLines.map((l) => l.warehouseCode),
      itemLines.map((l) => l.nameEn),
      itemLines.map((l) => l.nameZh),
      itemLines.map((l) => l.media),
      itemLines.map((l) => l.price),
      itemLines.map((l) => l.quantity),
      itemLines.map((l) => l.weightGrams),
      itemLines.map((l) => (preOrder ? 0 : l.quantity)),
      ids,
    ],
  );
  return {
    tradeNo,
    amount: price.dueNow,
    status: 1,
    purpose: 'order',
    payDeadline: toEpochSeconds(trade!.payDeadline)!,
    paidAt: null,
    paymentMethod: null,
    orderNos,
  };
}

