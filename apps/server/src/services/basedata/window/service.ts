/**
 * The shop window desk's banners and topic pages (issue 34 item 3). A banner has a picture per language (a JPG or PNG
 * uploaded through the file service), an alternative text per language, an optional link (a storefront page or an https
 * address) and a schedule: the storefront shows it from its start to its end, decided by the database's clock on every
 * call (nothing is cached on the server; the storefront keeps its answer a minute). A topic page has a title and a
 * picture per language and a chosen set of products. Operations and administrators change them; every change writes
 * the staff audit log in its own transaction. Nothing is deleted: a banner is taken down, a topic page unpublished.
 */
import type { z } from 'zod';
import {
  type BannerConfig,
  type CreateBannerBody,
  type CreateTopicBody,
  type DeskBanner,
  type DeskBannerPage,
  type DeskTopic,
  type DeskTopicPage,
  type HomeBanner,
  type UpdateBannerBody,
  type UpdateTopicBody,
  epochSeconds,
  isBannerLink,
} from '@clearlot/contract';
import { storedFile } from '@clearlot/contract/api/paths/file';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { SessionRecord } from '../../../platform/sessions';
import { isStoredPicture } from '../../files/service';
import { existingProductIds } from '../../product/service';
import { recordStaffAction } from '../../user/audit/service';
import * as store from './store';

/** Where a picture is shown from: a stored name is served by the file service; an address (the demo's drawings) as it is. */
export const pictureAddress = (nameOrAddress: string): string => (nameOrAddress.includes('/') ? nameOrAddress : storedFile.replace(':obsName', nameOrAddress));

const withAddresses = <T extends { imageEn: string; imageZh: string }>(banner: T): T => ({
  ...banner,
  imageEn: pictureAddress(banner.imageEn),
  imageZh: pictureAddress(banner.imageZh),
});

/** The banners showing now, for the storefront's home (and, per language, as docs/product.md §3's banner config). */
export async function homeBanners(db: Queryable): Promise<BannerConfig> {
  const slides: HomeBanner[] = (await store.showingBanners(db)).map(withAddresses);
  return { enBanners: slides.map((s) => s.imageEn), zhBanners: slides.map((s) => s.imageZh), slides };
}

export async function listBanners(db: Db, body: Parameters<typeof store.deskBanners>[1]): Promise<DeskBannerPage> {
  const { rows, total } = await store.deskBanners(db, body);
  return { list: rows.map(withAddresses), total, pageNum: body.pageNum, pageSize: body.pageSize };
}

async function bannerOf(db: Queryable, id: number): Promise<DeskBanner> {
  return withAddresses((await store.deskBanner(db, id)) ?? fail('bannerNotFound'));
}

/**
 * A picture a banner or topic page may show: one it already shows (kept as it is stored), or a picture uploaded through
 * the file service (a stored name, or that name's address as the desk shows it).
 */
async function checkedPicture(db: Queryable, value: string, kept: readonly string[]): Promise<string> {
  const current = kept.find((stored) => stored === value || pictureAddress(stored) === value);
  if (current !== undefined) return current;
  const storedName = value.startsWith(storedFile.replace(':obsName', '')) ? value.slice(storedFile.length - ':obsName'.length) : value;
  if (!(await isStoredPicture(db, storedName))) fail('windowPictureNotImage');
  return storedName;
}

async function bannerFields(db: Queryable, body: z.output<typeof CreateBannerBody>, kept: readonly string[]): Promise<store.BannerFields> {
  if (body.endsAt !== null && body.endsAt <= body.startsAt) fail('windowEndBeforeStart');
  if (body.endsAt !== null && body.endsAt <= epochSeconds()) fail('windowEndsInPast');
  if (body.link !== '' && !isBannerLink(body.link)) fail('bannerLinkInvalid');
  return {
    titleEn: body.titleEn,
    titleZh: body.titleZh,
    imageEn: await checkedPicture(db, body.imageEn, kept),
    imageZh: await checkedPicture(db, body.imageZh, kept),
    link: body.link === '' ? null : body.link,
    startsAt: body.startsAt,
    endsAt: body.endsAt,
    sortOrder: body.sortOrder,
  };
}

export async function createBanner(db: Db, session: SessionRecord, body: z.output<typeof CreateBannerBody>): Promise<DeskBanner> {
  const fields = await bannerFields(db, body, []);
  const id = await db.transaction(async (tx) => {
    const created = await store.insertBanner(tx, fields);
    await recordStaffAction(tx, { actorUserId: session.userId, action: 'banner.create', targetKind: 'banner', targetId: created, before: null, after: { ...fields } });
    return created;
  });
  return bannerOf(db, id);
}

/** Changes a banner that is not taken down: its pictures, texts, link, schedule and place. */
export async function updateBanner(db: Db, session: SessionRecord, body: z.output<typeof UpdateBannerBody>): Promise<DeskBanner> {
  await db.transaction(async (tx) => {
    const before = (await store.deskBanner(tx, body.id, true)) ?? fail('bannerNotFound');
    if (before.state === 'retired') fail('bannerAlreadyRetired');
    const fields = await bannerFields(tx, body, [before.imageEn, before.imageZh]);
    await store.updateBanner(tx, body.id, fields);
    const { id: _id, state: _state, ...was } = before;
    await recordStaffAction(tx, { actorUserId: session.userId, action: 'banner.update', targetKind: 'banner', targetId: body.id, before: was, after: { ...fields } });
  });
  return bannerOf(db, body.id);
}

/** Takes a banner down at once, whatever its schedule; it stays on the desk for the record. */
export async function retireBanner(db: Db, session: SessionRecord, id: number): Promise<DeskBanner> {
  await db.transaction(async (tx) => {
    const before = (await store.deskBanner(tx, id, true)) ?? fail('bannerNotFound');
    if (!(await store.retireBanner(tx, id))) fail('bannerAlreadyRetired');
    await recordStaffAction(tx, {
      actorUserId: session.userId,
      action: 'banner.retire',
      targetKind: 'banner',
      targetId: id,
      before: { state: before.state },
      after: { state: 'retired' },
    });
  });
  return bannerOf(db, id);
}

// ---------- topic pages ----------
const topicWithAddresses = (topic: DeskTopic): DeskTopic => ({
  ...topic,
  pictureEn: topic.pictureEn === null ? null : pictureAddress(topic.pictureEn),
  pictureZh: topic.pictureZh === null ? null : pictureAddress(topic.pictureZh),
});

export async function listTopics(db: Db, body: { pageNum: number; pageSize: number }): Promise<DeskTopicPage> {
  const { rows, total } = await store.deskTopics(db, body);
  return { list: rows.map(topicWithAddresses), total, pageNum: body.pageNum, pageSize: body.pageSize };
}

async function topicOf(db: Queryable, id: number): Promise<DeskTopic> {
  return topicWithAddresses((await store.deskTopic(db, id)) ?? fail('deskTopicNotFound'));
}

async function topicFields(db: Queryable, body: z.output<typeof CreateTopicBody>, kept: readonly string[]): Promise<store.TopicFields> {
  const found = await existingProductIds(db, body.productIds);
  if (found.length !== body.productIds.length) fail('topicProductsUnknown');
  return {
    titleEn: body.titleEn,
    titleZh: body.titleZh,
    introEn: body.introEn,
    introZh: body.introZh,
    pictureEn: await checkedPicture(db, body.pictureEn, kept),
    pictureZh: await checkedPicture(db, body.pictureZh, kept),
    productIds: body.productIds,
  };
}

/** A new topic page, published at once (its address is /topic?id=…, which a banner can link to). */
export async function createTopic(db: Db, session: SessionRecord, body: z.output<typeof CreateTopicBody>): Promise<DeskTopic> {
  const fields = await topicFields(db, body, []);
  const id = await db.transaction(async (tx) => {
    const created = await store.insertTopic(tx, fields);
    await recordStaffAction(tx, { actorUserId: session.userId, action: 'topic.create', targetKind: 'topic', targetId: created, before: null, after: { ...fields } });
    return created;
  });
  return topicOf(db, id);
}

export async function updateTopic(db: Db, session: SessionRecord, body: z.output<typeof UpdateTopicBody>): Promise<DeskTopic> {
  await db.transaction(async (tx) => {
    const before = (await store.deskTopic(tx, body.id, true)) ?? fail('deskTopicNotFound');
    const kept = [before.pictureEn, before.pictureZh].filter((p): p is string => p !== null);
    const fields = await topicFields(tx, body, kept);
    await store.updateTopic(tx, body.id, fields);
    const { id: _id, published: _published, ...was } = before;
    await recordStaffAction(tx, { actorUserId: session.userId, action: 'topic.update', targetKind: 'topic', targetId: body.id, before: was, after: { ...fields } });
  });
  return topicOf(db, body.id);
}

/** Publishes or unpublishes a topic page: an unpublished page answers "not found" to buyers, and comes back when published again. */
export async function publishTopic(db: Db, session: SessionRecord, body: { id: number; published: boolean }): Promise<DeskTopic> {
  await db.transaction(async (tx) => {
    if (!(await store.deskTopic(tx, body.id, true))) fail('deskTopicNotFound');
    if (!(await store.setPublished(tx, body.id, body.published))) fail('topicAlreadyInState');
    await recordStaffAction(tx, {
      actorUserId: session.userId,
      action: body.published ? 'topic.publish' : 'topic.unpublish',
      targetKind: 'topic',
      targetId: body.id,
      before: { published: !body.published },
      after: { published: body.published },
    });
  });
  return topicOf(db, body.id);
}
