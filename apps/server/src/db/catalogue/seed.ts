/** The demo catalogue: pictures, base data, 320 products, suggestion terms, flash deals, a topic page. */
import type { Db } from '../../platform/db';
import { seedBanners } from '../../services/basedata/window/seed';
import { demoBanners, ensureBaseData, ensureDealsAndTopics, generateProducts, refreshSearchTerms } from './generate';
import { writeCatalogueMedia } from './media';

export const DEMO_PRODUCT_COUNT = 320;

export async function seedCatalogue(db: Db, mediaDir: string, productCount = DEMO_PRODUCT_COUNT): Promise<number> {
  writeCatalogueMedia(mediaDir);
  const [owner] = await db.query<{ id: number }>(`select id from app_user where email = 'owner@clearlot.test'`);
  const refs = await ensureBaseData(db, owner?.id ?? null);
  // the home banners go through the shop window desk's own seeding (issue 34 item 3)
  await seedBanners(db, demoBanners());
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from product');
  if (n > 0) return 0;
  await generateProducts(db, refs, productCount);
  await refreshSearchTerms(db);
  await ensureDealsAndTopics(db);
  return productCount;
}
