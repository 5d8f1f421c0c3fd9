/**
 * Every SQL statement of placing an order: what the checkout starts from (permission, an earlier
 * request with the same client key, the delivery address), the chosen cart lines with today's
 * prices, the trade, and the orders with their items, first log rows and the cart lines they
 * came from removed — that last in one statement.
 */
import { type PriceTier, type RunningDeal, type VatPart, type VatRate, linePictureSql, linePrice } from '@clearlot/contract';
import { CatalogueStatus, type CouponLine, type CreditFacts, OrderActor, OrderStatus, type OrderType, type DeliveryType } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { type StockTakingPart, quantityTermsColumns, runningDealColumn } from '../../product/service';
import { CREDIT_FACTS_VALUES, CREDIT_UP_TO_VALUES, creditFactsUpToSql } from '../../loyalty/credit/service';

/** Where the stock taking's parameters start in insertCheckout's statement. */
export const CHECKOUT_STOCK_FIRST_PARAM = 55;

export interface PlacementAddress {
  recipientName: string;
  dialCode: string;
  /** E.164 */
  mobile: string;
  city: string;
  county: string;
  postcode: string;
  addressLine1: string;
  addressLine2: string;
}

export interface PlacementStart {
  purchasePermission: boolean;
  replayTradeNo: string | null;
  replayHash: string | null;
  address: PlacementAddress | null;
}

/**
 * The checkout's start for the buyer $1: purchase permission, an earlier request with the client key
 * `key`, the delivery address `address` (another buyer's does not match), and `more` columns.
 */
const startStatement = (key: string, address: string, more = '') =>
  `select u.purchase_permission as "purchasePermission", t.trade_no as "replayTradeNo", t.request_hash as "replayHash",
            (select json_build_object('recipientName', a.recipient_name, 'dialCode', a.dial_code, 'mobile', a.mobile, 'city', a.city,
                    'county', a.county, 'postcode', a.postcode, 'addressLine1', a.address_line1, 'addressLine2', a.address_line2)
               from receive_address a where a.id = ${address} and a.user_id = u.id and not a.deleted) as address${more}
       from app_user u left join trade t on t.user_id = u.id and t.client_key = ${key}
      where u.id = $1`;

const PLACEMENT_START = startStatement('$2', '$3');

/** One round trip: the buyer's purchase permission, an earlier request with this key, and the delivery address. */
export async function placementStart(tx: Queryable, userId: number, clientKey: string, addressId: number): Promise<PlacementStart | null> {
  const [start] = await tx.query<PlacementStart>(PLACEMENT_START, [userId, clientKey, addressId], { prepared: true });
  return start ?? null;
}

/** The trade an earlier request with this client key placed. */
export async function tradeOfClientKey(db: Queryable, userId: number, clientKey: string): Promise<{ replayTradeNo: string; replayHash: string } | null> {
  const [row] = await db.query<{ replayTradeNo: string; replayHash: string }>(
    'select trade_no as "replayTradeNo", request_hash as "replayHash" from trade where user_id = $1 and client_key = $2',
    [userId, clientKey],
  );
  return row ?? null;
}

export interface CheckoutLine {
  cartItemId: number;
  productId: number;
  skuId: number;
  skuCode: string;
  /** the SKU's options as JSON text, recorded on the order line as they are now */
  skuOptions: string;
  warehouseCode: string;
  quantity: number;
  ownerId: number;
  /** the product's categories (top level, second level), which coupon scopes name */
  category1Id: number;
  category2Id: number;
  /** pence per unit the line's quantity earns: the option's price or the tier it reaches (rules/quantity.ts linePrice) */
  price: number;
  /** the option's own price and quantity terms, which the line's quantity must meet */
  basePrice: number;
  minQuantity: number;
  casePack: number;
  priceTiers: PriceTier[];
  /** the flash deal running on the product, as read (rules/quantity.ts RunningDeal) */
  deal: RunningDeal | null;
  /** the line is priced at that deal: placing it takes its units from the deal's limit */
  dealApplied: boolean;
  weightGrams: number;
  nameEn: string;
  nameZh: string;
  media: string;
  onSale: boolean;
  /** the product's VAT rate today, recorded on the order line */
  vatRate: VatRate;
}

/** A checkout line as the pricing function and the coupon rules read it. */
export const couponLineOf = (line: CheckoutLine): CouponLine => ({
  id: line.cartItemId,
  ownerId: line.ownerId,
  warehouseCode: line.warehouseCode,
  unitPrice: line.price,
  quantity: line.quantity,
  weightGrams: line.weightGrams,
  vatRate: line.vatRate,
  categoryIds: [line.category1Id, line.category2Id],
});

/** The chosen cart lines' columns and joins (as CheckoutLine), for the buyer $1, the cart line ids $2 and the on-sale status $3. */
const CHECKOUT_LINES = `select ci.id as "cartItemId", ci.product_id as "productId", ci.sku_id as "skuId", k.sku_code as "skuCode", k.options::text as "skuOptions",
            ci.warehouse_code as "warehouseCode", ci.quantity,
            p.owner_id as "ownerId", p.category1_id as "category1Id", p.category2_id as "category2Id", k.price as "basePrice", ${quantityTermsColumns('k')}, ${runningDealColumn('p')}, p.weight_grams as "weightGrams", p.name_en as "nameEn", p.name_zh as "nameZh",
            coalesce(nullif(k.image, ''), ${linePictureSql('p.media')}) as media, p.status = $3 and k.status = $3 as "onSale", p.vat_rate as "vatRate"
       from cart_item ci join product_sku k on k.id = ci.sku_id join product p on p.id = ci.product_id
      where ci.user_id = $1 and ci.id = any($2::bigint[])`;

/** Each line priced by the one pricing function: the unit price its quantity earns under its option's terms today. */
const priced = (lines: ReadonlyArray<Omit<CheckoutLine, 'price' | 'dealApplied'>>): CheckoutLine[] =>
  lines.map((line) => {
    const { unitPrice, dealApplied } = linePrice(
      { price: line.basePrice, minQuantity: line.minQuantity, casePack: line.casePack, priceTiers: line.priceTiers },
      line.quantity,
      line.vatRate,
      line.deal,
    );
    return { ...line, price: unitPrice, dealApplied };
  });

/** The buyer's chosen cart lines (another buyer's ids do not match) with today's SKU prices, in product order. */
export const checkoutLines = async (tx: Queryable, userId: number, cartItemIds: readonly number[]): Promise<CheckoutLine[]> =>
  priced(
    await tx.query<Omit<CheckoutLine, 'price' | 'dealApplied'>>(
      `${CHECKOUT_LINES}\n      order by ci.product_id, ci.sku_id, ci.warehouse_code`,
      [userId, cartItemIds, CatalogueStatus.Active],
      {
        prepared: true,
      },
    ),
  );

export interface CheckoutStart extends PlacementStart {
  /** the chosen cart lines, as checkoutLines answers them */
  lines: CheckoutLine[];
  /** what the buyer's credit level (and so the checkout's limit) is calculated from, each count only as far as it can move the score */
  credit: CreditFacts;
}

const CHECKOUT_START = startStatement(
  '$4',
  '$5',
  `,
            coalesce((select json_agg(l order by l."productId", l."skuId", l."warehouseCode") from (${CHECKOUT_LINES}) l), '[]') as lines,
            (select row_to_json(f) from (${creditFactsUpToSql({ user: '$1', completed: '$6', cancelled: '$7', windowDays: '$8', firstUpTo: 9 })}) f) as credit`,
);

/**
 * Everything placing an order reads, in one round trip once the cart is locked: the buyer's
 * permission, an earlier request with this client key, the delivery address, the chosen cart lines
 * (as checkoutLines) and the credit facts. Null for an unknown buyer.
 */
export async function checkoutStart(tx: Queryable, userId: number, clientKey: string, addressId: number, cartItemIds: readonly number[]): Promise<CheckoutStart | null> {
  const [start] = await tx.query<Omit<CheckoutStart, 'lines'> & { lines: Array<Omit<CheckoutLine, 'price'>> }>(
    CHECKOUT_START,
    [
      userId,
      cartItemIds,
      CatalogueStatus.Active,
      clientKey,
      addressId,
      CREDIT_FACTS_VALUES.completed,
      CREDIT_FACTS_VALUES.cancelled,
      CREDIT_FACTS_VALUES.windowDays,
      ...CREDIT_UP_TO_VALUES,
    ],
    { prepared: true },
  );
  return start ? { ...start, lines: priced(start.lines) } : null;
}

export interface NewOrderItem {
  productId: number;
  skuId: number;
  skuCode: string;
  /** JSON text */
  skuOptions: string;
  warehouseCode: string;
  nameEn: string;
  nameZh: string;
  image: string;
  unitPrice: number;
  quantity: number;
  weightGrams: number;
  /** units taken from stock (0 for a pre-order) */
  reserved: number;
  /** what coupons took off the line */
  discount: number;
  /** the VAT split priced at placement (rules/payable.ts): the rate, the net after the coupon, its VAT */
  vatRate: VatRate;
  net: number;
  vat: number;
}

export interface NewOrder {
  orderNo: string;
  ownerId: number;
  warehouseCode: string;
  subtotal: number;
  freight: number;
  surcharge: number;
  remoteSurcharge: number;
  chargeableWeightGrams: number;
  payable: number;
  deposit: number;
  itemsDiscount: number;
  deliveryDiscount: number;
  /** the delivery after coupons ex VAT, its VAT and its parts per rate; the order's net and VAT */
  deliveryNet: number;
  deliveryVat: number;
  deliveryVatParts: readonly VatPart[];
  net: number;
  vat: number;
  items: readonly NewOrderItem[];
}

/** What every order of one checkout shares. */
export interface CheckoutOrders {
  tradeId: number;
  userId: number;
  orderType: OrderType;
  deliveryType: DeliveryType;
  recipient: { name: string; mobile: string; region: string; address: string; postcode: string };
  notes: string;
  invoice: unknown;
  preOrderDays: number | null;
  payDeadline: Date;
  /** the cart lines the orders were made from, removed in the same statement */
  cartItemIds: readonly number[];
}

/**
 * The statement inserting a checkout's orders, items, first log rows and removing the cart lines;
 * with `trade`, its trade too (an insert ahead of the orders, which take its id and deadline); with
 * `stock` (the product service's stock taking as CTEs, parameters from CHECKOUT_STOCK_FIRST_PARAM, then the
 * number of lines), the trade and everything after it only once every line's units were taken.
 * Parameters are numbered as orderParams numbers them.
 */
function ordersStatement(trade: boolean, stock: string | null = null): string {
  const tradeId = trade ? '(select id from trade)' : '$1';
  const payDeadline = trade ? '(select pay_deadline from trade)' : '$13';
  // with the stock: no trade when a line was short, and nothing else without the trade
  const placed = trade ? '\n        where exists (select 1 from trade)' : '';
  return `with ${stock ? `${stock}, ` : ''}${
    trade
      ? `trade as (
       insert into trade (trade_no, user_id, client_key, request_hash, purpose, amount, pay_deadline)
       select $1, $2, $52, $53, 'order', $54, now() + make_interval(mins => $13)${stock ? `\n        where (select count(*) from taken) = $${CHECKOUT_STOCK_FIRST_PARAM + 4}` : ''}
       returning id, pay_deadline
     ), `
      : ''
  }created as (
       insert into shop_order (order_no, trade_id, user_id, owner_id, warehouse_code, order_type, status, delivery_type,
         subtotal, freight, surcharge, remote_surcharge, chargeable_weight_grams, payable, deposit, items_discount, delivery_discount,
         recipient_name, recipient_mobile, recipient_region, recipient_address, recipient_postcode, notes, invoice,
         pre_order_days, pay_deadline, delivery_net, delivery_vat, net_amount, vat_amount, delivery_vat_parts)
       select o.order_no, ${tradeId}, $2, o.owner_id, o.warehouse_code, $3, $35, $4,
              o.subtotal, o.freight, o.surcharge, o.remote_surcharge, o.weight, o.payable, o.deposit, o.items_discount, o.delivery_discount,
              $5, $6, $7, $8, $9, $10, $11::jsonb, $12, ${payDeadline}, o.delivery_net, o.delivery_vat, o.net_amount, o.vat_amount, o.delivery_vat_parts::jsonb
         from unnest($14::text[], $15::int[], $16::text[], $17::int[], $18::int[], $19::int[], $20::int[], $21::int[], $22::int[], $23::int[],
                     $42::int[], $43::int[], $47::int[], $48::int[], $49::int[], $50::int[], $51::text[])
           as o(order_no, owner_id, warehouse_code, subtotal, freight, surcharge, remote_surcharge, weight, payable, deposit, items_discount, delivery_discount,
                delivery_net, delivery_vat, net_amount, vat_amount, delivery_vat_parts)${placed}
       returning id, order_no
     ), numbered as (
       select id, row_number() over (order by array_position($14::text[], order_no)) as n from created
     ), items as (
       insert into order_item (order_id, product_id, sku_id, sku_code, sku_options, warehouse_code, product_name_en, product_name_zh, product_image,
         unit_price, quantity, weight_grams, reserved_quantity, discount, vat_rate, net_amount, vat_amount)
       select c.id, i.product_id, i.sku_id, i.sku_code, i.sku_options::jsonb, i.warehouse_code, i.name_en, i.name_zh, i.image, i.price, i.quantity, i.weight, i.reserved,
              i.discount, i.vat_rate, i.net_amount, i.vat_amount
         from unnest($24::int[], $25::int[], $26::text[], $27::text[], $28::text[], $29::text[], $30::int[], $31::int[], $32::int[], $33::int[],
                     $38::int[], $39::text[], $40::text[], $41::int[], $44::text[], $45::int[], $46::int[]) with ordinality
           as i(n, product_id, warehouse_code, name_en, name_zh, image, price, quantity, weight, reserved, sku_id, sku_code, sku_options, discount,
                vat_rate, net_amount, vat_amount, position)
         join numbered c on c.n = i.n
        -- the items' ids follow the lines' order whichever way the join is planned (an order shows its items by id)
        order by i.position
     ), logs as (
       insert into order_log (order_id, status, actor)
       select c.id, s.status, $36 from numbered c cross join unnest($37::smallint[]) with ordinality as s(status, step) order by c.id, s.step
     ), gone as (
       delete from cart_item where user_id = $2 and id = any($34::bigint[])${placed.replace('\n        where', ' and')}
     )
     select id${trade ? ', (select id from trade) as "tradeId", (select pay_deadline from trade) as "payDeadline"' : ''} from numbered order by n`;
}

const INSERT_ORDERS = ordersStatement(false);
const INSERT_CHECKOUT = ordersStatement(true);
/** INSERT_CHECKOUT with each shape of the stock taking, by its CTEs' text */
const checkoutsWithStock = new Map<string, string>();

/** The parameters of ordersStatement; the first and the thirteenth are the trade's (its id and deadline, or its number and minutes to pay). */
function orderParams(checkout: Omit<CheckoutOrders, 'tradeId' | 'payDeadline'>, orders: readonly NewOrder[], trade: [unknown, unknown]): unknown[] {
  const items = orders.flatMap((order, index) => order.items.map((item) => ({ ...item, n: index + 1 })));
  return [
    trade[0],
    checkout.userId,
    checkout.orderType,
    checkout.deliveryType,
    checkout.recipient.name,
    checkout.recipient.mobile,
    checkout.recipient.region,
    checkout.recipient.address,
    checkout.recipient.postcode,
    checkout.notes,
    JSON.stringify(checkout.invoice),
    checkout.preOrderDays,
    trade[1],
    orders.map((o) => o.orderNo),
    orders.map((o) => o.ownerId),
    orders.map((o) => o.warehouseCode),
    orders.map((o) => o.subtotal),
    orders.map((o) => o.freight),
    orders.map((o) => o.surcharge),
    orders.map((o) => o.remoteSurcharge),
    orders.map((o) => o.chargeableWeightGrams),
    orders.map((o) => o.payable),
    orders.map((o) => o.deposit),
    items.map((i) => i.n),
    items.map((i) => i.productId),
    items.map((i) => i.warehouseCode),
    items.map((i) => i.nameEn),
    items.map((i) => i.nameZh),
    items.map((i) => i.image),
    items.map((i) => i.unitPrice),
    items.map((i) => i.quantity),
    items.map((i) => i.weightGrams),
    items.map((i) => i.reserved),
    checkout.cartItemIds,
    OrderStatus.AwaitingPayment,
    OrderActor.Buyer,
    [OrderStatus.Created, OrderStatus.AwaitingPayment],
    items.map((i) => i.skuId),
    items.map((i) => i.skuCode),
    items.map((i) => i.skuOptions),
    items.map((i) => i.discount),
    orders.map((o) => o.itemsDiscount),
    orders.map((o) => o.deliveryDiscount),
    items.map((i) => i.vatRate),
    items.map((i) => i.net),
    items.map((i) => i.vat),
    orders.map((o) => o.deliveryNet),
    orders.map((o) => o.deliveryVat),
    orders.map((o) => o.net),
    orders.map((o) => o.vat),
    orders.map((o) => JSON.stringify(o.deliveryVatParts)),
  ];
}

/**
 * The orders awaiting payment, their items, their first log rows (created, awaiting payment), and the cart
 * lines gone; answers the new orders' ids in the order given.
 */
export async function insertOrders(tx: Queryable, checkout: CheckoutOrders, orders: readonly NewOrder[]): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(INSERT_ORDERS, orderParams(checkout, orders, [checkout.tradeId, checkout.payDeadline]), { prepared: true });
  return rows.map((row) => row.id);
}

export interface NewCheckoutTrade {
  tradeNo: string;
  clientKey: string;
  requestHash: string;
  /** pence asked for now */
  amount: number;
  payMinutes: number;
}

/**
 * A checkout's trade and its orders (as insertOrders) in one statement: the trade's unique (user,
 * client key) index turns a concurrent duplicate into a unique violation. With `stock` (the product
 * service's reserveStockPart for the checkout's lines, numbered from CHECKOUT_STOCK_FIRST_PARAM), the same statement first
 * takes the lines' units, and writes nothing when a line is short. Answers the trade and the new
 * orders' ids in the order given, or null when a line was short (the caller fails the transaction,
 * which puts back the lines taken).
 */
export async function insertCheckout(
  tx: Queryable,
  trade: NewCheckoutTrade,
  checkout: Omit<CheckoutOrders, 'tradeId' | 'payDeadline'>,
  orders: readonly NewOrder[],
  stock: { part: StockTakingPart; lines: number } | null = null,
): Promise<{ tradeId: number; payDeadline: Date; orderIds: number[] } | null> {
  const params = [...orderParams(checkout, orders, [trade.tradeNo, trade.payMinutes]), trade.clientKey, trade.requestHash, trade.amount];
  let sql = INSERT_CHECKOUT;
  if (stock) {
    sql = checkoutsWithStock.get(stock.part.ctes) ?? ordersStatement(true, stock.part.ctes);
    checkoutsWithStock.set(stock.part.ctes, sql);
    if (params.length !== CHECKOUT_STOCK_FIRST_PARAM - 1 || stock.part.params.length !== 4)
      throw new RangeError(`the stock taking is numbered from $${CHECKOUT_STOCK_FIRST_PARAM}`);
    params.push(...stock.part.params, stock.lines);
  }
  const rows = await tx.query<{ id: number; tradeId: number; payDeadline: Date }>(sql, params, { prepared: true });
  const [first] = rows;
  if (!first) {
    if (stock) return null;
    throw new RangeError('a checkout places at least one order');
  }
  return { tradeId: first.tradeId, payDeadline: first.payDeadline, orderIds: rows.map((row) => row.id) };
}
