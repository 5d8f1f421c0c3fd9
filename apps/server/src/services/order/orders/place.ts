/**
 * Placing an order (spec §4, §5, §9; DESIGN.md "Medusa store API"): the selected cart lines
 * become one order per goods owner and ship-from warehouse, all paid by one trade. Everything
 * happens in one transaction: the trade row (idempotency key), the stock reservation (a
 * conditional decrement per line, so concurrent buyers can never take more units than exist),
 * the orders, their items and logs, and the removal of the cart lines.
 */
import { createHash } from 'node:crypto';
import {
  MIN_ORDER_ITEMS_TOTAL,
  ORDER_AMOUNT_LIMIT,
  OrderActor,
  OrderStatus,
  OrderType,
  PAYMENT_TIMEOUT_MINUTES,
  PREORDER_MAX_QUANTITY,
  PREORDER_PERIOD_DAYS,
  type PlaceOrderBody,
  type Trade,
  deliveryCharge,
  parseUkPostcode,
  preOrderDeposit,
} from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { AppError, fail } from '../../../platform/errors';
import { referenceNo } from '../numbers';
import { tradeView } from '../trades';

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

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The request's fingerprint: the same client key must come with the same request. */
function fingerprint(body: PlaceOrderBody): string {
  const { clientKey: _key, ...rest } = body;
  return createHash('sha256').update(JSON.stringify({ ...rest, cartItemIds: [...rest.cartItemIds].sort((a, b) => a - b) })).digest('hex');
}

async function existingTrade(db: Queryable, userId: number, body: PlaceOrderBody): Promise<Trade | null> {
  const [row] = await db.query<{ tradeNo: string; requestHash: string }>(
    'select trade_no as "tradeNo", request_hash as "requestHash" from trade where user_id = $1 and client_key = $2',
    [userId, body.clientKey],
  );
  if (!row) return null;
  if (row.requestHash !== fingerprint(body)) fail('orderKeyReused');
  return tradeView(db, userId, row.tradeNo);
}

export async function placeOrder(db: Db, userId: number, body: PlaceOrderBody): Promise<Trade> {
  const replay = await existingTrade(db, userId, body);
  if (replay) return replay;
  try {
    const tradeNo = await db.transaction((tx) => placeInTransaction(tx, userId, body));
    return await tradeView(db, userId, tradeNo);
  } catch (error) {
    // the same key raced in from another request: the winner's trade is the answer
    if (isUniqueViolation(error) && !(error instanceof AppError)) {
      const winner = await existingTrade(db, userId, body);
      if (winner) return winner;
    }
    throw error;
  }
}

async function placeInTransaction(tx: Queryable, userId: number, body: PlaceOrderBody): Promise<string> {
  const [buyer] = await tx.query<{ purchasePermission: boolean }>('select purchase_permission as "purchasePermission" from app_user where id = $1', [userId]);
  if (!buyer?.purchasePermission) fail('purchasePermissionRequired');

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

  const [address] = await tx.query<AddressRow>(
    `select recipient_name as "recipientName", dial_code as "dialCode", mobile, city, county, postcode,
            address_line1 as "addressLine1", address_line2 as "addressLine2"
       from receive_address where id = $1 and user_id = $2 and not deleted`,
    [body.addressId, userId],
  );
  if (!address) fail('addressNotFound');
  const postcodeArea = parseUkPostcode(address.postcode)?.area ?? '';

  const preOrder = body.orderType === OrderType.PreOrder;
  if (preOrder && lines.some((line) => line.quantity > PREORDER_MAX_QUANTITY)) fail('preOrderLimit');
  const preOrderDays = preOrder ? (body.preOrderDays ?? PREORDER_PERIOD_DAYS.default) : null;

  // one order per goods owner + ship-from warehouse
  const groups = new Map<string, CheckoutLine[]>();
  for (const line of lines) {
    const key = `${line.ownerId}|${line.warehouseCode}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const orders = [...groups.values()].map((groupLines) => {
    const subtotal = groupLines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const weight = groupLines.reduce((sum, l) => sum + l.weightGrams * l.quantity, 0);
    const delivery = deliveryCharge(body.deliveryType, weight, groupLines.length, postcodeArea);
    const payable = subtotal + delivery.total;
    return { lines: groupLines, subtotal, delivery, payable, deposit: preOrder ? preOrderDeposit(payable) : 0 };
  });
  const itemsTotal = orders.reduce((sum, o) => sum + o.subtotal, 0);
  const payableTotal = orders.reduce((sum, o) => sum + o.payable, 0);
  if (itemsTotal < MIN_ORDER_ITEMS_TOTAL) fail('orderBelowMinimum');
  if (payableTotal > ORDER_AMOUNT_LIMIT) fail('orderAmountExceedsLimit');
  const due = preOrder ? orders.reduce((sum, o) => sum + o.deposit, 0) : payableTotal;

  // the trade first: its unique (user, client key) index turns a concurrent duplicate into a replay
  const tradeNo = referenceNo('TR');
  const [trade] = await tx.query<{ id: number }>(
    `insert into trade (trade_no, user_id, client_key, request_hash, purpose, amount, pay_deadline)
     values ($1, $2, $3, $4, 'order', $5, now() + interval '${PAYMENT_TIMEOUT_MINUTES} minutes') returning id`,
    [tradeNo, userId, body.clientKey, fingerprint(body), due],
  );

  // reserve stock; the product rows are locked first in id order, so concurrent checkouts of the
  // same products queue instead of deadlocking, and the conditional decrement never oversells
  if (!preOrder) {
    await lockProducts(tx, lines.map((l) => l.productId));
    const reserved = await tx.query<{ productId: number; warehouseCode: string }>(
      `with wanted as (
         select * from unnest($1::int[], $2::text[], $3::int[]) as w(product_id, warehouse_code, quantity)
       ), taken as (
         update product_stock s set quantity = s.quantity - w.quantity
           from wanted w
          where s.product_id = w.product_id and s.warehouse_code = w.warehouse_code and s.quantity >= w.quantity
          returning s.product_id, s.warehouse_code, w.quantity
       ), totals as (
         update product p set total_stock = greatest(p.total_stock - t.quantity, 0)
           from (select product_id, sum(quantity)::int as quantity from taken group by product_id) t
          where p.id = t.product_id
       )
       select product_id as "productId", warehouse_code as "warehouseCode" from taken`,
      [lines.map((l) => l.productId), lines.map((l) => l.warehouseCode), lines.map((l) => l.quantity)],
    );
    if (reserved.length !== lines.length) fail('itemOutOfStock');
  }

  const region = [address.county, address.city].filter((part) => part.length > 0).join(', ');
  const street = [address.addressLine1, address.addressLine2].filter((part) => part.length > 0).join(', ');
  const orderNos = orders.map(() => referenceNo('CL'));
  const created = await tx.query<{ id: number; orderNo: string }>(
    `insert into shop_order (order_no, trade_id, user_id, owner_id, warehouse_code, order_type, status, delivery_type,
       subtotal, freight, surcharge, remote_surcharge, chargeable_weight_grams, payable, deposit,
       recipient_name, recipient_mobile, recipient_region, recipient_address, recipient_postcode, notes, invoice,
       pre_order_days, pay_deadline)
     select o.order_no, $1, $2, o.owner_id, o.warehouse_code, $3, ${OrderStatus.AwaitingPayment}, $4,
            o.subtotal, o.freight, o.surcharge, o.remote_surcharge, o.weight, o.payable, o.deposit,
            $5, $6, $7, $8, $9, $10, $11::jsonb, $12, now() + interval '${PAYMENT_TIMEOUT_MINUTES} minutes'
       from unnest($13::text[], $14::int[], $15::text[], $16::int[], $17::int[], $18::int[], $19::int[], $20::int[], $21::int[], $22::int[])
         as o(order_no, owner_id, warehouse_code, subtotal, freight, surcharge, remote_surcharge, weight, payable, deposit)
     returning id, order_no as "orderNo"`,
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
      orderNos,
      orders.map((o) => o.lines[0]!.ownerId),
      orders.map((o) => o.lines[0]!.warehouseCode),
      orders.map((o) => o.subtotal),
      orders.map((o) => o.delivery.baseFreight),
      orders.map((o) => o.delivery.surcharge),
      orders.map((o) => o.delivery.remoteSurcharge),
      orders.map((o) => o.delivery.chargeableWeightGrams),
      orders.map((o) => o.payable),
      orders.map((o) => o.deposit),
    ],
  );
  const idOf = new Map(created.map((row) => [row.orderNo, row.id]));
  const items = orders.flatMap((o, index) => o.lines.map((line) => ({ orderId: idOf.get(orderNos[index]!)!, line })));
  await tx.query(
    `insert into order_item (order_id, product_id, warehouse_code, product_name_en, product_name_zh, product_image,
       unit_price, quantity, weight_grams, reserved_quantity)
     select * from unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::int[])`,
    [
      items.map((i) => i.orderId),
      items.map((i) => i.line.productId),
      items.map((i) => i.line.warehouseCode),
      items.map((i) => i.line.nameEn),
      items.map((i) => i.line.nameZh),
      items.map((i) => i.line.media),
      items.map((i) => i.line.price),
      items.map((i) => i.line.quantity),
      items.map((i) => i.line.weightGrams),
      items.map((i) => (preOrder ? 0 : i.line.quantity)),
    ],
  );
  const orderIds = created.map((row) => row.id);
  await tx.query(
    `insert into order_log (order_id, status, actor)
     select id, s.status, '${OrderActor.Buyer}' from unnest($1::bigint[]) as id cross join (values (${OrderStatus.Created}), (${OrderStatus.AwaitingPayment})) as s(status)
      order by id, s.status`,
    [orderIds],
  );
  await tx.query('delete from cart_item where user_id = $1 and id = any($2::bigint[])', [userId, ids]);
  return tradeNo;
}

/** Row-locks products in id order: every stock writer takes these locks first. */
export async function lockProducts(tx: Queryable, productIds: number[]): Promise<void> {
  await tx.query('select id from product where id = any($1::int[]) order by id for update', [[...new Set(productIds)]]);
}
