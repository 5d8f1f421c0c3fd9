/**
 * Demo points and point-mall goods (issue 15): the demo buyer holds points, some expiring within
 * the month, and the mall offers six of the catalogue's cheaper goods at about a point a penny,
 * each bought from its goods owner at the option's platform price (issue 34 item 5: the agreed price;
 * goods a database was given before there was one get it too). Runs after the catalogue is seeded;
 * idempotent (grants by key, goods by SKU and warehouse).
 */
import type { Db } from '../../../platform/db';
import { agreeDemoGoodsPrices, demoMallCandidates, goodsCount, offerGoods, userIdByEmail } from './mall.store';
import { grantGoodwillPoints } from './service';

const DEMO_BUYER_EMAIL = 'buyer@clearlot.test';
const MALL_GOODS = 6;

/** Noon UTC on the 1st of the month 12 months before this one: its lot expires on the 1st of next month. */
function twelveMonthsAgo(now = new Date()): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, 1, 12) / 1000;
}

export async function seedDemoPoints(db: Db): Promise<void> {
  if ((await goodsCount(db)) === 0) {
    for (const [index, item] of (await demoMallCandidates(db, MALL_GOODS)).entries()) {
      await offerGoods(db, { ...item, pointsPrice: Math.ceil(item.price / 50) * 50, agreedPrice: item.platformPrice, sortOrder: index });
    }
  }
  await agreeDemoGoodsPrices(db);
  const buyerId = await userIdByEmail(db, DEMO_BUYER_EMAIL);
  if (buyerId === null) return;
  await db.transaction(async (tx) => {
    await grantGoodwillPoints(tx, { userId: buyerId, key: 'demo:welcome', points: 5_000 });
    await grantGoodwillPoints(tx, { userId: buyerId, key: 'demo:expiring', points: 400, at: twelveMonthsAgo() });
  });
}
