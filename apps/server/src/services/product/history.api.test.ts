/**
 * Browsing history (issue 14, MyTracks): opening a product records it once per day, newest first, grouped by
 * day; remove one, remove a day, clear all; another buyer's history is never seen or changed; the cap holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSING_HISTORY_CAP, type HistoryPage } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../testing/harness';
import { makeBuyer, type TestBuyer } from '../order/orders/testing';

const P = '/srs-product-service';

describe.each(engines)('browsing history on %s', (engine) => {
  let t: TestApp;
  let productIds: number[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    productIds = (await t.db.query<{ id: number }>('select id from product where status = 1 order by id limit 5')).map((r) => r.id);
  });
  afterAll(() => t.close());

  const open = (buyer: TestBuyer, id: number) => t.post(`${P}/buyer/product/product/skuProduct`, { id }, buyer.token);
  const history = async (buyer: TestBuyer, body: object = {}) => (await t.post<HistoryPage>(`${P}/buyer/history/list`, body, buyer.token)).body;
  const ids = (page: HistoryPage) => page.days.flatMap((d) => d.list.map((p) => p.id));

  it('records each product opened once a day, the latest opening first, grouped by day', async () => {
    const buyer = await makeBuyer(t);
    for (const id of [productIds[0]!, productIds[1]!, productIds[2]!, productIds[0]!]) expect((await open(buyer, id)).body.code).toBe(200);
    // the same product opened again today moves to the top; an opening on an earlier day is its own entry
    await t.db.query(`update browsing_history set viewed_on = viewed_on - 1, viewed_at = viewed_at - interval '1 day' where user_id = $1 and product_id = $2`, [
      buyer.userId,
      productIds[2],
    ]);
    await open(buyer, productIds[2]!);
    const page = (await history(buyer)).data;
    expect(page.total).toBe(4);
    expect(page.days).toHaveLength(2);
    expect(page.days[0]!.list.map((p) => p.id)).toEqual([productIds[2], productIds[0], productIds[1]]);
    expect(page.days[1]!.list.map((p) => p.id)).toEqual([productIds[2]]);
    expect(page.days[0]!.day > page.days[1]!.day).toBe(true);
    expect(page.days[0]!.list[0]).toMatchObject({ productName: expect.any(String), price: expect.any(Number), viewedAt: expect.any(Number) });
  });

  it('removes one entry, a day, or everything, and never touches another buyer', async () => {
    const buyer = await makeBuyer(t);
    const other = await makeBuyer(t);
    for (const id of productIds.slice(0, 3)) await open(buyer, id);
    await open(other, productIds[0]!);
    const today = (await history(buyer)).data.days[0]!.day;

    expect((await t.post<number>(`${P}/buyer/history/remove`, { productId: productIds[1], day: today }, buyer.token)).body.data).toBe(1);
    expect(ids((await history(buyer)).data)).toEqual([productIds[2], productIds[0]]);
    // another buyer's removal of the same product and day changes nothing here
    expect((await t.post<number>(`${P}/buyer/history/remove`, { productId: productIds[2], day: today }, other.token)).body.data).toBe(0);
    expect(ids((await history(buyer)).data)).toHaveLength(2);

    expect((await t.post<number>(`${P}/buyer/history/removeDay`, { day: today }, buyer.token)).body.data).toBe(2);
    expect((await history(buyer)).data.total).toBe(0);
    await open(buyer, productIds[3]!);
    expect((await t.post<number>(`${P}/buyer/history/clear`, {}, buyer.token)).body.data).toBe(1);
    expect((await history(other)).data.total).toBe(1);
  });

  it('refuses bad input and visitors with the envelope, and keeps only the newest entries', async () => {
    const buyer = await makeBuyer(t);
    for (const body of [{ productId: 1, day: '2026-02-31' }, { productId: 1, day: '26-1-1' }, { productId: 'x', day: '2026-01-01' }, { day: '2026-01-01' }]) {
      expect((await t.post(`${P}/buyer/history/remove`, body, buyer.token)).body.code).toBe(1001);
    }
    expect((await t.post(`${P}/buyer/history/list`, { pageSize: 1000 }, buyer.token)).body.code).toBe(1001);
    expect((await t.post(`${P}/buyer/history/list`, {})).body.code).toBe(401);

    // fill past the cap on earlier days, then one opening today drops the oldest
    await t.db.query(
      `insert into browsing_history (user_id, product_id, viewed_on, viewed_at)
       select $1, $2, current_date - g, now() - make_interval(days => g) from generate_series(1, $3) g`,
      [buyer.userId, productIds[4], BROWSING_HISTORY_CAP],
    );
    await open(buyer, productIds[0]!);
    const [kept] = await t.db.query<{ n: number; oldest: number }>(
      'select count(*)::int as n, max(current_date - viewed_on)::int as oldest from browsing_history where user_id = $1',
      [buyer.userId],
    );
    expect(kept).toEqual({ n: BROWSING_HISTORY_CAP, oldest: BROWSING_HISTORY_CAP - 1 });
  });
});
