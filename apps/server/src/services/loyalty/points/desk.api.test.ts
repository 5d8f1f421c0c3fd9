/**
 * The point mall desk (issue 34 item 5) through HTTP on both engines: who may call it, listing an option from a warehouse
 * (one item per option and warehouse, bad input refused with bilingual errors and nothing written, idempotent by client
 * key under parallel requests), changes and pauses with the audit log, and the goods owner paid the agreed price × units
 * exactly once through the order's settlement when a mall order completes — whoever completes it, however many at once —
 * and never for one cancelled before completion.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DeskPointGoods,
  type DeskPointGoodsPage,
  type OrderDetail,
  OrderStatus,
  type PointGoods,
  type PointGoodsProduct,
  type PointGoodsSkuChoice,
  type PointRedemption,
} from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { type TestApp, createTestApp, engines, signIn, DEMO_OPERATIONS, DEMO_ROLE_ACCOUNTS, type DemoRole } from '../../../testing/harness';
import { ORDER, type TestBuyer, makeBuyer } from '../../order/orders/testing';
import { orderSweepJobs } from '../../order/orders/sweep';
import { type GoodsOwner, demoOwner } from '../../payment/refund/testing';
import { settleOrder } from '../../payment/settlement/service';
import { ownerLedger } from '../../payment/testing';
import { grantPoints, ledgerOf } from './testing';

const P = {
  list: `${ORDER}/platform/pointMall/list`,
  create: `${ORDER}/platform/pointMall/create`,
  update: `${ORDER}/platform/pointMall/update`,
  pause: `${ORDER}/platform/pointMall/pause`,
  resume: `${ORDER}/platform/pointMall/resume`,
  products: `${ORDER}/platform/pointMall/products`,
  choices: `${ORDER}/platform/pointMall/choices`,
};
const MALL = `${ORDER}/pointMall`;

type Who = DemoRole;
const ACCOUNTS = DEMO_ROLE_ACCOUNTS;
/** Who may work the point mall desk, written out here (not read from the contract's sets, so a wrong set is caught). */
const ALLOWED: readonly Who[] = ['operations', 'admin'];

interface Option {
  productId: number;
  skuId: number;
  warehouseCode: string;
}

describe.each(engines)('the point mall desk on %s', (engine) => {
  let t: TestApp;
  let owner: GoodsOwner;
  /** a second server process's database connection (PostgreSQL), or the same one (PGlite is one process) */
  let second: Db;
  const tokens = {} as Record<Who, string>;
  const used: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
    for (const who of Object.keys(ACCOUNTS) as Who[]) tokens[who] = await signIn(t, ACCOUNTS[who]);
    const { openDb } = await import('../../../platform/db');
    second = engine === 'postgres' ? await openDb(t.config) : t.db;
  });
  afterAll(async () => {
    if (second !== t.db) await second.close();
    await t.close();
  });

  /** One of the demo goods owner's products without options, on sale, not yet used here, with `units` in one warehouse only. */
  const ownerOption = async (units = 50): Promise<Option> => {
    const [row] = await t.db.query<Option>(
      `select p.id as "productId", k.id as "skuId", s.warehouse_code as "warehouseCode"
         from product p join product_sku k on k.product_id = p.id join sku_stock s on s.sku_id = k.id
        where p.owner_id = $1 and p.status = 1 and k.status = 1 and not p.has_options and p.id <> all($2::int[])
          and not exists (select 1 from lot_manifest_row m where m.product_id = p.id) and not exists (select 1 from point_goods g where g.sku_id = k.id)
        order by p.id limit 1`,
      [owner.ownerId, used],
    );
    used.push(row!.productId);
    await t.db.query('delete from sku_stock where sku_id = $1 and warehouse_code <> $2', [row!.skuId, row!.warehouseCode]);
    await t.db.query('update sku_stock set quantity = $3 where sku_id = $1 and warehouse_code = $2', [row!.skuId, row!.warehouseCode, units]);
    await t.db.query('update product_sku set total_stock = $2 where id = $1', [row!.skuId, units]);
    await t.db.query('update product set total_stock = $2 where id = $1', [row!.productId, units]);
    return row!;
  };
  const newItem = (option: Option, extra: Record<string, unknown> = {}) => ({ clientKey: randomUUID(), ...option, pointsPrice: 1_200, agreedPrice: 650, sortOrder: 5, ...extra });
  const create = (body: object, who: Who = 'operations') => t.post<DeskPointGoods>(P.create, body, tokens[who]);
  const count = async (table: 'point_goods' | 'staff_action') => (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
  const auditRows = (action: string, id: number) =>
    t.db.query<{ actor_user_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> }>(
      "select actor_user_id, before, after from staff_action where action = $1 and target_kind = 'pointGoods' and target_id = $2 order by id",
      [action, String(id)],
    );
  const userIdOf = async (email: string) => (await t.db.query<{ id: number }>('select id from app_user where email = $1', [email]))[0]!.id;
  const buyerMall = async () => (await t.post<PointGoods[]>(`${MALL}/list`, {})).body.data;
  const redeem = (buyer: TestBuyer, goodsId: number, quantity = 1) =>
    t.post<PointRedemption>(`${MALL}/redeem`, { goodsId, quantity, addressId: buyer.addressId, clientKey: randomUUID() }, buyer.token);
  /** A listed item and a buyer holding points enough for it. */
  const listedItem = async (extra: Record<string, unknown> = {}) => {
    const res = await create(newItem(await ownerOption(), extra));
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  it('lets operations and administrators work the desk and refuses buyers, goods owners, customer service and finance before the handler', async () => {
    const before = await count('point_goods');
    for (const [name, path] of Object.entries(P)) {
      for (const who of Object.keys(ACCOUNTS) as Who[]) {
        const res = await t.post(path, { nonsense: true }, tokens[who]);
        if (ALLOWED.includes(who)) expect({ name, who, code: res.body.code }).toEqual({ name, who, code: 1001 });
        else expect({ name, who, status: res.status, code: res.body.code }).toEqual({ name, who, status: 403, code: 2002 });
      }
      expect((await t.post(path, {}, null)).status).toBe(401);
    }
    // a valid body changes nothing either for those refused
    const option = await ownerOption();
    for (const who of ['buyer', 'owner', 'agent', 'finance'] as const) expect((await create(newItem(option), who)).body.code).toBe(2002);
    expect(await count('point_goods')).toBe(before);
  });

  it('lists an option from a warehouse holding it: the desk, the buyer’s point mall and the audit log show it', async () => {
    const option = await ownerOption(40);
    // the form's choices: the product found by its id, its option with the warehouse and nothing listed from it yet
    const products = (await t.post<PointGoodsProduct[]>(P.products, { keyword: String(option.productId) }, tokens.operations)).body.data;
    expect(products[0]).toMatchObject({ id: option.productId });
    expect(products[0]!.ownerNameEn).toBeTruthy();
    const choices = (await t.post<PointGoodsSkuChoice[]>(P.choices, { productId: option.productId }, tokens.admin)).body.data;
    expect(choices).toEqual([
      expect.objectContaining({ skuId: option.skuId, warehouses: [expect.objectContaining({ warehouseCode: option.warehouseCode, quantity: 40, listedGoodsId: null })] }),
    ]);

    const res = await create(newItem({ ...option, warehouseCode: option.warehouseCode.toLowerCase() }, { pointsPrice: 900, agreedPrice: 725, sortOrder: 0 }));
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const item = res.body.data;
    expect(item).toMatchObject({
      ...option,
      pointsPrice: 900,
      agreedPrice: 725,
      sortOrder: 0,
      active: true,
      onSale: true,
      stock: 40,
      redemptions: 0,
      units: 0,
      ownerId: owner.ownerId,
    });
    expect(item.warehouseNameEn).toBeTruthy();
    expect((await buyerMall()).find((goods) => goods.id === item.id)).toMatchObject({ pointsPrice: 900, stock: 40 });
    const listed = (await t.post<PointGoodsSkuChoice[]>(P.choices, { productId: option.productId }, tokens.operations)).body.data;
    expect(listed[0]!.warehouses[0]!.listedGoodsId).toBe(item.id);

    const found = await t.post<DeskPointGoodsPage>(P.list, { keyword: String(option.productId) }, tokens.operations);
    expect(found.body.data.list.map((goods) => goods.id)).toEqual([item.id]);
    const byName = await t.post<DeskPointGoodsPage>(P.list, { keyword: item.nameEn.slice(0, 12).toUpperCase(), state: 'onOffer' }, tokens.admin);
    expect(byName.body.data.list.map((goods) => goods.id)).toContain(item.id);
    expect((await t.post<DeskPointGoodsPage>(P.list, { keyword: String(option.productId), state: 'paused' }, tokens.operations)).body.data.total).toBe(0);
    const [audit] = await auditRows('pointGoods.create', item.id);
    expect(audit).toMatchObject({
      actor_user_id: await userIdOf(DEMO_OPERATIONS.email),
      before: null,
      after: { ...option, pointsPrice: 900, agreedPrice: 725, sortOrder: 0, active: true },
    });
  });

  it('refuses an option already listed from that warehouse, bad input and goods the mall cannot take, with bilingual errors, and writes nothing', async () => {
    const option = await ownerOption();
    expect((await create(newItem(option))).body.code).toBe(200);
    const goods = await count('point_goods');
    const audits = await count('staff_action');

    const duplicate = await create(newItem(option, { pointsPrice: 10 }));
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 4790]);
    expect(duplicate.body.messageEn).toMatch(/already in the point mall/);
    expect(duplicate.body.message).toMatch(/积分商城/);

    const field = async (body: object) => {
      const res = await create(body);
      expect(res.body.code, JSON.stringify(body)).toBe(1001);
      expect(res.body.message).not.toBe(res.body.messageEn);
      return (res.body.data as unknown as { field: string }).field;
    };
    const fresh = await ownerOption();
    expect(await field(newItem(fresh, { pointsPrice: 0 }))).toBe('pointsPrice');
    expect(await field(newItem(fresh, { pointsPrice: 12.5 }))).toBe('pointsPrice');
    expect(await field(newItem(fresh, { pointsPrice: 1_000_001 }))).toBe('pointsPrice');
    expect(await field(newItem(fresh, { pointsPrice: '100' }))).toBe('pointsPrice');
    expect(await field(newItem(fresh, { agreedPrice: -1 }))).toBe('agreedPrice');
    expect(await field(newItem(fresh, { agreedPrice: 1_000_001 }))).toBe('agreedPrice');
    expect(await field(newItem(fresh, { agreedPrice: 6.5 }))).toBe('agreedPrice');
    expect(await field(newItem(fresh, { sortOrder: 10_000 }))).toBe('sortOrder');
    expect(await field(newItem(fresh, { clientKey: 'not-a-key' }))).toBe('clientKey');
    expect(await field(newItem(fresh, { warehouseCode: 'no spaces' }))).toBe('warehouseCode');
    expect(await field(newItem(fresh, { skuId: 2_147_483_648 }))).toBe('skuId');
    expect(await field({ ...newItem(fresh), extra: 1 })).toBe('extra');
    const { agreedPrice: _agreed, ...noAgreedPrice } = newItem(fresh);
    expect(await field(noAgreedPrice)).toBe('agreedPrice');
    const priceError = await create(newItem(fresh, { pointsPrice: 0 }));
    expect(priceError.body.messageEn).toMatch(/1 to 1,000,000/);
    expect(priceError.body.message).toMatch(/积分/);

    // goods the mall cannot take: a product off sale, a lot, another product's option, a warehouse without units of it
    const offSale = await ownerOption();
    await t.db.query('update product set status = 0 where id = $1', [offSale.productId]);
    expect((await create(newItem(offSale))).body.code).toBe(4791);
    const lot = await ownerOption();
    await t.db.query(`insert into lot_manifest_row (product_id, position, description, quantity, retail_value, condition_grade) values ($1, 0, 'Mixed case', 10, 500, 1)`, [
      lot.productId,
    ]);
    expect((await create(newItem(lot))).body.code).toBe(4791);
    expect((await t.post<PointGoodsProduct[]>(P.products, { keyword: String(lot.productId) }, tokens.operations)).body.data.map((p) => p.id)).not.toContain(lot.productId);
    expect((await t.post<PointGoodsSkuChoice[]>(P.choices, { productId: lot.productId }, tokens.operations)).body.data).toEqual([]);
    expect((await create(newItem({ ...fresh, productId: 2_000_000_000 }))).body.code).toBe(4791);
    const otherOption = await create(newItem({ ...fresh, skuId: option.skuId }));
    expect([otherOption.status, otherOption.body.code]).toEqual([400, 4792]);
    const [empty] = await t.db.query<{ code: string }>('select warehouse_code as code from warehouse where warehouse_code <> $1 and status = 1 limit 1', [fresh.warehouseCode]);
    const noStock = await create(newItem({ ...fresh, warehouseCode: empty!.code }));
    expect([noStock.status, noStock.body.code]).toEqual([409, 4793]);
    expect(noStock.body.message).toMatch(/库存/);
    expect((await create(newItem({ ...fresh, warehouseCode: 'NOWHERE-1' }))).body.code).toBe(4793);

    expect(await count('point_goods')).toBe(goods);
    expect(await count('staff_action')).toBe(audits);
  });

  it('lists one item when ten requests with one client key arrive at once, and refuses the key for another option', async () => {
    const option = await ownerOption();
    const body = newItem(option);
    const audits = await count('staff_action');
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(body)));
    expect(answers.map((res) => res.body.code)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((res) => res.body.data.id)).size).toBe(1);
    expect((await t.db.query('select 1 from point_goods where sku_id = $1', [option.skuId])).length).toBe(1);
    expect(await count('staff_action')).toBe(audits + 1);
    const other = await ownerOption();
    const reused = await create({ ...newItem(other), clientKey: body.clientKey });
    expect([reused.status, reused.body.code]).toEqual([409, 4794]);
    expect((await t.db.query('select 1 from point_goods where sku_id = $1', [other.skuId])).length).toBe(0);

    // ten different keys for one option at once: one item, nine told it is listed
    const contested = await ownerOption();
    const racing = await Promise.all(Array.from({ length: 10 }, () => create(newItem(contested))));
    expect(racing.filter((res) => res.body.code === 200)).toHaveLength(1);
    expect(racing.filter((res) => res.body.code === 4790)).toHaveLength(9);
  });

  it('changes the prices and the place with the audit log, and pauses and resumes an item for buyers', async () => {
    const item = await listedItem();
    const change = (extra: Record<string, unknown>) =>
      t.post<DeskPointGoods>(P.update, { id: item.id, pointsPrice: 1_200, agreedPrice: 650, sortOrder: 5, ...extra }, tokens.admin);
    const audits = await count('staff_action');
    expect((await change({})).body.code).toBe(200);
    expect(await count('staff_action')).toBe(audits); // a save that changes nothing writes nothing
    const changed = await change({ pointsPrice: 1_500, agreedPrice: 0, sortOrder: 1 });
    expect(changed.body.data).toMatchObject({ pointsPrice: 1_500, agreedPrice: 0, sortOrder: 1 });
    const [audit] = await auditRows('pointGoods.update', item.id);
    expect(audit).toMatchObject({
      actor_user_id: await userIdOf(DEMO_ROLE_ACCOUNTS.admin.email),
      before: { pointsPrice: 1_200, agreedPrice: 650, sortOrder: 5 },
      after: { pointsPrice: 1_500, agreedPrice: 0, sortOrder: 1 },
    });
    expect((await change({ pointsPrice: -5 })).body.code).toBe(1001);
    expect((await t.post(P.update, { id: 2_000_000_000, pointsPrice: 1, agreedPrice: 1, sortOrder: 1 }, tokens.operations)).body.code).toBe(6201);

    const buyer = await makeBuyer(t);
    await grantPoints(t, buyer.userId, 5_000);
    const paused = await t.post<DeskPointGoods>(P.pause, { id: item.id }, tokens.operations);
    expect(paused.body.data.active).toBe(false);
    expect((await buyerMall()).map((goods) => goods.id)).not.toContain(item.id);
    expect((await redeem(buyer, item.id)).body.code).toBe(6202);
    const again = await t.post(P.pause, { id: item.id }, tokens.operations);
    expect([again.status, again.body.code]).toEqual([409, 4796]);
    expect((await t.post<DeskPointGoodsPage>(P.list, { keyword: String(item.productId), state: 'paused' }, tokens.operations)).body.data.total).toBe(1);
    expect((await t.post<DeskPointGoods>(P.resume, { id: item.id }, tokens.operations)).body.data.active).toBe(true);
    expect((await t.post(P.resume, { id: item.id }, tokens.operations)).body.code).toBe(4795);
    expect((await redeem(buyer, item.id)).body.code).toBe(200);
    expect((await auditRows('pointGoods.pause', item.id))[0]).toMatchObject({ before: { active: true }, after: { active: false } });
    expect((await auditRows('pointGoods.resume', item.id))[0]).toMatchObject({ before: { active: false }, after: { active: true } });
  });

  describe('paying the goods owner', () => {
    const detail = (buyer: TestBuyer, orderNo: string) => t.post<OrderDetail>(`${ORDER}/order/mall/detail`, { orderNo }, buyer.token);
    const orderIdOf = async (orderNo: string) => (await t.db.query<{ id: number }>('select id from shop_order where order_no = $1', [orderNo]))[0]!.id;
    /** Ships the order and hands it to the courier through the goods owner's desk. */
    const outForDelivery = async (buyer: TestBuyer, orderNo: string) => {
      const items = (await detail(buyer, orderNo)).body.data.items.map((line) => ({ itemId: line.id, trackingNo: `DPD${line.id}`, logisticsCompany: 'DPD' }));
      expect((await t.post(`${ORDER}/seller/order/ship`, { orderNo, items }, owner.token)).body.code).toBe(200);
      expect((await t.post(`${ORDER}/seller/order/deliver`, { orderNo }, owner.token)).body.code).toBe(200);
    };
    const settlement = async (orderNo: string) => {
      const [row] = await t.db.query<{ settlementNo: string; gross: number; fee: number; agreed: number; payout: number }>(
        `select f.settlement_no as "settlementNo", f.settled_gross as gross, f.settled_fee as fee, f.settled_agreed as agreed, f.agreed_payout as payout
           from order_funds f join shop_order o on o.id = f.order_id where o.order_no = $1 and f.settled_at is not null`,
        [orderNo],
      );
      return row ?? null;
    };
    // what the settlement added to the owner's payouts ledger (docs/decisions.md "Goods owners paid")
    const credits = async (orderNo: string) =>
      (
        await t.db.query<{ amount: string }>(`select l.amount::text from owner_ledger l join shop_order o on o.id = l.order_id where l.kind = 'sale' and o.order_no = $1`, [
          orderNo,
        ])
      ).map((row) => ({ amount: Number(row.amount) }));
    const ownerBalance = async () => ({ available: (await ownerLedger(t, owner.ownerId)).balance });
    const expectOwnerLedgerHolds = async () => {
      const holds = await ownerLedger(t, owner.ownerId);
      expect(holds.ledgerSum).toBe(holds.balance);
    };

    it('pays the agreed price × units as redeemed, once, when the buyer confirms receipt; a later change of the price changes no order placed', async () => {
      const item = await listedItem({ pointsPrice: 300, agreedPrice: 640 });
      const buyer = await makeBuyer(t);
      await grantPoints(t, buyer.userId, 900);
      const redeemed = await redeem(buyer, item.id, 3);
      expect(redeemed.body.code, JSON.stringify(redeemed.body)).toBe(200);
      const { orderNo } = redeemed.body.data;
      // the price changes after the redemption: the order keeps 640 a unit
      expect((await t.post(P.update, { id: item.id, pointsPrice: 300, agreedPrice: 9_999, sortOrder: 5 }, tokens.operations)).body.code).toBe(200);
      const desk = (await t.post<DeskPointGoodsPage>(P.list, { keyword: String(item.productId) }, tokens.operations)).body.data.list[0]!;
      expect(desk).toMatchObject({ redemptions: 1, units: 3, agreedPrice: 9_999, stock: 47 });
      expect((await t.db.query<{ agreed: number }>('select agreed_price as agreed from point_redemption where order_id = $1', [await orderIdOf(orderNo)]))[0]!.agreed).toBe(640);

      const before = await ownerBalance();
      await outForDelivery(buyer, orderNo);
      expect(await settlement(orderNo)).toBeNull();
      const received = await t.post<OrderDetail>(`${ORDER}/order/mall/confirmReceipt`, { orderNo }, buyer.token);
      expect(received.body.code, JSON.stringify(received.body)).toBe(200);
      expect(received.body.data.status).toBe(OrderStatus.Completed);
      // no money was paid: no gross and no fee; the agreed 3 × £6.40 without a fee
      expect(await settlement(orderNo)).toMatchObject({ gross: 0, fee: 0, agreed: 1_920, payout: 1_920 });
      expect(await credits(orderNo)).toEqual([{ amount: 1_920 }]);
      expect((await ownerBalance()).available).toBe(before.available + 1_920);

      // again, by a retry of the hook: nothing more
      const orderId = await orderIdOf(orderNo);
      expect(await t.db.transaction((tx) => settleOrder(tx, { orderId, orderNo }))).toBeNull();
      expect(await credits(orderNo)).toHaveLength(1);
      expect((await ownerBalance()).available).toBe(before.available + 1_920);
      await expectOwnerLedgerHolds();
    });

    it('pays once when the buyer and the receipt sweeper in two server processes complete orders at once', async () => {
      const item = await listedItem({ pointsPrice: 100, agreedPrice: 333 });
      const buyer = await makeBuyer(t);
      await grantPoints(t, buyer.userId, 1_000);
      const orderNos: string[] = [];
      for (const quantity of [1, 2, 4]) {
        const res = await redeem(buyer, item.id, quantity);
        expect(res.body.code).toBe(200);
        orderNos.push(res.body.data.orderNo);
        await outForDelivery(buyer, res.body.data.orderNo);
      }
      await t.db.query(`update shop_order set receipt_deadline = now() - interval '1 second' where order_no = any($1::text[])`, [orderNos]);
      const before = await ownerBalance();
      const job = orderSweepJobs.find((candidate) => candidate.name === 'orders:receipt-auto-confirm')!;
      const confirm = (orderNo: string) => t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo }, buyer.token);
      const answers = await Promise.all([...orderNos.map(confirm), job.run(t.db), job.run(second), ...orderNos.map(confirm), job.run(second)]);
      for (const answer of answers.slice(0, 3)) expect([200, 6013]).toContain((answer as { body: { code: number } }).body.code);
      for (const [index, orderNo] of orderNos.entries()) {
        const units = [1, 2, 4][index]!;
        expect(await settlement(orderNo)).toMatchObject({ gross: 0, fee: 0, agreed: 333 * units });
        expect(await credits(orderNo)).toEqual([{ amount: 333 * units }]);
      }
      expect((await ownerBalance()).available).toBe(before.available + 333 * 7);
      await expectOwnerLedgerHolds();
    });

    it('pays nothing for an order cancelled before completion, gives the points back, and counts only redemptions in force', async () => {
      const item = await listedItem({ pointsPrice: 250, agreedPrice: 500 });
      const buyer = await makeBuyer(t);
      await grantPoints(t, buyer.userId, 500);
      const { orderNo } = (await redeem(buyer, item.id, 2)).body.data;
      const before = await ownerBalance();
      const cancelled = await t.post(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'changed my mind' }, buyer.token);
      expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe(200);
      expect((await ledgerOf(t, buyer.userId)).live).toBe(500);
      // nothing is owed for it any more, and the sweeper finds nothing to complete
      const [funds] = await t.db.query<{ payout: number }>('select agreed_payout as payout from order_funds where order_id = $1', [await orderIdOf(orderNo)]);
      expect(funds).toEqual({ payout: 0 });
      await orderSweepJobs.find((candidate) => candidate.name === 'orders:receipt-auto-confirm')!.run(t.db);
      expect(await settlement(orderNo)).toBeNull();
      expect(await credits(orderNo)).toEqual([]);
      expect((await ownerBalance()).available).toBe(before.available);
      const desk = (await t.post<DeskPointGoodsPage>(P.list, { keyword: String(item.productId) }, tokens.operations)).body.data.list[0]!;
      expect(desk).toMatchObject({ redemptions: 0, units: 0, stock: 50 });
      await expectOwnerLedgerHolds();
    });
  });
});
