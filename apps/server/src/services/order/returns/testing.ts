/**
 * Test support for returns: an order placed, paid by card, shipped and out for delivery through
 * the API (so its payment and history are real), the goods owner's and the agent's sessions, and
 * photos uploaded by a user.
 */
import { CatalogueStatus } from '@clearlot/contract';
import { randomBytes } from 'node:crypto';
import type { OrderDetail, Trade } from '@clearlot/contract';
import { createSession } from '../../../platform/sessions';
import type { TestApp } from '../../../testing/harness';
import { ORDER, type TestBuyer, cartLine, makeBuyer, payByCard, placeBody } from '../orders/testing';

export { ORDER };

const session = (t: TestApp, userId: number) => createSession(t.db, { userId, pending: false, ip: null, userAgent: 'test' });

/** The demo goods owner (owner@clearlot.test): its id and a session. */
export async function demoOwner(t: TestApp): Promise<{ ownerId: number; token: string }> {
  const [row] = await t.db.query<{ ownerId: number; userId: number }>(
    `select g.id as "ownerId", u.id as "userId" from goods_owner g join app_user u on u.id = g.user_id where u.email = 'owner@clearlot.test'`,
  );
  return { ownerId: row!.ownerId, token: await session(t, row!.userId) };
}

/** The customer-service agent (agent@clearlot.test). */
export async function agentToken(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: number }>(`select id from app_user where email = 'agent@clearlot.test'`);
  return session(t, row!.id);
}

/** Another goods owner's seller account (a shop that is not the demo owner's). */
export async function otherOwnerToken(t: TestApp): Promise<string> {
  const seller = await makeBuyer(t);
  await t.db.query('insert into user_role (user_id, role_id) values ($1, 3)', [seller.userId]);
  await t.db.query(`update goods_owner set user_id = $1 where id = (select g.id from goods_owner g where g.user_id is null order by g.id limit 1)`, [seller.userId]);
  return seller.token;
}

export interface DeliveredOrder {
  buyer: TestBuyer;
  orderNo: string;
  items: Array<{ id: number; quantity: number; lineTotal: number }>;
}

/** `count` of the demo owner's products without options, sold from one warehouse with plenty in stock at £25.00. */
async function demoProducts(t: TestApp, count: number): Promise<{ productIds: number[]; warehouseCode: string }> {
  const rows = await t.db.query<{ productId: number; skuId: number; warehouseCode: string }>(
    `with owner as (select g.id from goods_owner g join app_user u on u.id = g.user_id where u.email = 'owner@clearlot.test'),
          stocked as (
            select p.id as "productId", k.id as "skuId", s.warehouse_code as "warehouseCode",
                   count(*) over (partition by s.warehouse_code) as n
              from product p join product_sku k on k.product_id = p.id join sku_stock s on s.sku_id = k.id
             where p.owner_id = (select id from owner) and p.status = ${CatalogueStatus.Active} and not p.has_options)
     select "productId", "skuId", "warehouseCode" from stocked order by n desc, "warehouseCode", "productId" limit $1`,
    [count],
  );
  if (rows.length < count) throw new Error('the demo owner has too few products in one warehouse');
  for (const row of rows) {
    await t.db.query('update sku_stock set quantity = 100000 where sku_id = $1 and warehouse_code = $2', [row.skuId, row.warehouseCode]);
    await t.db.query('update product_sku set price = 2500 where id = $1', [row.skuId]);
    // zero-rated: what a line can refund stays its price × quantity (VAT on refunds: invoices.api.test.ts)
    await t.db.query(`update product set price = 2500, vat_rate = 'zero' where id = $1`, [row.productId]);
    // no demo flash deal prices its lines below £25.00 (deals have their own tests, deals/checkout.api.test.ts)
    await t.db.query(`update flash_deal set status = ${CatalogueStatus.Withdrawn} where product_id = $1`, [row.productId]);
  }
  return { productIds: rows.map((row) => row.productId), warehouseCode: rows[0]!.warehouseCode };
}

/** An order of the demo owner's goods with a line per quantity, paid by card, shipped and out for delivery (7). */
export async function deliveredOrder(t: TestApp, ownerToken: string, quantities: number[] = [3, 2], buyer?: TestBuyer): Promise<DeliveredOrder> {
  const who = buyer ?? (await makeBuyer(t));
  const { productIds, warehouseCode } = await demoProducts(t, quantities.length);
  const lines = [];
  for (const [index, quantity] of quantities.entries()) lines.push(await cartLine(t, who, productIds[index]!, quantity, warehouseCode));
  const placed = await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(who, lines), who.token);
  if (placed.body.code !== 200) throw new Error(`placing failed: ${JSON.stringify(placed.body)}`);
  const paid = await payByCard(t, who, placed.body.data);
  if (paid.body.code !== 200) throw new Error(`paying failed: ${JSON.stringify(paid.body)}`);
  const orderNo = placed.body.data.orderNos[0]!;
  const order = (await t.post<OrderDetail>(`${ORDER}/order/mall/detail`, { orderNo }, who.token)).body.data;
  const items = order.items.map((item) => ({ itemId: item.id, trackingNo: `DPD${item.id}`, logisticsCompany: 'DPD' }));
  expectOk(await t.post(`${ORDER}/seller/order/ship`, { orderNo, items }, ownerToken));
  expectOk(await t.post(`${ORDER}/seller/order/deliver`, { orderNo }, ownerToken));
  return { buyer: who, orderNo, items: order.items.map((item) => ({ id: item.id, quantity: item.quantity, lineTotal: item.lineTotal })) };
}

function expectOk(res: { body: { code: number } }): void {
  if (res.body.code !== 200) throw new Error(`expected success, got ${JSON.stringify(res.body)}`);
}

/** A photo the user uploaded (its row only: returns check whose upload a stored name is). */
export async function uploadedPhoto(t: TestApp, userId: number): Promise<{ fileName: string; url: string }> {
  const url = `${randomBytes(16).toString('hex')}.jpg`;
  await t.db.query(
    `insert into uploaded_file (owner_user_id, app_name, kind, original_name, stored_name, content_type, byte_size, sha256)
     values ($1, 'srs-order-service', 'photo', 'parcel.jpg', $2, 'image/jpeg', 1000, $3)`,
    [userId, url, randomBytes(32).toString('hex')],
  );
  return { fileName: 'parcel.jpg', url };
}
