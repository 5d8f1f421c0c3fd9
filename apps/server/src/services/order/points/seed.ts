/**
 * Demo points and point-mall goods (issue 15): the demo buyer holds points, some expiring within
 * the month, and the mall offers six of the catalogue's cheaper goods at about a point a penny.
 * Runs after the catalogue is seeded; idempotent (grants by key, goods by SKU and warehouse).
 */
import { CatalogueStatus } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { offerGoods } from './mall.store';
import { grantGoodwillPoints } from './service';

const DEMO_BUYER_EMAIL = 'buyer@clearlot.test';
const MALL_GOODS = 6;

/** Noon UTC on the 1st of the month 12 months before this one: its lot expires on the 1st of next month. */
function twelveMonthsAgo(now = new Date()): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, 1, 12) / 1000;
}

export async function seedDemoPoints(db: Db): Promise<void> {
  const goods = await db.query<{ productId: number; skuId: number; warehouseCode: string; price: number }>(
    `select distinct on (p.price, p.id) p.id as "productId", k.id as "skuId", s.warehouse_code as "warehouseCode", k.price
       from product p join product_sku k on k.product_id = p.id join sku_stock s on s.sku_id = k.id
      where p.status = $1 and k.status = $1 and not p.has_options and s.quantity >= 20 and k.price between 500 and 5000
      order by p.price, p.id, s.quantity desc limit $2`,
    [CatalogueStatus.Active, MALL_GOODS],
  );
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>('select count(*)::int as count from point_goods');
  if (count === 0) {
    for (const [index, item] of goods.entries()) {
      await offerGoods(db, { ...item, pointsPrice: Math.ceil(item.price / 50) * 50, sortOrder: index });
    }
  }
  const [buyer] = await db.query<{ id: number }>('select id from app_user where email = $1', [DEMO_BUYER_EMAIL]);
  if (!buyer) return;
  await db.transaction(async (tx) => {
    await grantGoodwillPoints(tx, { userId: buyer.id, key: 'demo:welcome', points: 5_000 });
    await grantGoodwillPoints(tx, { userId: buyer.id, key: 'demo:expiring', points: 400, at: twelveMonthsAgo() });
  });
}
