/**
 * The fuzz test's world: a victim buyer with things worth stealing (an address, cart lines, an
 * order awaiting payment, a saved card), an attacker buyer with its valid, expired, revoked and
 * half-finished sessions, and a digest of every table's rows to prove nothing changed.
 */
import { CatalogueStatus } from '@clearlot/contract';
import { randomUUID } from 'node:crypto';
import { DEMO_BUYER, NEW_BUYER, type TestApp, signIn } from '../testing/harness';
import { createSession, hashToken } from './sessions';

/**
 * Rows that legitimately move under refused requests: the attempt counters every limit takes
 * before it judges a request (issue 10 §1.2 counts attempts first).
 */
const MOVING_TABLES = new Set(['rate_limit_counter']);

/** One digest per table (its rows as JSON, sorted), read in a single statement. */
export async function tableDigests(t: TestApp): Promise<Map<string, string>> {
  const tables = await t.db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const digested = tables.filter(({ name }) => !MOVING_TABLES.has(name) && /^[a-z_][a-z0-9_]*$/.test(name));
  const sql = digested
    .map(({ name }) => `select '${name}' as name, (select md5(coalesce(string_agg(r, E'\\n' order by r), '')) from (select to_jsonb(x)::text as r from "${name}" x) s) as digest`)
    .join(' union all ');
  const rows = await t.db.query<{ name: string; digest: string }>(sql);
  return new Map(rows.map((row) => [row.name, row.digest]));
}

/** Names of the tables whose rows differ between two digests. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}

export interface Victim {
  token: string;
  addressId: number;
  /** a line still in the cart, and the line the order was placed from */
  cartItemIds: number[];
  savedCardId: number;
  orderNo: string;
  tradeNo: string;
  /** the ordered line, and a complaint about the order (issue 14) */
  orderItemId: number;
  complaintNo: string;
  /** text of the victim's that no answer to the attacker may contain */
  secrets: string[];
}

export interface Attacker {
  token: string;
  /** sessions that must not be accepted as this user (or as anyone) */
  expiredToken: string;
  revokedToken: string;
  /** a session still waiting for its second step */
  pendingToken: string;
}

const ORDER = '/srs-order-service';
const PAY = '/srs-payment-service';

async function call<T>(t: TestApp, path: string, body: unknown, token: string): Promise<T> {
  const res = await t.post<T>(path, body, token);
  if (res.body.code !== 200) throw new Error(`fuzz set-up: ${path} answered ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The demo buyer, made worth attacking through the API: a cart, an order awaiting payment and a saved card. */
export async function prepareVictim(t: TestApp): Promise<Victim> {
  const token = await signIn(t, DEMO_BUYER);
  const addresses = await call<Array<{ id: number; addressLine1: string; recipientName: string }>>(t, `${ORDER}/userReceiveAddress/list`, {}, token);
  const address = addresses[0]!;
  // two products on sale with stock, each dear enough for the minimum order on its own
  const products = await t.db.query<{ id: number }>(
    `select p.id from product p where p.status = ${CatalogueStatus.Active} and not p.has_options and p.price between 2000 and 100000
        and exists (select 1 from product_sku k join sku_stock s on s.sku_id = k.id where k.product_id = p.id and s.quantity >= 5)
      order by p.id limit 2`,
  );
  for (const product of products) await call(t, `${ORDER}/cartItem/addCartItem`, { productId: product.id }, token);
  const cart = await call<{ resultList: Array<{ cartItems: Array<{ id: number; productId: number }> }> }>(t, `${ORDER}/cartItem/getCartItemList`, {}, token);
  const lines = cart.resultList.flatMap((group) => group.cartItems);
  const ordered = lines.find((line) => line.productId === products[0]!.id)!;
  const kept = lines.find((line) => line.productId === products[1]!.id)!;
  const trade = await call<{ tradeNo: string; orderNos: string[] }>(
    t,
    `${ORDER}/order/mall/save`,
    { clientKey: randomUUID(), cartItemIds: [ordered.id], addressId: address.id, deliveryType: 1 },
    token,
  );
  const orderNo = trade.orderNos[0]!;
  const complaintText = 'Victim complaint: the pallet never arrived at the loading bay';
  const complaint = await call<{ complaintNo: string }>(
    t,
    `${ORDER}/complaint/mall/file`,
    { clientKey: randomUUID(), target: 'order', orderNo, type: 'delivery', description: complaintText },
    token,
  );
  const order = await call<{ items: Array<{ id: number }> }>(t, `${ORDER}/order/mall/detail`, { orderNo }, token);
  const card = await call<{ id: number }>(
    t,
    `${PAY}/wallet/cards/add`,
    { number: '4242424242424242', holderName: 'AMELIA HUGHES', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', billingAddressId: address.id },
    token,
  );
  return {
    token,
    addressId: address.id,
    cartItemIds: [kept.id, ordered.id],
    savedCardId: card.id,
    orderNo: trade.orderNos[0]!,
    tradeNo: trade.tradeNo,
    orderItemId: order.items[0]!.id,
    complaintNo: complaint.complaintNo,
    secrets: [DEMO_BUYER.email, address.addressLine1, complaintText],
  };
}

/** The second demo buyer, with purchase permission, signed in four ways. */
export async function prepareAttacker(t: TestApp): Promise<Attacker> {
  await t.db.query('update app_user set purchase_permission = true where email = $1', [NEW_BUYER.email]);
  const token = await signIn(t, NEW_BUYER);
  const expiredToken = await signIn(t, NEW_BUYER);
  await t.db.query(`update user_session set expires_at = now() - interval '1 minute' where token_hash = $1`, [hashToken(expiredToken)]);
  const revokedToken = await signIn(t, NEW_BUYER);
  await call(t, '/srs-user-service/buyer/logout', {}, revokedToken);
  const [user] = await t.db.query<{ id: number }>('select id from app_user where email = $1', [NEW_BUYER.email]);
  const pendingToken = await createSession(t.db, { userId: user!.id, pending: true, ip: null, userAgent: 'fuzz' });
  return { token, expiredToken, revokedToken, pendingToken };
}

/**
 * Calls whose `id` names a public thing (a product, a region), not something the caller owns.
 * Everywhere else an `id` is taken to be owned, so a new call is tested until it is listed here.
 */
const PUBLIC_ID_CALLS = /^\/srs-(product|basedata)-service\/|\/cartItem\/(add|delete)MaxProfitableToCart$/;

/**
 * The victim's ids for each field of this call that names something a buyer owns: an attacker
 * sending them must be refused and learn nothing. Fields naming public things are absent.
 */
export function foreignValues(victim: Victim, path: string): Record<string, Array<number | string | number[]>> {
  const ownedIds: Record<string, Array<number | number[]>> = PUBLIC_ID_CALLS.test(path)
    ? {}
    : { id: [victim.addressId, victim.cartItemIds[0]!, victim.savedCardId], ids: [[victim.addressId], victim.cartItemIds] };
  return {
    ...ownedIds,
    addressId: [victim.addressId],
    billingAddressId: [victim.addressId],
    cartItemIds: [victim.cartItemIds],
    savedCardId: [victim.savedCardId],
    orderNo: [victim.orderNo],
    tradeNo: [victim.tradeNo],
    orderItemId: [victim.orderItemId],
    complaintNo: [victim.complaintNo],
  };
}
