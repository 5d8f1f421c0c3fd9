/**
 * The platform working on a goods owner's listings and stock is a staff action (issue 34 item 7, second pass): through
 * HTTP on both engines, each change it makes is one audit row in the change's transaction, with the listing as it was
 * and as it became; the goods owner's own work, a repeat that changes nothing and a retried stock move record nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import * as ApiPath from '@clearlot/contract/api/paths';
import { type ListingDetail, ListingStatus, type StockMoveResult } from '@clearlot/contract';
import { type TestApp, createTestApp, engines, platformAccount, signIn, DEMO_OWNER } from '../../../testing/harness';
import { asEdit, catalogueRefs, listingBody, uploadListingPicture } from './testing';

const P = ApiPath.product;

describe.each(engines)('the platform’s work on listings in the audit log on %s', (engine) => {
  let t: TestApp;
  let owner: string;
  let ownerId: number;
  let platform: { userId: number; token: string };
  let refs: Awaited<ReturnType<typeof catalogueRefs>>;
  let picture: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signIn(t, DEMO_OWNER);
    ownerId = (await t.db.query<{ id: number }>(`select g.id from goods_owner g join app_user u on u.id = g.user_id where u.email = $1`, [DEMO_OWNER.email]))[0]!.id;
    platform = await platformAccount(t);
    refs = await catalogueRefs(t);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 20 } } })
      .png()
      .toBuffer();
    picture = (await uploadListingPicture(t, owner, 'audit.png', png)).body.data.path;
  }, 120_000);
  afterAll(async () => t?.close());

  const audit = (id: number) =>
    t.db.query<{ action: string; actor_user_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      `select action, actor_user_id, before, after from staff_action where target_kind = 'listing' and target_id = $1 order by id`,
      [String(id)],
    );
  const ok = <T>(res: { body: { code: number; data: T } }): T => {
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  it('records the platform’s edit, sale switches, stock moves, copy and deletion of a goods owner’s listing, and nothing of the goods owner’s own', async () => {
    const created = ok(await t.post<ListingDetail>(P.createListing, listingBody(refs, picture, `Audit ${randomUUID().slice(0, 8)}`), owner));
    ok(await t.post(P.publishListing, { id: created.id }, owner));
    ok(await t.post(P.updateListing, { ...asEdit(created), version: created.version, sellingPointEn: 'Edited by its owner' }, owner));
    expect(await audit(created.id)).toEqual([]);

    const current = ok(await t.post<ListingDetail>(P.listing, { id: created.id }, platform.token));
    const edited = ok(await t.post<ListingDetail>(P.updateListing, { ...asEdit(current), nameEn: 'Audit Grinder, renamed' }, platform.token));
    ok(await t.post(P.unpublishListing, { id: created.id }, platform.token));
    // taking it off again changes nothing and records nothing
    ok(await t.post(P.unpublishListing, { id: created.id }, platform.token));
    ok(await t.post(P.publishListing, { id: created.id }, platform.token));

    const sku = edited.skus[0]!;
    const receipt = { skuId: sku.id, warehouseCode: refs.warehouseCode, quantity: 5, note: 'Found on the shelf', clientKey: randomUUID() };
    const received = ok(await t.post<StockMoveResult>(P.receiveStock, receipt, platform.token));
    // a retried receipt moves once and is recorded once
    ok(await t.post(P.receiveStock, receipt, platform.token));
    ok(await t.post(P.adjustStock, { skuId: sku.id, warehouseCode: refs.warehouseCode, change: -2, reason: 'damaged', clientKey: randomUUID() }, platform.token));

    const was = { ownerId, nameEn: current.nameEn, nameZh: current.nameZh, pictures: current.pictures };
    const where = { skuId: sku.id, warehouseCode: refs.warehouseCode };
    expect(await audit(created.id)).toEqual([
      {
        action: 'listing.update',
        actor_user_id: platform.userId,
        before: { ...was, status: ListingStatus.OnSale, version: current.version },
        after: { ...was, nameEn: 'Audit Grinder, renamed', status: ListingStatus.OnSale, version: edited.version, options: { kept: 2, added: 0, withdrawn: 0 } },
      },
      { action: 'listing.unpublish', actor_user_id: platform.userId, before: { status: ListingStatus.OnSale }, after: { status: ListingStatus.OffSale } },
      { action: 'listing.publish', actor_user_id: platform.userId, before: { status: ListingStatus.OffSale }, after: { status: ListingStatus.OnSale } },
      {
        action: 'stock.receive',
        actor_user_id: platform.userId,
        before: { ...where, shelf: received.shelf - 5 },
        after: { ...where, shelf: received.shelf, change: 5, reason: null, note: 'Found on the shelf' },
      },
      {
        action: 'stock.adjust',
        actor_user_id: platform.userId,
        before: { ...where, shelf: received.shelf },
        after: { ...where, shelf: received.shelf - 2, change: -2, reason: 'damaged', note: '' },
      },
    ]);

    // the goods owner's own stock move records nothing
    ok(await t.post(P.adjustStock, { skuId: sku.id, warehouseCode: refs.warehouseCode, change: 1, reason: 'count', clientKey: randomUUID() }, owner));
    expect(await audit(created.id)).toHaveLength(5);

    const copy = ok(await t.post<ListingDetail>(P.duplicateListing, { id: created.id, clientKey: randomUUID() }, platform.token));
    ok(await t.post(P.deleteListing, { id: copy.id }, platform.token));
    expect((await audit(copy.id)).map((entry) => [entry.action, entry.actor_user_id, entry.before, entry.after])).toEqual([
      [
        'listing.duplicate',
        platform.userId,
        null,
        { ownerId, status: ListingStatus.Draft, version: copy.version, nameEn: copy.nameEn, nameZh: copy.nameZh, pictures: copy.pictures, copiedFrom: created.id },
      ],
      ['listing.delete', platform.userId, { ownerId, status: ListingStatus.Draft, version: copy.version, nameEn: copy.nameEn, nameZh: copy.nameZh, pictures: copy.pictures }, null],
    ]);
  });
});
