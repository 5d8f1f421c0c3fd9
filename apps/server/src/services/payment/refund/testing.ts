/**
 * Test support for refunds and settlement: buyers, paid orders of the demo goods owner's products
 * (the shop with an account, so it can be settled) placed through the order routes and paid by
 * card, wallet balance or Alipay (sandbox) through the payment routes, and refunds made the way
 * the order service makes them. Rows other services own are written straight to the test
 * database only where a route would need a whole journey (a buyer, stock, a cart line).
 */
import { randomUUID } from 'node:crypto';
import { type OrderRefundable, type PaymentResult, type QrPayment, type VatRate, Role, CatalogueStatus } from '@clearlot/contract';
import { createSession } from '../../../platform/sessions';
import { DEMO_BUYER, type TestApp, signIn } from '../../../testing/harness';
import { type OrderLinesRefund, type RefundOutcome, refundOrderLines, refundableOf } from './service';

export const ORDER = '/srs-order-service';
export const PAY = '/srs-payment-service';

export const APPROVED_CARD = '4242424242424242';
/** SANDBOX_REFUND_FAILING_CARDS: charges approved, refunds refused. */
export const REFUND_FAILING_CARD = '4000000000005126';

export interface GoodsOwner {
  ownerId: number;
  userId: number;
  token: string;
}

/** The demo goods owner (the catalogue's shop with an account) with a session. */
export async function demoOwner(t: TestApp): Promise<GoodsOwner> {
  const [row] = await t.db.query<{ ownerId: number; userId: number }>(
    `select g.id as "ownerId", g.user_id as "userId" from goods_owner g join app_user u on u.id = g.user_id where u.email = 'owner@clearlot.test'`,
  );
  const token = await createSession(t.db, { userId: row!.userId, pending: false, ip: null, userAgent: 'test' });
  return { ...row!, token };
}

async function newUser(t: TestApp, role: number, purchasePermission: boolean): Promise<{ userId: number; token: string }> {
  const tag = randomUUID().slice(0, 8);
  const [user] = await t.db.query<{ id: number }>(
    `insert into app_user (username, email, password_hash, purchase_permission, first_name, last_name, company_name)
     values ($1, $2, 'not-a-hash', $3, 'Test', 'User', 'Test Trading Ltd') returning id`,
    [`user_${tag}`, `user_${tag}@clearlot.test`, purchasePermission],
  );
  await t.db.query('insert into user_role (user_id, role_id) values ($1, $2)', [user!.id, role]);
  return { userId: user!.id, token: await createSession(t.db, { userId: user!.id, pending: false, ip: null, userAgent: 'test' }) };
}

/** A user with one role and a session (a seller without a shop, an agent). */
export const userWithRole = async (t: TestApp, role: number): Promise<string> => (await newUser(t, role, false)).token;
export const agentToken = (t: TestApp) => userWithRole(t, Role.CustomerService);

export interface TestBuyer {
  userId: number;
  token: string;
  addressId: number;
}

/** A buyer with purchase permission, a London address and a session. */
export async function makeBuyer(t: TestApp): Promise<TestBuyer> {
  const { userId, token } = await newUser(t, Role.Buyer, true);
  const [address] = await t.db.query<{ id: number }>(
    `insert into receive_address (user_id, recipient_name, city, county, postcode, mobile, address_line1, is_default)
     values ($1, 'Test Buyer', 'London', 'Greater London', 'SW1A 2AA', '+447700900123', '1 Test Street', true) returning id`,
    [userId],
  );
  return { userId, token, addressId: address!.id };
}

/** The demo buyer's wallet payment password (seedDemoWallets). */
export const DEMO_PAYMENT_PASSWORD = '246810';

/** The demo buyer (a wallet with an opening credit and the payment password) with a new address. */
export async function demoBuyer(t: TestApp): Promise<TestBuyer> {
  const token = await signIn(t, DEMO_BUYER);
  const [user] = await t.db.query<{ id: number }>('select id from app_user where email = $1', [DEMO_BUYER.email]);
  const [address] = await t.db.query<{ id: number }>(
    `insert into receive_address (user_id, recipient_name, city, county, postcode, mobile, address_line1)
     values ($1, 'Amelia Hughes', 'London', 'Greater London', 'SW1A 2AA', '+447700900123', '10 Downing Street') returning id`,
    [user!.id],
  );
  return { userId: user!.id, token, addressId: address!.id };
}

/**
 * The goods owners' products to hand out, per app (its own database), listed once: plain products on sale that no
 * order has, in id order, each handed out once by its place in the list. Server test files share their worker's
 * modules, so a module-wide count ran on into the next file's database; and picking "the n-th product no order has"
 * afresh each time gave two of a test's parallel orders the same product (the set shrank as orders were placed).
 */
const handOuts = new WeakMap<TestApp, Map<number, { next: number; list: Promise<Array<{ id: number; skuId: number }>> }>>();

function nextProduct(t: TestApp, ownerId: number): Promise<{ id: number; skuId: number } | undefined> {
  let owners = handOuts.get(t);
  if (!owners) handOuts.set(t, (owners = new Map()));
  let owner = owners.get(ownerId);
  if (!owner) {
    const list = t.db.query<{ id: number; skuId: number }>(
      `select p.id, k.id as "skuId" from product p join product_sku k on k.product_id = p.id
        where p.owner_id = $1 and p.status = ${CatalogueStatus.Active} and not p.has_options and p.id not in (select product_id from order_item)
          and k.min_quantity = 1 and k.case_pack = 1 and not exists (select 1 from product_price_tier r where r.sku_id = k.id)
          and not exists (select 1 from lot_manifest_row m where m.product_id = p.id)
        order by p.id`,
      [ownerId],
    );
    owners.set(ownerId, (owner = { next: 0, list }));
  }
  const place = owner.next++;
  return owner.list.then((products) => products[place]);
}

/**
 * A product of the shop without options, on sale with `units` in stock at `price`, all at the first
 * warehouse (so the lines of one checkout make one order), sold by the unit with no flash deal running.
 */
async function ownerProduct(t: TestApp, ownerId: number, units: number, price: number, vatRate: VatRate = 'zero'): Promise<{ productId: number; skuId: number }> {
  const product = await nextProduct(t, ownerId);
  if (!product) throw new Error(`goods owner ${ownerId} has no plain product left to hand out`);
  await t.db.query('delete from sku_stock where sku_id = $1', [product.skuId]);
  await t.db.query('insert into sku_stock (sku_id, warehouse_code, quantity) select $1, min(warehouse_code), $2 from warehouse', [product.skuId, units]);
  await t.db.query('update product_sku set total_stock = $2, price = $3 where id = $1', [product.skuId, units, price]);
  // zero-rated: what each line and the delivery can refund stays as priced (VAT on refunds: invoices.api.test.ts)
  await t.db.query(`update product set total_stock = $2, price = $3, weight_grams = 1000, vat_rate = $4 where id = $1`, [product.id, units, price, vatRate]);
  // no flash deal of the demo data's runs on it: the tests follow the price they set (deals/checkout.api.test.ts has the deals')
  await t.db.query(`update flash_deal set status = ${CatalogueStatus.Withdrawn} where product_id = $1`, [product.id]);
  return { productId: product.id, skuId: product.skuId };
}

/** Puts the SKU in the buyer's cart (at the first warehouse, where ownerProduct stocked it). */
async function cartLine(t: TestApp, buyer: TestBuyer, product: { productId: number; skuId: number }, quantity: number): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into cart_item (user_id, product_id, sku_id, warehouse_code, quantity) select $1, $2, $3, min(warehouse_code), $4 from warehouse returning id`,
    [buyer.userId, product.productId, product.skuId, quantity],
  );
  return row!.id;
}

export interface PaidOrder {
  orderId: number;
  orderNo: string;
  tradeId: number;
  tradeNo: string;
  userId: number;
  /** what the trade took */
  paid: number;
  itemIds: number[];
}

/** How a test order is paid: a sandbox card number, the wallet, Alipay (sandbox), or the test's own way (e.g. through the fake Stripe). */
export type PayWith = { card: string } | { balance: string } | { alipay: true } | { by: (trade: { tradeNo: string; amount: number }) => Promise<void> };

/** Places an order of the goods owner's products (one line per price, `quantity` each) and pays it as asked. */
export async function paidOrder(t: TestApp, buyer: TestBuyer, owner: GoodsOwner, prices: number[], pay: PayWith, quantity = 2, vatRate: VatRate = 'zero'): Promise<PaidOrder> {
  const lines: number[] = [];
  for (const price of prices) lines.push(await cartLine(t, buyer, await ownerProduct(t, owner.ownerId, 50, price, vatRate), quantity));
  const body = { clientKey: randomUUID(), cartItemIds: lines, addressId: buyer.addressId, deliveryType: 1 };
  const placed = await t.post<{ tradeNo: string; amount: number; orderNos: string[] }>(`${ORDER}/order/mall/save`, body, buyer.token);
  if (placed.body.code !== 200) throw new Error(`placing failed: ${JSON.stringify(placed.body)}`);
  const { tradeNo, amount, orderNos } = placed.body.data;
  const base = { tradeNo, amount, paymentKey: randomUUID() };
  if ('by' in pay) {
    await pay.by({ tradeNo, amount });
  } else if ('card' in pay) {
    const card = { number: pay.card, holderName: 'Test Buyer', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', billingAddressId: buyer.addressId };
    const paid = await t.post<PaymentResult>(`${PAY}/pay/card`, { ...base, card }, buyer.token);
    if (paid.body.data?.status !== 'succeeded') throw new Error(`card payment failed: ${JSON.stringify(paid.body)}`);
  } else if ('balance' in pay) {
    const paid = await t.post<PaymentResult>(`${PAY}/pay/balance`, { ...base, paymentPassword: pay.balance }, buyer.token);
    if (paid.body.data?.status !== 'succeeded') throw new Error(`balance payment failed: ${JSON.stringify(paid.body)}`);
  } else {
    const started = await t.post<QrPayment>(`${PAY}/pay/qr`, { ...base, method: 1 }, buyer.token);
    const token = new URL(started.body.data.confirmUrl.replace('/#/', '/')).searchParams.get('token');
    const confirmed = await t.post(`${PAY}/sandbox/qr/confirm`, { token, approve: true }, null);
    if (confirmed.body.code !== 200) throw new Error(`QR payment failed: ${JSON.stringify(confirmed.body)}`);
  }
  const [order] = await t.db.query<{ orderId: number; tradeId: number }>('select id as "orderId", trade_id as "tradeId" from shop_order where order_no = $1', [orderNos[0]]);
  const items = await t.db.query<{ id: number }>('select id from order_item where order_id = $1 order by id', [order!.orderId]);
  return { ...order!, orderNo: orderNos[0]!, tradeNo, userId: buyer.userId, paid: amount, itemIds: items.map((item) => item.id) };
}

/** What the order can still refund, read as the order service reads it. */
export const refundable = (t: TestApp, order: PaidOrder): Promise<OrderRefundable> => refundableOf(t.db, order.orderId);

/** Refunds order lines the way the order service does, in a transaction of its own. */
export function refund(
  t: TestApp,
  order: PaidOrder,
  lines: OrderLinesRefund['lines'],
  options: Partial<Pick<OrderLinesRefund, 'clientKey' | 'source' | 'reason'>> = {},
): Promise<RefundOutcome> {
  return t.db.transaction((tx) =>
    refundOrderLines(tx, {
      orderId: order.orderId,
      orderNo: order.orderNo,
      userId: order.userId,
      tradeIds: [order.tradeId],
      lines,
      reason: options.reason ?? 'Not as described',
      source: options.source ?? 'return',
      sourceId: `RT${order.orderNo}`,
      clientKey: options.clientKey ?? randomUUID(),
    }),
  );
}

/** The catalogue error a refused refund threw (its envelope code), or null when it was made. */
export async function refusal(attempt: Promise<unknown>): Promise<number | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    const code = (error as { definition?: { code?: number } }).definition?.code;
    if (code === undefined) throw error;
    return code;
  }
}

/** Takes the order to out for delivery (7) through the goods owner's desk. */
export async function outForDelivery(t: TestApp, owner: GoodsOwner, order: PaidOrder): Promise<void> {
  const items = order.itemIds.map((itemId) => ({ itemId, trackingNo: `TRK${itemId}`, logisticsCompany: 'Royal Mail' }));
  const shipped = await t.post(`${ORDER}/seller/order/ship`, { orderNo: order.orderNo, items }, owner.token);
  if (shipped.body.code !== 200) throw new Error(`shipping failed: ${JSON.stringify(shipped.body)}`);
  const delivered = await t.post(`${ORDER}/seller/order/deliver`, { orderNo: order.orderNo }, owner.token);
  if (delivered.body.code !== 200) throw new Error(`delivery failed: ${JSON.stringify(delivered.body)}`);
}

/** The user's ledger rows of one type, oldest first. */
export const ledgerRows = (t: TestApp, userId: number, type: string) =>
  t.db.query<{ amount: number; direction: number; transactionId: string }>(
    'select amount, direction, transaction_id as "transactionId" from wallet_ledger where user_id = $1 and type = $2 order by id',
    [userId, type],
  );
