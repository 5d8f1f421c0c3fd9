/**
 * The goods owner's listings through HTTP on both engines (issue 33 item 1): a listing is created as a
 * draft, found by buyers once published (search and product page), changed for them by an edit, hidden
 * by unpublishing; a stale edit is refused; deletion is refused once ordered; another goods owner's
 * ids are "not found"; bad input is a clear refusal; the demo shop's generated catalogue is listed and editable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import * as ApiPath from '@clearlot/contract/api/paths';
import { ErrorCatalogue, type ListingDetail, type ListingPage, ListingStatus, type ProductDetail, type ProductPage } from '@clearlot/contract';
import { DEMO_ROLE_ACCOUNTS, type TestApp, createTestApp, engines, signIn, DEMO_OWNER } from '../../../testing/harness';
import { ORDER, cartLine, makeBuyer, placeBody } from '../../order/orders/testing';
import { asEdit, catalogueRefs, listingBody, makeOwner, uploadListingPicture } from './testing';

const P = ApiPath.product;
const code = (name: keyof typeof ErrorCatalogue) => ErrorCatalogue[name].code;

describe.each(engines)("the goods owner's listings on %s", (engine) => {
  let t: TestApp;
  let owner: string;
  let refs: Awaited<ReturnType<typeof catalogueRefs>>;
  let picture: string;
  let buyer: Awaited<ReturnType<typeof makeBuyer>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signIn(t, DEMO_OWNER);
    refs = await catalogueRefs(t);
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 20, g: 120, b: 90 } } })
      .png()
      .toBuffer();
    const uploaded = await uploadListingPicture(t, owner, 'grinder.png', png);
    expect(uploaded.body.code).toBe(200);
    picture = uploaded.body.data.path;
    buyer = await makeBuyer(t);
  }, 120_000);
  afterAll(async () => t?.close());

  const create = async (name?: string) => {
    const res = await t.post<ListingDetail>(P.createListing, listingBody(refs, picture, name), owner);
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const search = async (keyword: string) => (await t.get<ProductPage>(`${P.keywordSearch}?keyword=${encodeURIComponent(keyword)}&pageNum=1&pageSize=20`)).body.data.list;
  const buyerDetail = (id: number) => t.post<ProductDetail>(P.detail, { id }, buyer.token);

  it('keeps the picture in the storefront sizes as WebP and JPEG, and refuses bytes that are not a picture', async () => {
    expect(picture).toMatch(/^\/srs-file-service\/obsFile\/[0-9a-f]{32}-1200\.webp$/);
    const big = await t.app.inject({ method: 'GET', url: picture });
    expect(big.headers['content-type']).toBe('image/webp');
    expect((await sharp(big.rawPayload).metadata()).width).toBe(1200);
    const card = await t.app.inject({ method: 'GET', url: picture.replace('-1200.webp', '-560.jpg') });
    expect(card.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(card.rawPayload).metadata()).width).toBe(560);
    const fake = await uploadListingPicture(t, owner, 'photo.jpg', Buffer.from('this is not a picture at all, only words'));
    expect(fake.body.code).toBe(code('uploadPhotoType'));
    const buyerUpload = await uploadListingPicture(t, buyer.token, 'grinder.png', Buffer.from('x'));
    expect(buyerUpload.body.code).toBe(code('insufficientPermissions'));
  });

  it('creates a draft buyers cannot find, publishes it into search and the product page, edits it for them and unpublishes it', async () => {
    const word = `Zephyrgrind${Date.now().toString(36)}`;
    const listing = await create(`${word} Espresso Grinder`);
    expect(listing.status).toBe(ListingStatus.Draft);
    expect(listing.skus.map((sku) => [sku.price, sku.margin, sku.quantity])).toEqual([
      [6_000, 50, 10],
      [6_500, 46, 10],
    ]);
    expect(await search(word)).toEqual([]);
    expect((await buyerDetail(listing.id)).body.code).toBe(code('productNotFound'));

    const published = await t.post<ListingDetail>(P.publishListing, { id: listing.id }, owner);
    expect(published.body.data.status).toBe(ListingStatus.OnSale);
    const found = await search(word);
    expect(found.map((card) => [card.id, card.price, card.profitable, card.quantity, card.hasOptions])).toEqual([[listing.id, 6_000, 50, 20, true]]);
    const detail = (await buyerDetail(listing.id)).body.data;
    expect(detail.skus).toHaveLength(2);
    expect(detail.optionAxes[0]!.values.map((v) => v.valueEn)).toEqual(['Black', 'Silver']);

    // renamed and repriced: the old word finds nothing, the new one finds it with its new price
    const renamed = `Aurorabrew${Date.now().toString(36)}`;
    const edit = asEdit(published.body.data);
    const edited = await t.post<ListingDetail>(
      P.updateListing,
      { ...edit, nameEn: `${renamed} Grinder`, skus: edit.skus.map((sku) => ({ ...sku, price: sku.price - 1_000 })) },
      owner,
    );
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.version).toBe(listing.version + 1);
    expect(await search(word)).toEqual([]);
    expect((await search(renamed)).map((card) => [card.id, card.price])).toEqual([[listing.id, 5_000]]);
    expect((await buyerDetail(listing.id)).body.data.productNameEn).toBe(`${renamed} Grinder`);

    // the editor still holding the first version is told, not overwritten
    const stale = await t.post(P.updateListing, { ...edit, nameEn: 'Overwrite' }, owner);
    expect([stale.status, stale.body.code]).toEqual([409, code('listingChanged')]);

    await t.post(P.unpublishListing, { id: listing.id }, owner);
    expect(await search(renamed)).toEqual([]);
    expect((await buyerDetail(listing.id)).body.code).toBe(code('productNotFound'));
  });

  it('answers a retried create with the listing the first one made', async () => {
    const body = listingBody(refs, picture, 'Retried Kettle');
    const answers = await Promise.all([t.post<ListingDetail>(P.createListing, body, owner), t.post<ListingDetail>(P.createListing, body, owner)]);
    expect(answers.map((a) => a.body.code)).toEqual([200, 200]);
    expect(answers[0]!.body.data.id).toBe(answers[1]!.body.data.id);
  });

  it('duplicates a listing as a draft without its stock', async () => {
    const listing = await create('Copied Toaster');
    const copy = await t.post<ListingDetail>(P.duplicateListing, { id: listing.id, clientKey: randomUUID() }, owner);
    expect(copy.body.data.id).not.toBe(listing.id);
    expect(copy.body.data.status).toBe(ListingStatus.Draft);
    expect(copy.body.data.nameEn).toBe('Copied Toaster');
    expect(copy.body.data.skus.map((sku) => [sku.price, sku.quantity])).toEqual([
      [6_000, 0],
      [6_500, 0],
    ]);
  });

  it('deletes a listing never ordered (leaving no cart line) and refuses once it was ordered', async () => {
    const unordered = await create('Deletable Lamp');
    await t.post(P.publishListing, { id: unordered.id }, owner);
    await cartLine(t, buyer, unordered.id, 1);
    const removed = await t.post(P.deleteListing, { id: unordered.id }, owner);
    expect(removed.body.code).toBe(200);
    expect((await t.post(P.listing, { id: unordered.id }, owner)).body.code).toBe(code('listingNotFound'));

    const ordered = await create('Ordered Lamp');
    await t.post(P.publishListing, { id: ordered.id }, owner);
    const line = await cartLine(t, buyer, ordered.id, 1);
    const placed = await t.post(`${ORDER}/order/mall/save`, placeBody(buyer, [line]), buyer.token);
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(200);
    const refused = await t.post(P.deleteListing, { id: ordered.id }, owner);
    expect([refused.status, refused.body.code]).toEqual([409, code('listingOrdered')]);
    expect(refused.body.message).toBe(ErrorCatalogue.listingOrdered.zh);
    expect((await t.post(P.listing, { id: ordered.id }, owner)).body.code).toBe(200);
  });

  it("treats another goods owner's listings and options as not found, and lists only one's own", async () => {
    const mine = await create('Private Blender');
    const other = await makeOwner(t);
    for (const path of [P.listing, P.publishListing, P.unpublishListing, P.deleteListing]) {
      const res = await t.post(path, { id: mine.id }, other.token);
      expect([path, res.status, res.body.code]).toEqual([path, 404, code('listingNotFound')]);
    }
    expect((await t.post(P.duplicateListing, { id: mine.id, clientKey: randomUUID() }, other.token)).body.code).toBe(code('listingNotFound'));
    expect((await t.post(P.updateListing, asEdit(mine), other.token)).body.code).toBe(code('listingNotFound'));
    const sku = mine.skus[0]!.id;
    expect((await t.post(P.stockMovements, { skuId: sku, pageNum: 1, pageSize: 10 }, other.token)).body.code).toBe(code('skuNotFound'));
    expect((await t.post(P.receiveStock, { skuId: sku, warehouseCode: refs.warehouseCode, quantity: 5, clientKey: randomUUID() }, other.token)).body.code).toBe(
      code('skuNotFound'),
    );
    expect((await t.post<ListingPage>(P.listings, { pageNum: 1, pageSize: 10 }, other.token)).body.data.total).toBe(0);
    // their own listing may not point at a picture they did not upload
    const theirs = await t.post(P.createListing, listingBody(refs, picture), other.token);
    expect(theirs.body.code).toBe(code('listingPictureUnknown'));
    // a buyer is refused before anything
    expect((await t.post(P.listings, { pageNum: 1, pageSize: 10 }, buyer.token)).body.code).toBe(code('insufficientPermissions'));
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const [{ before }] = (await t.db.query<{ before: number }>('select count(*)::int as before from product')) as [{ before: number }];
    const body = listingBody(refs, picture);
    const cases: Array<[string, unknown, number]> = [
      ['a NUL byte in the name', { ...body, nameEn: 'Kettle\u0000' }, 1001],
      ['a huge price', { ...body, skus: [{ ...body.skus[0], price: 10 ** 12 }] }, 1001],
      ['a price below zero', { ...body, skus: [{ ...body.skus[0], price: -1 }] }, 1001],
      ['a fractional price', { ...body, skus: [{ ...body.skus[0], price: 10.5 }] }, 1001],
      ['no pictures', { ...body, pictures: [] }, 1001],
      ['the same option twice', { ...body, skus: [body.skus[0], body.skus[0]] }, 1001],
      ['an option picture not among the pictures', { ...body, skus: [{ ...body.skus[0], image: '/media/catalogue/p1-1.svg' }] }, 1001],
      ['an unknown field', { ...body, margin: 40 }, 1001],
      ['a top-level category', { ...body, categoryId: refs.category1Id }, code('listingCategoryInvalid')],
      ['an unknown brand', { ...body, brandId: 2_000_000_000 }, code('listingBrandUnknown')],
      ['an unknown warehouse', { ...body, skus: [{ ...body.skus[0], stock: [{ warehouseCode: 'NOWHERE-1', quantity: 3 }] }] }, code('warehouseUnknown')],
      [
        'a picture from elsewhere',
        { ...body, pictures: ['/srs-file-service/obsFile/0123456789abcdef0123456789abcdef-1200.webp'], skus: [{ ...body.skus[0], image: null }] },
        code('listingPictureUnknown'),
      ],
    ];
    for (const [what, sent, expected] of cases) {
      const res = await t.post(P.createListing, sent, owner);
      expect([what, res.body.code]).toEqual([what, expected]);
      expect(res.status, what).toBeLessThan(500);
    }
    const [{ after }] = (await t.db.query<{ after: number }>('select count(*)::int as after from product')) as [{ after: number }];
    expect(after).toBe(before);
  });

  it("lists the demo shop's generated catalogue and lets its goods owner edit a product of it", async () => {
    const [{ total }] = (await t.db.query<{ total: number }>(
      `select count(*)::int as total from product p join goods_owner g on g.id = p.owner_id join app_user u on u.id = g.user_id where u.email = $1`,
      [DEMO_OWNER.email],
    )) as [{ total: number }];
    const page = await t.post<ListingPage>(P.listings, { pageNum: 1, pageSize: 100, status: ListingStatus.OnSale }, owner);
    expect(page.body.data.total).toBeGreaterThan(0);
    const all = await t.post<ListingPage>(P.listings, { pageNum: 1, pageSize: 10 }, owner);
    expect(all.body.data.total).toBe(Number(total));
    const demo = page.body.data.list.find((listing) => listing.cover.startsWith('/media/'))!;
    const detail = (await t.post<ListingDetail>(P.listing, { id: demo.id }, owner)).body.data;
    const edited = await t.post<ListingDetail>(P.updateListing, { ...asEdit(detail), sellingPointEn: 'Edited in the listings desk' }, owner);
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.pictures).toEqual(detail.pictures);
    expect((await buyerDetail(demo.id)).body.data.sellingPointEn).toBe('Edited in the listings desk');
    // found by its words in the listing desk's search
    const byWord = await t.post<ListingPage>(P.listings, { pageNum: 1, pageSize: 10, keyword: String(demo.id) }, owner);
    expect(byWord.body.data.list.map((l) => l.id)).toContain(demo.id);
  });

  it('keeps a listing editable under a category and brand retired since, and refuses choosing a retired one anew', async () => {
    const operations = await signIn(t, DEMO_ROLE_ACCOUNTS.operations);
    const tag = Date.now().toString(36);
    const top = await t.post<{ id: number }>(ApiPath.product.deskCategoryCreate, { nameEn: `Retiring ${tag}`, nameZh: `待下架${tag}` }, operations);
    const sub = await t.post<{ id: number }>(
      ApiPath.product.deskCategoryCreate,
      { nameEn: `Retiring sub ${tag}`, nameZh: `待下架子类${tag}`, parentId: top.body.data.id },
      operations,
    );
    const brand = await t.post<{ id: number }>(ApiPath.product.deskBrandCreate, { nameEn: `Retiring brand ${tag}`, nameZh: `待下架品牌${tag}` }, operations);
    expect([top.body.code, sub.body.code, brand.body.code]).toEqual([200, 200, 200]);
    const body = { ...listingBody(refs, picture, `Ledgerline ${tag} Scales`), categoryId: sub.body.data.id, brandId: brand.body.data.id };
    const created = await t.post<ListingDetail>(P.createListing, body, owner);
    expect(created.body.code, JSON.stringify(created.body)).toBe(200);
    expect((await t.post(ApiPath.product.deskCategoryRetire, { id: sub.body.data.id, retired: true }, operations)).body.code).toBe(200);
    expect((await t.post(ApiPath.product.deskBrandRetire, { id: brand.body.data.id, retired: true }, operations)).body.code).toBe(200);

    // the goods owner still reprices it and renames it under the category and brand it has
    const edit = asEdit(created.body.data);
    const edited = await t.post<ListingDetail>(P.updateListing, { ...edit, nameEn: `Ledgerline ${tag} Scales, boxed` }, owner);
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ categoryId: sub.body.data.id, brandId: brand.body.data.id });
    // but neither is offered anew: not to a new listing, not to another listing moving into them
    expect((await t.post(P.createListing, { ...body, clientKey: randomUUID() }, owner)).body.code).toBe(code('listingCategoryInvalid'));
    expect((await t.post(P.createListing, { ...body, clientKey: randomUUID(), categoryId: refs.categoryId }, owner)).body.code).toBe(code('listingBrandUnknown'));
    const other = await create(`Ledgerline ${tag} Weights`);
    const moved = await t.post(P.updateListing, { ...asEdit(other), categoryId: sub.body.data.id }, owner);
    expect([moved.status, moved.body.code]).toEqual([400, code('listingCategoryInvalid')]);
    expect(moved.body.messageEn).toBe('Please choose a subcategory from the list.');
  });
});
