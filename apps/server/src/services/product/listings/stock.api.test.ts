/**
 * Stock as movements through HTTP on both engines (issue 33 item 2): receipts and adjustments with a
 * reason are movements, every shelf equals the sum of its movements (checkouts' and cancellations'
 * included), a shelf never goes below zero, a retried call moves once, 50 parallel adjustments lose
 * none, and adjustments racing checkouts never oversell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import * as ApiPath from '@clearlot/contract/api/paths';
import { ErrorCatalogue, type ListingDetail, type StockMovementPage, type StockMoveResult } from '@clearlot/contract';
import { type TestApp, createTestApp, engines, signIn, DEMO_OWNER } from '../../../testing/harness';
import { ORDER, cartLine, makeBuyer, placeBody } from '../../order/orders/testing';
import { catalogueRefs, listingBody, uploadListingPicture } from './testing';

const P = ApiPath.product;

describe.each(engines)('stock as movements on %s', (engine) => {
  let t: TestApp;
  let owner: string;
  let refs: Awaited<ReturnType<typeof catalogueRefs>>;
  let picture: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signIn(t, DEMO_OWNER);
    refs = await catalogueRefs(t);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 90, g: 20, b: 20 } } })
      .png()
      .toBuffer();
    picture = (await uploadListingPicture(t, owner, 'stock.png', png)).body.data.path;
  }, 120_000);
  afterAll(async () => t?.close());

  /** A published listing with one option and `units` at the first warehouse. */
  const listing = async (units: number) => {
    const body = listingBody(refs, picture, `Stock Test ${randomUUID().slice(0, 8)}`);
    const res = await t.post<ListingDetail>(
      P.createListing,
      { ...body, skus: [{ ...body.skus[0]!, options: [], stock: [{ warehouseCode: refs.warehouseCode, quantity: units }] }] },
      owner,
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    await t.post(P.publishListing, { id: res.body.data.id }, owner);
    return { productId: res.body.data.id, skuId: res.body.data.skus[0]!.id };
  };

  /** The shelf, the sum of its movements, and the SKU's and product's cached totals. */
  const figures = async (skuId: number, warehouseCode = refs.warehouseCode) => {
    const [row] = await t.db.query<{ shelf: number; ledger: number; sku: number; product: number }>(
      `select coalesce((select quantity from sku_stock where sku_id = $1 and warehouse_code = $2), 0) as shelf,
              coalesce((select sum(change) from stock_movement where sku_id = $1 and warehouse_code = $2), 0)::int as ledger,
              k.total_stock as sku, p.total_stock as product
         from product_sku k join product p on p.id = k.product_id where k.id = $1`,
      [skuId, warehouseCode],
    );
    return { shelf: Number(row!.shelf), ledger: Number(row!.ledger), sku: Number(row!.sku), product: Number(row!.product) };
  };
  const adjust = (skuId: number, change: number, reason = 'count', key = randomUUID()) =>
    t.post<StockMoveResult>(P.adjustStock, { skuId, warehouseCode: refs.warehouseCode, change, reason, clientKey: key }, owner);

  it('receives and adjusts with a reason, lists every movement, and keeps each figure equal to the ledger', async () => {
    const { skuId } = await listing(10);
    const received = await t.post<StockMoveResult>(P.receiveStock, { skuId, warehouseCode: refs.otherWarehouse, quantity: 7, note: 'Pallet 14', clientKey: randomUUID() }, owner);
    expect(received.body.data.shelf).toBe(7);
    expect(received.body.data.movement).toMatchObject({ kind: 'receive', change: 7, quantityAfter: 7, note: 'Pallet 14', reason: null });
    const adjusted = await adjust(skuId, -3, 'damaged');
    expect(adjusted.body.data.movement).toMatchObject({ kind: 'adjust', change: -3, quantityAfter: 7, reason: 'damaged' });

    const page = await t.post<StockMovementPage>(P.stockMovements, { skuId, pageNum: 1, pageSize: 10 }, owner);
    expect(page.body.data.list.map((m) => [m.kind, m.warehouseCode, m.change])).toEqual([
      ['adjust', refs.warehouseCode, -3],
      ['receive', refs.otherWarehouse, 7],
      ['receive', refs.warehouseCode, 10],
    ]);
    expect(await figures(skuId)).toEqual({ shelf: 7, ledger: 7, sku: 14, product: 14 });
    const detail = (await t.post<ListingDetail>(P.listing, { id: (await listing(0)).productId }, owner)).body.data;
    expect(detail.skus[0]!.quantity).toBe(0);
  });

  it('refuses to take a shelf below zero, asks a note for "other", and moves once for a retried key', async () => {
    const { skuId } = await listing(2);
    const below = await adjust(skuId, -3);
    expect([below.status, below.body.code]).toEqual([409, ErrorCatalogue.stockBelowZero.code]);
    expect((await adjust(skuId, -1, 'other')).body.code).toBe(1001);
    expect((await adjust(skuId, 0)).body.code).toBe(1001);
    expect((await adjust(skuId, 10 ** 9)).body.code).toBe(1001);
    const key = randomUUID();
    const answers = await Promise.all([adjust(skuId, 5, 'found', key), adjust(skuId, 5, 'found', key), adjust(skuId, 5, 'found', key)]);
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.movement.id)).size).toBe(1);
    expect(await figures(skuId)).toEqual({ shelf: 7, ledger: 7, sku: 7, product: 7 });
  });

  it('loses no movement of 50 parallel adjustments', async () => {
    const { skuId } = await listing(100);
    const changes = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? 3 : -2));
    const answers = await Promise.all(changes.map((change) => adjust(skuId, change)));
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from stock_movement where sku_id = $1 and kind = 'adjust'`, [skuId])) as [{ n: number }];
    expect(Number(n)).toBe(50);
    expect(await figures(skuId)).toEqual({ shelf: 125, ledger: 125, sku: 125, product: 125 });
  });

  it('never oversells when adjustments race checkouts: no shelf below zero, every unit accounted for', async () => {
    const { productId, skuId } = await listing(20);
    const buyers = await Promise.all(Array.from({ length: 25 }, () => makeBuyer(t)));
    const lines = await Promise.all(buyers.map((buyer) => cartLine(t, buyer, productId, 1, refs.warehouseCode)));
    const checkouts = buyers.map((buyer, i) => t.post(`${ORDER}/order/mall/save`, placeBody(buyer, [lines[i]!]), buyer.token));
    const adjustments = Array.from({ length: 10 }, () => adjust(skuId, -1, 'damaged'));
    const [placed, adjusted] = await Promise.all([Promise.all(checkouts), Promise.all(adjustments)]);
    const orders = placed.filter((a) => a.body.code === 200).length;
    const taken = adjusted.filter((a) => a.body.code === 200).length;
    // every refusal is a clear one: out of stock for a checkout, below zero for an adjustment
    expect(placed.filter((a) => a.body.code !== 200).every((a) => a.status < 500)).toBe(true);
    expect(adjusted.filter((a) => a.body.code !== 200).every((a) => a.body.code === ErrorCatalogue.stockBelowZero.code)).toBe(true);
    const after = await figures(skuId);
    expect(orders + taken).toBeLessThanOrEqual(20);
    expect(after.shelf).toBe(20 - orders - taken);
    expect(after.shelf).toBeGreaterThanOrEqual(0);
    expect(after.ledger).toBe(after.shelf);
    expect(after.sku).toBe(after.shelf);
    const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from stock_movement where sku_id = $1 and kind = 'order'`, [skuId])) as [{ n: number }];
    expect(Number(n)).toBe(orders);
  });

  it('keeps every shelf of the catalogue equal to the sum of its movements', async () => {
    const rows = await t.db.query<{ n: number }>(
      `select count(*)::int as n from sku_stock s
        where s.quantity <> coalesce((select sum(m.change) from stock_movement m where m.sku_id = s.sku_id and m.warehouse_code = s.warehouse_code), 0)`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
