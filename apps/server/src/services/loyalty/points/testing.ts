/**
 * Test support for points and the point mall: points granted straight through the ledger, goods put
 * in the mall, and the ledger's invariant (entries add up to what the lots hold less the debt).
 */
import type { TestApp } from '../../../testing/harness';
import { productWithStock } from '../../order/orders/testing';
import { offerGoods } from './mall.store';
import { grantGoodwillPoints } from './service';

let serial = 0;

/** Grants `points` in one lot earned at `at` (epoch seconds; now by default). */
export async function grantPoints(t: TestApp, userId: number, points: number, at?: number): Promise<void> {
  serial += 1;
  await t.db.transaction((tx) => grantGoodwillPoints(tx, { userId, key: `test:${userId}:${serial}:${Date.now()}`, points, ...(at === undefined ? {} : { at }) }));
}

/** A product on sale with `units` in stock, offered in the mall for `pointsPrice` points. */
export async function mallGoods(t: TestApp, pointsPrice: number, units = 100): Promise<{ goodsId: number; productId: number; skuId: number; warehouseCode: string }> {
  const product = await productWithStock(t, units);
  const goodsId = await offerGoods(t.db, { ...product, pointsPrice });
  return { goodsId, ...product };
}

/** The buyer's ledger against their lots: entries' sum, lots' remaining, debt, and live balance. */
export async function ledgerOf(t: TestApp, userId: number): Promise<{ entries: number; lots: number; debt: number; live: number }> {
  const [row] = await t.db.query<{ entries: number; lots: number; debt: number; live: number }>(
    `select (select coalesce(sum(points), 0)::int from points_entry where user_id = $1) as entries,
            (select coalesce(sum(remaining), 0)::int from points_lot where user_id = $1) as lots,
            (select coalesce(max(debt), 0)::int from points_account where user_id = $1) as debt,
            (select coalesce(sum(remaining), 0)::int from points_lot where user_id = $1 and expires_at > now()) as live`,
    [userId],
  );
  return row!;
}
