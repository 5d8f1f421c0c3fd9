/**
 * Test support for the buying flow: buyers made straight in the database (no password hashing,
 * so hundreds can be made quickly), with an address, cart lines and a session token.
 */
import { randomUUID } from 'node:crypto';
import { Role, CatalogueStatus } from '@clearlot/contract';
import { createSession } from '../../../platform/sessions';
import type { TestApp } from '../../../testing/harness';

export const ORDER = '/srs-order-service';
export const PAY = '/srs-payment-service';

export interface TestBuyer {
  userId: number;
  token: string;
  addressId: number;
}

let serial = 0;

/** A buyer with purchase permission, a default London address and a session. */
export async function makeBuyer(t: TestApp, options: { purchasePermission?: boolean; postcode?: string } = {}): Promise<TestBuyer> {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}${Math.random().toString(36).slice(2, 6)}`;
  const [user] = await t.db.query<{ id: number }>(
    `insert into app_user (username, email, password_hash, purchase_permission, first_name, last_name, company_name)
     values ($1, $2, 'not-a-hash', $3, 'Test', 'Buyer', 'Test Trading Ltd') returning id`,
    [`buyer_${tag}`, `buyer_${tag}@clearlot.test`, options.purchasePermission ?? true],
  );
  await t.db.query('insert into user_role (user_id, role_id) values ($1, $2)', [user!.id, Role.Buyer]);
  const [address] = await t.db.query<{ id: number }>(
    `insert into receive_address (user_id, recipient_name, city, county, postcode, mobile, address_line1, is_default)
     values ($1, 'Test Buyer', 'London', 'Greater London', $2, '+447700900123', '1 Test Street', true) returning id`,
    [user!.id, options.postcode ?? 'SW1A 2AA'],
  );
  const token = await createSession(t.db, { userId: user!.id, pending: false, ip: null, userAgent: 'test' });
  return { userId: user!.id, token, addressId: address!.id };
}

/** Puts a cart line of the product's first SKU (or the one given) straight into the buyer's cart; returns its id. */
export async function cartLine(t: TestApp, buyer: TestBuyer, productId: number, quantity: number, warehouseCode?: string, skuId?: number): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `with sku as (
       select id from product_sku where product_id = $2 and ($5::int is null or id = $5) order by sort_order, id limit 1
     )
     insert into cart_item (user_id, product_id, sku_id, warehouse_code, quantity)
     select $1, $2, sku.id,
            coalesce($4, (select warehouse_code from sku_stock where sku_id = sku.id order by quantity desc, warehouse_code limit 1)), $3
       from sku
     on conflict (user_id, sku_id, warehouse_code) do update set quantity = excluded.quantity returning id`,
    [buyer.userId, productId, quantity, warehouseCode ?? null, skuId ?? null],
  );
  return row!.id;
}

/**
 * A product without options on sale with exactly `units` in stock at one warehouse (its other stock
 * removed), priced so one unit meets the minimum, zero-rated for VAT, with no flash deal running.
 */
export async function productWithStock(
  t: TestApp,
  units: number,
  price = 2500,
  /** products not to pick (another product of the same test, not ordered yet) */
  exclude: readonly number[] = [],
): Promise<{ productId: number; skuId: number; warehouseCode: string }> {
  const [product] = await t.db.query<{ id: number; skuId: number; warehouseCode: string }>(
    `select p.id, k.id as "skuId", s.warehouse_code as "warehouseCode"
       from product p join product_sku k on k.product_id = p.id join sku_stock s on s.sku_id = k.id
      where p.status = ${CatalogueStatus.Active} and not p.has_options and p.id not in (select product_id from order_item) and p.id <> all($1::int[])
      order by p.id desc limit 1`,
    [exclude],
  );
  await t.db.query('delete from sku_stock where sku_id = $1 and warehouse_code <> $2', [product!.skuId, product!.warehouseCode]);
  await t.db.query('update sku_stock set quantity = $3 where sku_id = $1 and warehouse_code = $2', [product!.skuId, product!.warehouseCode, units]);
  await t.db.query('update product_sku set total_stock = $2, price = $3 where id = $1', [product!.skuId, units, price]);
  // zero-rated: the money these tests follow stays price × quantity + delivery (VAT has its own tests, vat.api.test.ts)
  await t.db.query(`update product set total_stock = $2, price = $3, weight_grams = 1000, vat_rate = 'zero' where id = $1`, [product!.id, units, price]);
  // no flash deal of the demo data's runs on it: the tests follow the price they set (deals have their own tests, deals/checkout.api.test.ts)
  await t.db.query(`update flash_deal set status = ${CatalogueStatus.Withdrawn} where product_id = $1`, [product!.id]);
  return { productId: product!.id, skuId: product!.skuId, warehouseCode: product!.warehouseCode };
}

/** A product's units in stock counted two ways: the per-warehouse rows, and the listing's total. */
export async function stockOf(t: TestApp, productId: number): Promise<{ stock: number; total: number }> {
  const [row] = await t.db.query<{ stock: number; total: number }>(
    `select (select coalesce(sum(s.quantity), 0)::int from sku_stock s join product_sku k on k.id = s.sku_id where k.product_id = $1) as stock,
            total_stock as total from product where id = $1`,
    [productId],
  );
  return row!;
}

export const placeBody = (buyer: TestBuyer, cartItemIds: number[], extra: Record<string, unknown> = {}) => ({
  clientKey: randomUUID(),
  cartItemIds,
  addressId: buyer.addressId,
  deliveryType: 1,
  ...extra,
});

/** Pays a trade with the sandbox Visa test card. */
export async function payByCard(t: TestApp, buyer: TestBuyer, trade: { tradeNo: string; amount: number }) {
  return t.post<{ status: string }>(
    `${PAY}/pay/card`,
    {
      tradeNo: trade.tradeNo,
      amount: trade.amount,
      paymentKey: randomUUID(),
      card: { number: '4242424242424242', holderName: 'Test Buyer', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', billingAddressId: buyer.addressId },
    },
    buyer.token,
  );
}
