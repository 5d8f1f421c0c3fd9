/** The demo's home banners, through the shop window desk's store (services/basedata/window). */
import { epochSeconds } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import * as store from './store';

/**
 * The demo's banners (seed): drawings the app serves itself under /media, not uploads, so they go straight to the
 * store; shown from now, without an end. Only when there are none yet.
 */
export async function seedBanners(db: Db, banners: ReadonlyArray<Omit<store.BannerFields, 'startsAt' | 'endsAt'>>): Promise<void> {
  if ((await store.bannerCount(db)) > 0) return;
  const startsAt = epochSeconds() - 60;
  await db.transaction(async (tx) => {
    for (const banner of banners) await store.insertBanner(tx, { ...banner, startsAt, endsAt: null });
  });
}
